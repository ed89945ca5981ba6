import { type AdminLocationPage, apiPaths, type Page, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// A page of location pages of every state or of one, searched by heading or address (?q=).
export async function getLocationPages(searchParams: URLSearchParams): Promise<Page<AdminLocationPage>> {
  const reply = await api.get(apiUrl(apiPaths.adminLocationPages), { searchParams, cache: 'no-store' }).json<SuccessData<Page<AdminLocationPage>>>();
  return reply.data;
}
