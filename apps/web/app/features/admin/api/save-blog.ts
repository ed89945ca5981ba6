import { apiPaths, type BlogInput, type PublicationInput, type SuccessMessage } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Creates a post, or replaces post `id` with the same body. Resolves to the server's message.
export async function saveBlog(input: BlogInput & PublicationInput, id: number | null): Promise<string> {
  const request = id === null ? api.post(apiUrl(apiPaths.blogs), { json: input }) : api.put(apiUrl(apiPaths.blog(id)), { json: input });
  const reply = await request.json<SuccessMessage>();
  return reply.message;
}
