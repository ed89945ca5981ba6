import { type AdminActionReply, adminActionReply, formId, formText } from '../../kit/utils/admin-action';
import { deleteRedirect } from './delete-redirect';
import { saveRedirect } from './save-redirect';

// The redirects screen's writes: save (add, or replace `id` when given) and delete; the server's message is the reply.
export function redirectAction(form: FormData): Promise<AdminActionReply> {
  const id = formText(form, 'id') ? formId(form) : null;
  if (formText(form, 'intent') === 'delete' && id !== null) return adminActionReply(() => deleteRedirect(id), 'The redirect could not be deleted. Please try again.');
  const input = { source_path: formText(form, 'source'), target_path: formText(form, 'target') };
  return adminActionReply(() => saveRedirect(input, id), 'The redirect could not be saved. Please try again.');
}
