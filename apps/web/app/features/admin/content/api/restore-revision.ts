import type { RevisionItemType } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

// Resolves to the server's message.
export async function restoreRevision(itemType: RevisionItemType, id: number, revisionId: number): Promise<string> {
  return (await adminApi.post('/api/admin/revisions/{type}/{id}/{revisionId}/restore', { path: { type: itemType, id, revisionId } })).message;
}
