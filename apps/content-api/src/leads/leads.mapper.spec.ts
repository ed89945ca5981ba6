import type { Subscriber } from '@hvac/contracts';
import type { EnquiryEntity } from '@hvac/leads';
import { csvCell, subscribersCsv, toEnquiry } from './leads.mapper';

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
    } as EnquiryEntity;
    const enquiry = toEnquiry(row);
    expect(enquiry.status).toBe('new');
    expect(enquiry.notify).toEqual({ state: 'failed', attempts: 12, lastError: '421 try later', sentAt: null, skippedReason: null });
    expect(enquiry.ack).toEqual({ state: 'skipped', attempts: 0, lastError: null, sentAt: null, skippedReason: row.ackError });
  });
});

describe('subscriber CSV', () => {
  it('quotes per RFC 4180 and defuses spreadsheet formulas', () => {
    expect(csvCell('plain@example.com')).toBe('plain@example.com');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and one CRLF-terminated row per subscriber', () => {
    const s: Subscriber = {
      id: 1,
      email: 'a@example.net',
      status: 'confirmed',
      consentVersion: 'v1',
      consentAt: '2025-01-01T00:00:00.000Z',
      consentIp: '203.0.113.1',
      sourcePage: '/blog',
      confirmedAt: '2025-01-02T00:00:00.000Z',
      unsubscribedAt: null,
      confirmMail: { state: 'sent', attempts: 1, lastError: null, sentAt: '2025-01-01T00:00:01.000Z', skippedReason: null },
    };
    expect(subscribersCsv([s])).toBe(
      'email,status,consent_version,consent_at,consent_ip,source_page,confirmed_at,unsubscribed_at\r\n' +
        'a@example.net,confirmed,v1,2025-01-01T00:00:00.000Z,203.0.113.1,/blog,2025-01-02T00:00:00.000Z,\r\n',
    );
  });
});
