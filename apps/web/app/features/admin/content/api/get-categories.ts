import type { Category } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getCategories(): Promise<Category[]> {
  return (await adminApi.get('/api/categories', { cache: 'no-cache' })).data;
}
