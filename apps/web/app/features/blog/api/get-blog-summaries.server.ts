import { apiPaths, type BlogSummary, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';

// The newest posts as their cards show them: the summary fields only, and only as many as are shown.
export async function getBlogSummaries(limit: number): Promise<ApiResult<BlogSummary[]>> {
  const result = await getFromContentApi<SuccessData<BlogSummary[]>>(`${apiPaths.blogs}?fields=summary&limit=${limit}`);
  if (!result.ok) return result;
  return { ok: true, value: Array.isArray(result.value.data) ? result.value.data : [] };
}
