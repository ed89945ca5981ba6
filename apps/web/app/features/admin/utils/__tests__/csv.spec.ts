import type { Enquiry } from '@hvac/contracts';
import { csvCell, enquiriesCsv, toCsv } from '../csv';

describe('csv', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('joins rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it('exports enquiries with both delivery states, why a mail was skipped, and the status', () => {
    const enquiry: Enquiry = {
      id: 12,
      status: 'new',
      formType: 'Contact Page Form',
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: null,
      subject: 'No heat',
      message: 'Furnace stopped, "E3" code',
      createdAt: '2025-11-01T10:00:00.000Z',
      clientIp: '203.0.113.9',
      situation: null,
      urgent: false,
      timeWindow: null,
      postalCode: null,
      outsideServiceArea: false,
      notify: { state: 'sent', attempts: 1, lastError: null, sentAt: '2025-11-01T10:00:05.000Z', skippedReason: null },
      ack: { state: 'skipped', attempts: 0, lastError: null, sentAt: null, skippedReason: 'Receipt sent earlier today' },
    };
    const [header, row] = enquiriesCsv([enquiry]).split('\r\n');
    expect(header).toBe(
      'id,received_at,form,name,email,phone,subject,message,business_mail,business_mail_attempts,business_mail_error,visitor_mail,visitor_mail_error,visitor_mail_skipped_because,status',
    );
    expect(row).toBe('12,2025-11-01T10:00:00.000Z,Contact Page Form,Sam Lee,sam@example.com,,No heat,"Furnace stopped, ""E3"" code",sent,1,,skipped,,Receipt sent earlier today,new');
  });
});
