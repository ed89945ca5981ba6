import { apiPaths, type SuccessMessage } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function deleteLocationPage(id: number): Promise<string> {
  const reply = await api.delete(apiUrl(apiPaths.locationPage(id))).json<SuccessMessage>();
  return reply.message;
}
