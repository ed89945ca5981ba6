import { apiPaths, type BlogCount, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';

// How many posts the blog list holds (optionally of one category), for its page numbers.
export async function getBlogCount(category: number | null): Promise<ApiResult<number>> {
  const query = category === null ? '' : `?${new URLSearchParams({ category: String(category) })}`;
  const result = await getFromContentApi<SuccessData<BlogCount>>(`${apiPaths.blogCount}${query}`);
  if (!result.ok) return result;
  return { ok: true, value: Number(result.value.data?.total) || 0 };
}
