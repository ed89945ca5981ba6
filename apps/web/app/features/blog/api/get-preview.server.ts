import { apiPaths, type Preview, type SuccessData } from '@hvac/contracts';
import { getFromContentApi, type ApiResult } from '../../../lib/content-api.server';

// The item behind a preview link, whatever its state (404 once the link expired or was revoked).
export async function getPreview(token: string): Promise<ApiResult<Preview>> {
  const result = await getFromContentApi<SuccessData<Preview>>(apiPaths.preview(token));
  return result.ok ? { ok: true, value: result.value.data } : result;
}
