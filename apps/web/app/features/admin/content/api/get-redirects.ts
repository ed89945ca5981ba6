import { historyPaths, type Page, type Redirect, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// A page of redirects by old address, searched by either address (?q=).
export async function getRedirects(searchParams: URLSearchParams): Promise<Page<Redirect>> {
  const reply = await api.get(apiUrl(historyPaths.adminRedirects), { searchParams, cache: 'no-cache' }).json<SuccessData<Page<Redirect>>>();
  return reply.data;
}
