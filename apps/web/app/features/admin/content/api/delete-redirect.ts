import { adminApi } from '../../../../lib/admin-api';

export async function deleteRedirect(id: number): Promise<string> {
  return (await adminApi.delete('/api/admin/redirects/{id}', { path: { id } })).message;
}
