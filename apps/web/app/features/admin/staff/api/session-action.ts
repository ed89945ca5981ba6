import { type AdminActionReply, adminActionReply, formText } from '../../kit/utils/admin-action';
import { revokeOtherSessions, revokeSession } from './revoke-session';

// The sessions screen's writes: sign out one session (`id`, named by its `device`), or every other one.
export function sessionAction(form: FormData): Promise<AdminActionReply> {
  const failure = 'The session could not be signed out. Please try again.';
  if (formText(form, 'intent') === 'others') return adminActionReply(revokeOtherSessions, failure);
  return adminActionReply(async () => (await revokeSession(formText(form, 'id')), `${formText(form, 'device')} was signed out.`), failure);
}
