import type { RevisionComparison, RevisionItemType } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function compareRevisions(itemType: RevisionItemType, id: number, from: number, to: number): Promise<RevisionComparison> {
  const reply = await adminApi.get('/api/admin/revisions/{type}/{id}/compare', { path: { type: itemType, id }, searchParams: { from, to }, cache: 'no-cache' });
  return reply.data;
}
