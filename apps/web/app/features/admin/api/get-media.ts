import { apiPaths, type MediaItem, type Page, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// The newest uploads, for choosing an image again.
export async function getMedia(limit: number): Promise<Page<MediaItem>> {
  const url = `${apiUrl(apiPaths.adminMedia)}?limit=${limit}`;
  return (await api.get(url, { cache: 'no-cache' }).json<SuccessData<Page<MediaItem>>>()).data;
}
