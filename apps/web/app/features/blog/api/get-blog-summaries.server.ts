import { apiPaths, type BlogSummary, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';

// The newest posts as their cards show them: the summary fields only, and only as many as are shown
// (optionally further down the list, or of one category).
export async function getBlogSummaries(limit: number, more: { offset?: number; category?: number } = {}): Promise<ApiResult<BlogSummary[]>> {
  const query = new URLSearchParams({ fields: 'summary', limit: String(limit) });
  if (more.offset) query.set('offset', String(more.offset));
  if (more.category) query.set('category', String(more.category));
  const result = await getFromContentApi<SuccessData<BlogSummary[]>>(`${apiPaths.blogs}?${query}`);
  if (!result.ok) return result;
  return { ok: true, value: Array.isArray(result.value.data) ? result.value.data : [] };
}
