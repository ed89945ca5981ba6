import { adminApi } from '../../../../lib/admin-api';

export async function deleteUser(id: string): Promise<void> {
  await adminApi.delete('/api/users/{id}', { path: { id } });
}
