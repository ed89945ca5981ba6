import type { Category } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function createCategory(name: string): Promise<Category> {
  return (await adminApi.post('/api/categories', { json: { category: name } })).data;
}

export async function renameCategory(id: number, name: string): Promise<Category> {
  return (await adminApi.patch('/api/categories/{id}', { path: { id }, json: { category: name } })).data;
}

export async function reorderCategories(ids: number[]): Promise<void> {
  await adminApi.put('/api/categories/order', { json: { category_ids: ids } });
}

// Resolves to the server's message, which says how many posts moved.
export async function deleteCategory(id: number, moveTo: number): Promise<string> {
  return (await adminApi.delete('/api/categories/{id}', { path: { id }, searchParams: { move_to: moveTo } })).message;
}
