import type { BlogInput, LocationPageInput, PublicationInput, StaleSave } from '@hvac/contracts';
import { apiErrorMessage } from '../../../../lib/api-error';
import { type AdminActionReply, adminActionReply, adminLoadReply, formId, formText, rethrowSessionEnd } from '../../kit/utils/admin-action';
import { staleSaveOf } from '../../kit/utils/stale-save';
import { deleteBlog } from './delete-blog';
import { deleteLocationPage } from './delete-location-page';
import { getBlog } from './get-blog';
import { getLocationPage } from './get-location-page';
import { saveBlog } from './save-blog';
import { saveLocationPage } from './save-location-page';
import { paths } from '../../../../config/paths';

// The two kinds of content edited as cards in a popup: how each is read for editing and deleted.
const kinds = {
  blogs: { read: getBlog, remove: deleteBlog, noun: 'blog' },
  'location-pages': { read: getLocationPage, remove: deleteLocationPage, noun: 'location page' },
} as const;
export type ContentKind = keyof typeof kinds;

// The data route of one stored item (routes/admin/admin-content-record.ts).
export const contentRecordHref = (kind: ContentKind, id: number) => paths.admin.record.getHref(kind, id);

const kindOf = (kind: string | undefined): ContentKind => (kind === 'location-pages' ? 'location-pages' : 'blogs');

// The data route's read: the stored item, fresh, when its editor opens (admin/records/:kind/:id).
export function loadContentRecord(kind: string | undefined, id: number) {
  const { read, noun } = kinds[kindOf(kind)];
  return adminLoadReply<unknown>(() => read(id), `The ${noun} could not be loaded. Please try again.`);
}

// An editor's save, posted as JSON: the fields as the API takes them, the item (null: a new one) and the stored
// version the form was loaded from. A refusal because someone saved a newer version carries their save.
export type ContentSave = { intent: 'save'; id: number | null; version: number | null; input: unknown };
export type ContentSaveReply = AdminActionReply & { conflict?: StaleSave | null };

async function saveContent(kind: ContentKind, { id, version, input }: ContentSave): Promise<ContentSaveReply> {
  try {
    // The server validates the fields; the browser checked them before posting.
    const message =
      kind === 'blogs' ? await saveBlog(input as BlogInput & PublicationInput, id, version) : await saveLocationPage(input as LocationPageInput & PublicationInput, id, version);
    return { ok: true, message };
  } catch (error) {
    rethrowSessionEnd(error);
    return { ok: false, message: await apiErrorMessage(error, `The ${kinds[kind].noun} could not be saved. Please try again.`), conflict: await staleSaveOf(error) };
  }
}

// The action of the posts' and the location pages' screens: an editor's save (JSON) or a delete (a form).
export async function contentListAction(kind: ContentKind, request: Request): Promise<ContentSaveReply> {
  if (request.headers.get('Content-Type')?.startsWith('application/json')) return saveContent(kind, (await request.json()) as ContentSave);
  return deleteContentAction(kind, await request.formData());
}

// The list screen's action: delete `id`, its public address leading to `redirectTo` (empty for a draft).
function deleteContentAction(kind: ContentKind, form: FormData): Promise<AdminActionReply> {
  const { remove, noun } = kinds[kind];
  return adminActionReply(() => remove(formId(form), formText(form, 'redirectTo').trim()), `The ${noun} could not be deleted. Please try again.`);
}
