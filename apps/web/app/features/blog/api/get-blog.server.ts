import { apiPaths, type Blog, type BlogImageText, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';

// One request for one post, by slug (decisions.md). The image's alt text and caption may be missing
// while an older content API is still answering.
export async function getBlog(slug: string): Promise<ApiResult<Blog & Partial<BlogImageText>>> {
  const result = await getFromContentApi<SuccessData<(Blog & Partial<BlogImageText>) | null>>(apiPaths.singleBlog(slug));
  if (!result.ok) return result;
  const post = result.value.data;
  if (!post || typeof post !== 'object' || !post.title) return { ok: false, status: 404 };
  return { ok: true, value: post };
}
