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
    expect(enquiry).toMatchObject({ assignee: null, lastStatusChange: null });
  });
});
