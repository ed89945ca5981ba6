import type { AdminBlog } from '@hvac/contracts';
import type { WithOgImage } from '../utils/og-image-draft';
import { adminApi } from '../../../../lib/admin-api';

// Any post whatever its state (the public read knows published posts only), with its share picture.
export async function getBlog(id: number): Promise<AdminBlog & WithOgImage> {
  return (await adminApi.get('/api/admin/blogs/{id}', { path: { id } })).data;
}
