import { adminApi } from '../../../lib/admin-api';

// Revokes the token on the server so a copy of it stops working everywhere.
export async function revokeSession(): Promise<void> {
  await adminApi.post('/api/users/logout');
}
