import { type AdminBlog, apiPaths, type SuccessData } from '@hvac/contracts';
import type { WithOgImage } from '../utils/og-image-draft';
import { api, apiUrl } from '../../../../lib/api-client';

// Any post whatever its state (the public read knows published posts only), with its share picture.
export async function getBlog(id: number): Promise<AdminBlog & WithOgImage> {
  const reply = await api.get(apiUrl(apiPaths.adminBlog(id))).json<SuccessData<AdminBlog & WithOgImage>>();
  return reply.data;
}
