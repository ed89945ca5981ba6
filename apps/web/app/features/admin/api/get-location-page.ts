import { type AdminLocationPage, apiPaths, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Any page whatever its state (the public read knows published pages only).
export async function getLocationPage(id: number): Promise<AdminLocationPage> {
  const reply = await api.get(apiUrl(apiPaths.adminLocationPage(id))).json<SuccessData<AdminLocationPage>>();
  return reply.data;
}
