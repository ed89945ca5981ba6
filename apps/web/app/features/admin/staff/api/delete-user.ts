import { apiPaths } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function deleteUser(id: string): Promise<void> {
  await api.delete(apiUrl(apiPaths.user(id)));
}
