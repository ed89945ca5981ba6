import type { RedirectInput } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// Creates a redirect, or replaces redirect `id`. Resolves to the server's message.
export async function saveRedirect(input: RedirectInput, id: number | null): Promise<string> {
  const reply = id === null ? await adminApi.post('/api/admin/redirects', { json: input }) : await adminApi.put('/api/admin/redirects/{id}', { path: { id }, json: input });
  return reply.message;
}
