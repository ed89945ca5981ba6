import { apiPaths, type Blog, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';
import { latestFirst } from '../utils/blog-slug';

export async function getBlogs(): Promise<ApiResult<Blog[]>> {
  const result = await getFromContentApi<SuccessData<Blog[]>>(apiPaths.blogs);
  if (!result.ok) return result;
  return { ok: true, value: latestFirst(Array.isArray(result.value.data) ? result.value.data : []) };
}
