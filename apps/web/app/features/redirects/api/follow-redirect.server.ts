import { historyPaths, type SuccessData } from '@hvac/contracts';
import { redirect } from 'react-router';
import { getFromContentApi } from '../../../lib/content-api.server';

// Asked only where a page would answer 404, so pages that exist never pay for it. The read goes
// through the loaders' shared cache, and the gateway keeps the 301 like any other public reply.
export async function followRedirect(request: Request): Promise<void> {
  const url = new URL(request.url);
  const found = await getFromContentApi<SuccessData<{ target_path: string }>>(`${historyPaths.redirectLookup}?path=${encodeURIComponent(url.pathname)}`);
  if (found.ok) throw redirect(`${found.value.data.target_path}${url.search}`, 301);
}
