import { type AdminLocationPage, apiPaths, type Page, type PublishState, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Location pages of every state, or of one.
export async function getLocationPages(state: PublishState | null): Promise<Page<AdminLocationPage>> {
  const searchParams = new URLSearchParams({ limit: '100', ...(state ? { state } : {}) });
  const reply = await api.get(apiUrl(apiPaths.adminLocationPages), { searchParams }).json<SuccessData<Page<AdminLocationPage>>>();
  return reply.data;
}
