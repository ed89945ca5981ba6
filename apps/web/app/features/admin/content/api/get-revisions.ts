import type { RevisionItemType, RevisionSummary } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getRevisions(itemType: RevisionItemType, id: number): Promise<RevisionSummary[]> {
  return (await adminApi.get('/api/admin/revisions/{type}/{id}', { path: { type: itemType, id }, cache: 'no-cache' })).data;
}
