import { apiPaths, type BlogInput, type PublicationInput, type SuccessMessage } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';
import { ifMatch } from '../../kit/utils/stale-save';

// Creates a post, or replaces post `id` edited from `version` (a newer one stored: 409). Resolves to the server's message.
export async function saveBlog(input: BlogInput & PublicationInput, id: number | null, version: number | null = null): Promise<string> {
  const request =
    id === null ? api.post(apiUrl(apiPaths.blogs), { json: input }) : api.put(apiUrl(apiPaths.blog(id)), { json: input, headers: ifMatch(version) });
  const reply = await request.json<SuccessMessage>();
  return reply.message;
}
