import { apiPaths, type LocationPage, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';

// An empty result is a missing page: the route answers 404.
export async function getLocationPage(slug: string): Promise<ApiResult<LocationPage>> {
  const result = await getFromContentApi<SuccessData<LocationPage | LocationPage[] | null>>(apiPaths.locationPageBySlug(slug));
  if (!result.ok) return result;
  const raw = result.value.data;
  const page = Array.isArray(raw) ? raw[0] : raw;
  if (!page || !page.main_heading) return { ok: false, status: 404 };
  return { ok: true, value: page };
}
