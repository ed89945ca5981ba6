import { type AdminActionReply, adminActionReply, adminLoadReply, formId, formText } from '../../kit/utils/admin-action';
import { deleteBlog } from './delete-blog';
import { deleteLocationPage } from './delete-location-page';
import { getBlog } from './get-blog';
import { getLocationPage } from './get-location-page';

// The two kinds of content edited as cards in a popup: how each is read for editing and deleted.
const kinds = {
  blogs: { read: getBlog, remove: deleteBlog, noun: 'blog' },
  'location-pages': { read: getLocationPage, remove: deleteLocationPage, noun: 'location page' },
} as const;
export type ContentKind = keyof typeof kinds;

// The data route of one stored item (routes/admin/admin-content-record.tsx).
export const contentRecordHref = (kind: ContentKind, id: number) => `/admin/records/${kind}/${id}`;

const kindOf = (kind: string | undefined): ContentKind => (kind === 'location-pages' ? 'location-pages' : 'blogs');

// The data route's read: the stored item, fresh, when its editor opens (admin/records/:kind/:id).
export function loadContentRecord(kind: string | undefined, id: number) {
  const { read, noun } = kinds[kindOf(kind)];
  return adminLoadReply<unknown>(() => read(id), `The ${noun} could not be loaded. Please try again.`);
}

// The list screen's action: delete `id`, its public address leading to `redirectTo` (empty for a draft).
export function deleteContentAction(kind: ContentKind, form: FormData): Promise<AdminActionReply> {
  const { remove, noun } = kinds[kind];
  return adminActionReply(() => remove(formId(form), formText(form, 'redirectTo').trim()), `The ${noun} could not be deleted. Please try again.`);
}
