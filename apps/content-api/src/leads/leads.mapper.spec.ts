import type { EnquiryEntity } from '@hvac/leads';
import { toEnquiry } from './leads.mapper';

describe('enquiry mapping', () => {
  it('gives a skipped mail its reason as such, never as an error', () => {
    const row = {
      id: 7,
      status: 'new',
      createdAt: new Date('2025-01-01T00:00:00Z'),
      notifyState: 'failed',
      notifyAttempts: 12,
      notifyError: '421 try later',
      notifySentAt: null,
      ackState: 'skipped',
      ackAttempts: 0,
      ackError: 'This address got a receipt less than 24 hours earlier (enquiry #6)',
      ackSentAt: null,
      statusChangedAt: null,
      assigneeId: null,
    } as EnquiryEntity;
    const enquiry = toEnquiry(row);
    expect(enquiry.status).toBe('new');
    expect(enquiry.notify).toEqual({ state: 'failed', attempts: 12, lastError: '421 try later', sentAt: null, skippedReason: null });
    expect(enquiry.ack).toEqual({ state: 'skipped', attempts: 0, lastError: null, sentAt: null, skippedReason: row.ackError });
    expect(enquiry).toMatchObject({ assignee: null, lastStatusChange: null, respondBy: null });
  });

  // AODA feedback is due 5 business days after it arrives: a Friday evening's (Toronto) is due the next Friday.
  it.each([
    ['2026-11-27T23:30:00.000Z', '2026-12-04T23:30:00.000Z'],
    ['2026-11-28T15:00:00.000Z', '2026-12-04T15:00:00.000Z'],
    ['2026-11-23T14:00:00.000Z', '2026-11-30T14:00:00.000Z'],
  ])('gives accessibility feedback received %s a due date of %s', (received, due) => {
    const row = { createdAt: new Date(received), formType: 'Accessibility Feedback Form', assigneeId: null, statusChangedAt: null } as EnquiryEntity;
    expect(toEnquiry(row).respondBy).toBe(due);
    expect(toEnquiry({ ...row, formType: 'Get in Touch Form' } as EnquiryEntity).respondBy).toBeNull();
  });
});
