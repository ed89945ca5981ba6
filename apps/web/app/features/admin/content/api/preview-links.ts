import { apiPaths, type PreviewKind, type PreviewLink, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

// A 24-hour link that shows the item as the public would see it, to anyone who has it.
export async function createPreviewLink(kind: PreviewKind, id: number): Promise<PreviewLink> {
  const reply = await api.post(apiUrl(apiPaths.adminPreviews), { json: { kind, id } }).json<SuccessData<PreviewLink>>();
  return reply.data;
}

// Every preview link of the item stops working.
export async function revokePreviewLinks(kind: PreviewKind, id: number): Promise<number> {
  const reply = await api.delete(apiUrl(apiPaths.adminItemPreviews(kind, id))).json<SuccessData<{ revoked: number }>>();
  return reply.data.revoked;
}
