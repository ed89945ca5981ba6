import { apiPaths, type LocationPage, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function getLocationPage(id: number): Promise<LocationPage> {
  const reply = await api.get(apiUrl(apiPaths.locationPage(id)), { cache: 'no-cache' }).json<SuccessData<LocationPage>>();
  return reply.data;
}
