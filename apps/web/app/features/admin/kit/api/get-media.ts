import type { MediaItem, Page } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';
import { adminLoadReply, type AdminLoadReply } from '../utils/admin-action';
import { paths } from '../../../../config/paths';

// A page of uploads, newest first, searched by alt text or caption (q), for choosing an image again.
export async function getMedia(query: { limit: number; offset: number; q: string }): Promise<Page<MediaItem>> {
  const searchParams = { limit: query.limit, offset: query.offset, ...(query.q ? { q: query.q } : {}) };
  return (await adminApi.get('/api/admin/media', { searchParams, cache: 'no-cache' })).data;
}

export const pickerSize = 60;

// The media picker's data route (routes/admin/admin-media.ts) for one page and search.
export const mediaHref = (query: { offset: number; q: string }) => paths.admin.media.getHref({ offset: String(query.offset), q: query.q });

export function loadMedia(search: URLSearchParams): Promise<AdminLoadReply<Page<MediaItem>>> {
  const query = { limit: pickerSize, offset: Math.max(0, Number(search.get('offset')) || 0), q: search.get('q') ?? '' };
  return adminLoadReply(() => getMedia(query), 'The media library could not be loaded.');
}
