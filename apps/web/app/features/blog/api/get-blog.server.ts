import { apiPaths, type Blog, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';

// One request for one post, by slug (decisions.md).
export async function getBlog(slug: string): Promise<ApiResult<Blog>> {
  const result = await getFromContentApi<SuccessData<Blog | null>>(apiPaths.singleBlog(slug));
  if (!result.ok) return result;
  const post = result.value.data;
  if (!post || typeof post !== 'object' || !post.title) return { ok: false, status: 404 };
  return { ok: true, value: post };
}
