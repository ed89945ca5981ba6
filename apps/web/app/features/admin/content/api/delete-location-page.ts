import { adminApi } from '../../../../lib/admin-api';

// redirectTo: where the page's address sends visitors from now on.
export async function deleteLocationPage(id: number, redirectTo?: string): Promise<string> {
  const reply = await adminApi.delete('/api/locationpages/{id}', { path: { id }, searchParams: redirectTo ? { redirectTo } : undefined });
  return reply.message;
}
