import type { BlogInput, PublicationInput } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';
import { ifMatch } from '../../kit/utils/stale-save';

// Creates a post, or replaces post `id` edited from `version` (a newer one stored: 409). Resolves to the server's message.
export async function saveBlog(input: BlogInput & PublicationInput, id: number | null, version: number | null = null): Promise<string> {
  const reply = id === null ? await adminApi.post('/blogs', { json: input }) : await adminApi.put('/blogs/{id}', { path: { id }, json: input, headers: ifMatch(version) });
  return reply.message;
}
