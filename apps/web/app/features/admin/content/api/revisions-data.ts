import type { RevisionComparison, RevisionItemType, RevisionSummary } from '@hvac/contracts';
import { type AdminActionReply, adminActionReply, adminLoadReply, type AdminLoadReply, formId } from '../../kit/utils/admin-action';
import { compareRevisions } from './compare-revisions';
import { getRevisions } from './get-revisions';
import { restoreRevision } from './restore-revision';
import { paths } from '../../../../config/paths';

// The History dialog's data route (routes/admin/admin-revisions.ts): the kept versions, and the comparison
// of two when ?from=&to= name them.
export type RevisionsData = { revisions: RevisionSummary[]; comparison: RevisionComparison | 'failed' | null };

export const revisionsHref = (type: RevisionItemType, id: number, compared?: [number, number]) =>
  `${paths.admin.revisions.getHref(type, id)}${compared ? `?from=${compared[0]}&to=${compared[1]}` : ''}`;

export const revisionItemType = (type: string | undefined): RevisionItemType => (type === 'location-page' ? 'location-page' : 'blog');

export function loadRevisions(type: RevisionItemType, id: number, search: URLSearchParams): Promise<AdminLoadReply<RevisionsData>> {
  const from = Number(search.get('from'));
  const to = Number(search.get('to'));
  return adminLoadReply(async () => {
    const [revisions, comparison] = await Promise.all([getRevisions(type, id), from && to ? compareRevisions(type, id, from, to).catch(() => 'failed' as const) : null]);
    return { revisions, comparison };
  }, 'The history could not be loaded. Please try again.');
}

// Restores a version as a new save; the server's message is the reply.
export function restoreRevisionAction(type: RevisionItemType, id: number, form: FormData): Promise<AdminActionReply> {
  return adminActionReply(() => restoreRevision(type, id, formId(form, 'revisionId')), 'The version could not be restored. Please try again.');
}
