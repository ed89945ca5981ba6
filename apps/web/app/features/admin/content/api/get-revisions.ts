import { historyPaths, type RevisionItemType, type RevisionSummary, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function getRevisions(itemType: RevisionItemType, id: number): Promise<RevisionSummary[]> {
  const reply = await api.get(apiUrl(historyPaths.revisions(itemType, id)), { cache: 'no-cache' }).json<SuccessData<RevisionSummary[]>>();
  return reply.data;
}
