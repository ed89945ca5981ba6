import { apiPaths, type LocationPage, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';

// Every published location page (content-api lists only those), by address.
export async function getLocationPages(): Promise<ApiResult<LocationPage[]>> {
  const result = await getFromContentApi<SuccessData<LocationPage[]>>(apiPaths.locationPages);
  if (!result.ok) return result;
  return { ok: true, value: Array.isArray(result.value.data) ? result.value.data : [] };
}
