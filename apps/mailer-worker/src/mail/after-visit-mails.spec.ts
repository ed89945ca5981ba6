import { defaultSiteSettings } from '@hvac/site';
import type { MailContext } from './mail-context';
import { reviewReminderMail, reviewRequestMail } from './review-request.mail';
import { urgentAlertMail } from './urgent-alert.mail';

const after: MailContext = {
  from: { name: 'Halton Hearth & Air', address: 'no-reply@mail.example.net' },
  enquiryTo: { name: 'Office', address: 'office@example.net' },
  siteUrl: 'https://www.example.net/',
  business: { ...defaultSiteSettings, businessName: 'Hearth <& Air>', reviews: { enabled: true, reviewUrl: 'https://g.page/r/x/review', reminderDelayDays: 7 } },
};
const data = { id: 9, email: 'customer@example.org', reviewToken: 'review-token_A', unsubscribeToken: 'unsubscribe-token_B' };

describe('review request and reminder', () => {
  const request = reviewRequestMail(data, after);
  const reminder = reviewReminderMail(data, after);

  it('links through the signed redirect, never to the review page itself', () => {
    expect(request.text).toContain('https://www.example.net/reviews/go?token=review-token_A');
    expect(request.text).not.toContain('g.page');
    expect(request.html).toContain('href="https://www.example.net/reviews/go?token=review-token_A"');
  });

  it('names the business with its mailing address and a working unsubscribe, with the one-click headers (CASL)', () => {
    for (const mail of [request, reminder]) {
      expect(mail.text).toContain(`Hearth <& Air>, ${defaultSiteSettings.mailingAddress}`);
      expect(mail.text).toContain('Unsubscribe at any time: https://www.example.net/reviews/unsubscribe?token=unsubscribe-token_B');
      expect(mail.list).toEqual({ unsubscribe: 'https://www.example.net/reviews/unsubscribe?token=unsubscribe-token_B' });
      expect(mail.headers).toEqual({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(mail.html).toContain('Hearth &lt;&amp; Air&gt;');
    }
  });

  it('asks every customer the same, with no satisfaction question, and tells the reminder apart', () => {
    expect(request.subject).toBe('How did we do? – Hearth <& Air>');
    expect(reminder.subject).toBe('A reminder: how did we do? – Hearth <& Air>');
    expect(`${request.text}${reminder.text}`).not.toMatch(/happy|satisf|how many stars/i);
    expect([request.messageId, reminder.messageId]).toEqual(['<review-9-request@mail.example.net>', '<review-9-reminder@mail.example.net>']);
  });
});

describe('urgent alert', () => {
  const enquiry = { id: 31, name: 'Sam\nSmith', phone: '905-555-0100', situation: 'gas-smell' as const, createdAt: new Date('2026-01-15T07:05:00Z') };

  it('goes with high importance to the given address, with the phone to call and the enquiry to open', () => {
    const mail = urgentAlertMail(enquiry, 'tom@business.example', after);
    expect(mail.to).toBe('tom@business.example');
    expect(mail.priority).toBe('high');
    expect(mail.subject).toBe('STILL WAITING – gas smell – enquiry #31');
    expect(mail.text).toContain('from Sam Smith came in at');
    expect(mail.text).toContain('2:05');
    expect(mail.text).toContain('https://www.example.net/admin/enquiries?id=31');
    expect(mail.html).toContain('href="tel:+19055550100"');
  });

  it('says how to answer when no phone was given', () => {
    expect(urgentAlertMail({ ...enquiry, phone: null }, after.enquiryTo, after).text).toContain('No phone was given: answer by e-mail.');
  });
});
