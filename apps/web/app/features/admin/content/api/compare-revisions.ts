import { historyPaths, type RevisionComparison, type RevisionItemType, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function compareRevisions(itemType: RevisionItemType, id: number, from: number, to: number): Promise<RevisionComparison> {
  const reply = await api
    .get(apiUrl(historyPaths.revisionComparison(itemType, id)), { searchParams: { from, to }, cache: 'no-cache' })
    .json<SuccessData<RevisionComparison>>();
  return reply.data;
}
