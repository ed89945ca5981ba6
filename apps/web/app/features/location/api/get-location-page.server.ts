import { apiPaths, type LocationPage, type OgImageRead, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';

// With its share picture, which an older content API may leave out.
type PublicLocationPage = LocationPage & Partial<OgImageRead>;

// An empty result is a missing page: the route answers 404.
export async function getLocationPage(slug: string): Promise<ApiResult<PublicLocationPage>> {
  const result = await getFromContentApi<SuccessData<PublicLocationPage | PublicLocationPage[] | null>>(apiPaths.locationPageBySlug(slug));
  if (!result.ok) return result;
  const raw = result.value.data;
  const page = Array.isArray(raw) ? raw[0] : raw;
  if (!page || !page.main_heading) return { ok: false, status: 404 };
  return { ok: true, value: page };
}
