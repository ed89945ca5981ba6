import type { AdminLocationPage } from '@hvac/contracts';
import type { WithOgImage } from '../utils/og-image-draft';
import { adminApi } from '../../../../lib/admin-api';

// Any page whatever its state (the public read knows published pages only), with its share picture.
export async function getLocationPage(id: number): Promise<AdminLocationPage & WithOgImage> {
  return (await adminApi.get('/api/admin/locationpages/{id}', { path: { id } })).data;
}
