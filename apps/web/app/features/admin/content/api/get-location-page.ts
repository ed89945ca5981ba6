import { type AdminLocationPage, apiPaths, type SuccessData } from '@hvac/contracts';
import type { WithOgImage } from '../utils/og-image-draft';
import { api, apiUrl } from '../../../../lib/api-client';

// Any page whatever its state (the public read knows published pages only), with its share picture.
export async function getLocationPage(id: number): Promise<AdminLocationPage & WithOgImage> {
  const reply = await api.get(apiUrl(apiPaths.adminLocationPage(id))).json<SuccessData<AdminLocationPage & WithOgImage>>();
  return reply.data;
}
