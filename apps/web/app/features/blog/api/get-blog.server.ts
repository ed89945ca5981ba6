import { apiPaths, type Blog, type BlogImageText, type OgImageRead, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';

// One request for one post, by slug (decisions.md). The image's alt text and caption and the share
// picture may be missing while an older content API is still answering.
type PublicPost = Blog & Partial<BlogImageText & OgImageRead>;

export async function getBlog(slug: string): Promise<ApiResult<PublicPost>> {
  const result = await getFromContentApi<SuccessData<PublicPost | null>>(apiPaths.singleBlog(slug));
  if (!result.ok) return result;
  const post = result.value.data;
  if (!post || typeof post !== 'object' || !post.title) return { ok: false, status: 404 };
  return { ok: true, value: post };
}
