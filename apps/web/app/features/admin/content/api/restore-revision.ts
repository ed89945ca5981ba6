import { historyPaths, type RevisionItemType, type SuccessMessage } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// Resolves to the server's message.
export async function restoreRevision(itemType: RevisionItemType, id: number, revisionId: number): Promise<string> {
  const reply = await api.post(apiUrl(historyPaths.revisionRestore(itemType, id, revisionId))).json<SuccessMessage>();
  return reply.message;
}
