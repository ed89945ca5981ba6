import { apiPaths, type LocationPage, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export async function getLocationPages(): Promise<LocationPage[]> {
  const reply = await api.get(apiUrl(apiPaths.locationPages), { cache: 'no-cache' }).json<SuccessData<LocationPage[]>>();
  return reply.data;
}
