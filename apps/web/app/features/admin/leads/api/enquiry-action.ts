import { type EnquiryMail, enquiryStatuses } from '@hvac/contracts';
import { type AdminActionReply, adminActionReply, downloadReply, formId, formText } from '../../kit/utils/admin-action';
import { enquiryMailNames, enquiryStatusLabels } from '../components/enquiry-status';
import { enquiryFiltersFromSearch } from '../utils/enquiry-filters';
import { deleteEnquiry } from './delete-enquiry';
import { exportEnquiries } from './export-enquiries';
import { resendEnquiry } from './resend-enquiry';
import { updateEnquiry } from './update-enquiry';

// The enquiries screen's writes, one per intent of its forms; `name` is the visitor's, for the messages.
export async function enquiryAction(form: FormData, search: URLSearchParams): Promise<AdminActionReply> {
  const id = formId(form);
  const name = formText(form, 'name');
  const intent = formText(form, 'intent');
  if (intent === 'status') {
    const status = enquiryStatuses.find((s) => s === form.get('status')) ?? 'new';
    return adminActionReply(async () => {
      await updateEnquiry(id, { status });
      return `The enquiry from ${name} is now ${enquiryStatusLabels[status]}.`;
    }, 'The status could not be changed. Please try again.');
  }
  if (intent === 'assignee') {
    const assigneeId = formText(form, 'assigneeId');
    const assignee = assigneeId ? { id: assigneeId, name: formText(form, 'assigneeName') } : null;
    return adminActionReply(async () => {
      await updateEnquiry(id, { assignee });
      return assignee ? `Assigned to ${assignee.name}.` : 'Nobody is assigned now.';
    }, 'The assignee could not be changed. Please try again.');
  }
  if (intent === 'resend') {
    const mail: EnquiryMail = form.get('mail') === 'ack' ? 'ack' : 'notify';
    return adminActionReply(() => resendEnquiry(id, mail), `The ${enquiryMailNames[mail]} could not be queued again. Please try again.`);
  }
  if (intent === 'delete') {
    return adminActionReply(async () => {
      await deleteEnquiry(id);
      return `The enquiry from ${name} was deleted with its notes and history.`;
    }, 'The enquiry could not be deleted. Please try again.');
  }
  // The export is the list the address's filters select.
  const { filters } = enquiryFiltersFromSearch(search);
  return downloadReply(
    () => exportEnquiries(filters),
    Object.values(filters).some(Boolean) ? 'The enquiries that match the filters were exported.' : 'Every enquiry was exported.',
  );
}
