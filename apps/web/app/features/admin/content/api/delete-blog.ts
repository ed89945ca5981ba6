import { adminApi } from '../../../../lib/admin-api';

// redirectTo: where the post's address sends visitors from now on.
export async function deleteBlog(id: number, redirectTo?: string): Promise<string> {
  const reply = await adminApi.delete('/blogs/{id}', { path: { id }, searchParams: redirectTo ? { redirectTo } : undefined });
  return reply.message;
}
