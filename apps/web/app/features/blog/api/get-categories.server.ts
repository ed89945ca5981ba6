import { allCategoryName, apiPaths, type Category, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';

// The categories a visitor can filter the blog by ('All' is the unfiltered list itself).
export async function getCategories(): Promise<ApiResult<Category[]>> {
  const result = await getFromContentApi<SuccessData<Category[]>>(apiPaths.categories);
  if (!result.ok) return result;
  return { ok: true, value: (Array.isArray(result.value.data) ? result.value.data : []).filter((c) => c.category !== allCategoryName) };
}
