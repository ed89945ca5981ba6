import type { EnquiryMail, EnquiryStatus } from '@hvac/contracts';

export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  done: 'Done',
  cancelled: 'Cancelled',
  closed: 'Closed',
  spam: 'Spam',
};

export const enquiryMailNames: Record<EnquiryMail, string> = {
  notify: 'business notification',
  ack: 'visitor receipt',
};
