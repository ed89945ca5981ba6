import { apiPaths } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Revokes the token on the server so a copy of it stops working everywhere.
export async function revokeSession(): Promise<void> {
  await api.post(apiUrl(apiPaths.logout));
}
