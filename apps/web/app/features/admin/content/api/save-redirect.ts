import { historyPaths, type RedirectInput, type SuccessMessage } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// Creates a redirect, or replaces redirect `id`. Resolves to the server's message.
export async function saveRedirect(input: RedirectInput, id: number | null): Promise<string> {
  const request = id === null ? api.post(apiUrl(historyPaths.adminRedirects), { json: input }) : api.put(apiUrl(historyPaths.adminRedirect(id)), { json: input });
  const reply = await request.json<SuccessMessage>();
  return reply.message;
}
