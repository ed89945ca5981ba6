import type { ReviewRequestStatus } from '@hvac/contracts';
import { type AdminActionReply, adminActionReply, adminLoadReply, formText, type AdminLoadReply } from '../../kit/utils/admin-action';
import { addEnquiryNote } from './add-enquiry-note';
import { type EnquiryActivity, getEnquiryActivity } from './get-enquiry-activity';
import { getReviewRequest, markContacted, skipReviewRequest } from './review-requests';

// One enquiry's dialog: its history and notes, and its review request (null when that could not be read;
// the history shows all the same).
export type EnquiryActivityData = EnquiryActivity & { review: ReviewRequestStatus | null };

export function loadEnquiryActivity(id: number): Promise<AdminLoadReply<EnquiryActivityData>> {
  return adminLoadReply(async () => {
    const [activity, review] = await Promise.all([getEnquiryActivity(id), getReviewRequest(id).catch(() => null)]);
    return { ...activity, review };
  }, 'The history of this enquiry could not be loaded.');
}

// The dialog's writes: a note, "don't ask this customer for a review", "I contacted the customer".
export function enquiryActivityAction(id: number, form: FormData): Promise<AdminActionReply> {
  switch (formText(form, 'intent')) {
    case 'note':
      return adminActionReply(async () => (await addEnquiryNote(id, formText(form, 'body')), 'Note added.'), 'The note could not be saved. Please try again.');
    case 'skip-review':
      return adminActionReply(async () => (await skipReviewRequest(id), 'This customer will not be asked for a review.'), 'The review request could not be skipped.');
    default:
      return adminActionReply(async () => (await markContacted(id), 'Contact recorded.'), 'The contact could not be recorded.');
  }
}
