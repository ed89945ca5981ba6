import { apiPaths, type MediaItem, type Page, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// A page of uploads, newest first, searched by alt text or caption (q), for choosing an image again.
export async function getMedia(query: { limit: number; offset: number; q: string }): Promise<Page<MediaItem>> {
  const searchParams = { limit: query.limit, offset: query.offset, ...(query.q ? { q: query.q } : {}) };
  return (await api.get(apiUrl(apiPaths.adminMedia), { searchParams, cache: 'no-cache' }).json<SuccessData<Page<MediaItem>>>()).data;
}
