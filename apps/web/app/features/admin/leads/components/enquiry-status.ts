import type { EnquiryStatus } from '@hvac/contracts';

export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  done: 'Done',
  cancelled: 'Cancelled',
  closed: 'Closed',
  spam: 'Spam',
};
