import type { PreviewKind, PreviewLink } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';
import { type AdminActionReply, adminActionReply, formText } from '../../kit/utils/admin-action';
import { paths } from '../../../../config/paths';

// A 24-hour link that shows the item as the public would see it, to anyone who has it.
export async function createPreviewLink(kind: PreviewKind, id: number): Promise<PreviewLink> {
  const reply = await adminApi.post('/api/admin/previews', { json: { kind, id } });
  return reply.data;
}

// Every preview link of the item stops working.
export async function revokePreviewLinks(kind: PreviewKind, id: number): Promise<number> {
  const reply = await adminApi.delete('/api/admin/previews/{kind}/{id}', { path: { kind, id } });
  return reply.data.revoked;
}

// The editors' preview controls post here (routes/admin/admin-previews.ts): a new link, or every link revoked.
export type PreviewReply = AdminActionReply & { link?: PreviewLink | null };

export const previewsHref = (kind: PreviewKind, id: number) => paths.admin.previews.getHref(kind, id);

export async function previewAction(kind: PreviewKind, id: number, form: FormData): Promise<PreviewReply> {
  const failure = 'That did not work. Please try again.';
  let link: PreviewLink | null = null;
  if (formText(form, 'intent') === 'create') {
    const reply = await adminActionReply(async () => {
      link = await createPreviewLink(kind, id);
      return 'A preview link is ready: it works for 24 hours.';
    }, failure);
    return { ...reply, link };
  }
  const reply = await adminActionReply(async () => {
    const revoked = await revokePreviewLinks(kind, id);
    return revoked === 1 ? 'One preview link revoked.' : `${revoked} preview links revoked.`;
  }, failure);
  return { ...reply, link };
}
