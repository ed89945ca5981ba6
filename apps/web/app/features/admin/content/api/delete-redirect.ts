import { historyPaths, type SuccessMessage } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function deleteRedirect(id: number): Promise<string> {
  const reply = await api.delete(apiUrl(historyPaths.adminRedirect(id))).json<SuccessMessage>();
  return reply.message;
}
