import { newsletterConsent } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import { accountMail, type AccountMailData } from './account.mail';
import { enquiryAcknowledgementMail } from './enquiry-acknowledgement.mail';
import { type EnquiryMailData, enquiryNotificationMail } from './enquiry-notification.mail';
import { mailboxOf, parseMailbox } from './mail-context';
import { newsletterConfirmationMail } from './newsletter-confirmation.mail';
import { ownerMailContext } from '../../test/mail-context.fixture';

const ctx = ownerMailContext({
  email: 'office@owner.example',
  mailingAddress: 'PO Box 7, Oakville, ON L6J 0A1',
  openingHours: [{ day: 'saturday', opens: '09:00', closes: '13:00' }],
});

const enquiry: EnquiryMailData = {
  id: 42,
  formType: 'Get in Touch Form',
  name: 'Jane <Doe>',
  email: 'jane@example.org',
  phone: '905-555-0100',
  subject: 'Furnace & filter',
  message: 'First line\nsecond line\n\n<script>alert(1)</script>',
  createdAt: new Date('2025-01-15T14:30:00Z'),
  situation: null,
  urgent: false,
  timeWindow: null,
  postalCode: null,
  outsideServiceArea: false,
};

describe('enquiry notification', () => {
  const mail = enquiryNotificationMail(enquiry, ctx);

  it('goes to the business inbox with Reply-To the visitor', () => {
    expect(mail.to).toEqual(ctx.enquiryTo);
    expect(mail.from).toEqual(ctx.from);
    expect(mail.replyTo).toEqual({ name: 'Jane <Doe>', address: 'jane@example.org' });
    expect(mail.subject).toBe('New enquiry: Furnace & filter (Get in Touch Form)');
  });

  it('carries every field in text and escaped HTML', () => {
    for (const value of ['Jane <Doe>', 'jane@example.org', '905-555-0100', 'Furnace & filter', '#42', 'second line']) {
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toContain('Jane &lt;Doe&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    // Business time zone: 14:30 UTC is 9:30 in Toronto in January.
    expect(mail.text).toMatch(/9:30/);
  });

  it('has a stable Message-ID on the sender domain', () => {
    expect(mail.messageId).toBe('<enquiry-42-notify@mail.example.com>');
  });

  it('keeps visitor text on one header line even if a row holds a line break', () => {
    const evil = enquiryNotificationMail({ ...enquiry, subject: 'Hi\r\nBcc: victim@example.com', name: 'A\nB' }, ctx);
    expect(evil.subject).not.toMatch(/[\r\n]/);
    expect(evil.replyTo).toEqual({ name: 'A B', address: enquiry.email });
  });
});

describe('enquiry notification of an urgent call or an appointment', () => {
  it('flags a gas smell in the subject, first in the body, and as high importance', () => {
    const mail = enquiryNotificationMail({ ...enquiry, situation: 'gas-smell', urgent: true }, ctx);
    expect(mail.subject).toBe('URGENT – gas smell – Furnace & filter (Get in Touch Form)');
    expect(String(mail.text).split('\n')[0]).toBe('URGENT – Gas smell: call the visitor back first.');
    expect(mail.text).toContain('Situation: Gas smell');
    expect(mail.html).toContain('URGENT – Gas smell: call the visitor back first.');
    expect(mail.priority).toBe('high');
  });

  it('names a situation that is not urgent without flagging it', () => {
    const mail = enquiryNotificationMail({ ...enquiry, situation: 'other' }, ctx);
    expect(mail.subject).toBe('New enquiry: Furnace & filter (Get in Touch Form)');
    expect(mail.text).toContain('Situation: Something else');
    expect(mail.text).not.toContain('URGENT');
    expect(mail.priority).toBeUndefined();
  });

  it('shows the time window and a postal code outside the service areas', () => {
    const mail = enquiryNotificationMail({ ...enquiry, formType: 'Contact Page Form', timeWindow: 'morning', postalCode: 'K1A 0B1', outsideServiceArea: true }, ctx);
    expect(mail.text).toContain('Preferred time: Morning (8 AM to noon)');
    expect(mail.text).toContain('Postal code: K1A 0B1 (outside our service areas: confirm whether we can come)');
  });
});

describe('enquiry acknowledgement', () => {
  const mail = enquiryAcknowledgementMail(enquiry, ctx);
  const everything = [mail.subject, mail.text, mail.html, JSON.stringify(mail.to), JSON.stringify(mail.headers)].join('\n');

  it('goes to the bare address from the business, replies going to the business address', () => {
    expect(mail.to).toBe('jane@example.org');
    expect(mail.from).toEqual(ctx.from);
    expect(mail.replyTo).toEqual({ name: 'Owner Heating & Air', address: 'office@owner.example' });
    expect(mail.subject).toBe('We received your enquiry – Owner Heating & Air');
    expect(mail.headers).toMatchObject({ 'Auto-Submitted': 'auto-replied' });
  });

  it('repeats nothing the visitor typed: no name, subject, message or phone', () => {
    for (const typed of ['Jane', 'Doe', 'Furnace', 'filter', 'First line', 'second line', 'script', '905-555-0100']) expect(everything).not.toContain(typed);
  });

  it('is the same fixed text for any enquiry but its reference', () => {
    const other = enquiryAcknowledgementMail({ id: 43, email: 'someone@example.net' }, ctx);
    expect(other.text).toBe(String(mail.text).replace('#42', '#43'));
    expect(other.html).toBe(String(mail.html).replace('#42', '#43'));
  });

  it('gives the reference, hours, phones and address from the site settings', () => {
    for (const part of ['Your reference: #42', 'Sat 9AM-1PM', '(416) 555-0199', 'Phone: (416) 555-0111', 'PO Box 7, Oakville, ON L6J 0A1']) expect(mail.text).toContain(part);
    expect(mail.html).toContain('tel:+14165550199');
    expect(mail.html).toContain('Owner Heating &amp; Air');
    expect(mail.text).not.toContain(defaultSiteSettings.phones.emergency);
  });
});

describe('newsletter confirmation', () => {
  const mail = newsletterConfirmationMail(
    { id: 7, email: 'reader@example.net', confirmToken: 'c0nf1rm', confirmRound: 2, unsubscribeToken: 'uns-ub' },
    ctx,
  );

  it('links to the confirm page, not to an action', () => {
    expect(mail.to).toBe('reader@example.net');
    expect(mail.text).toContain('https://www.example.com/newsletter/confirm?token=c0nf1rm');
    expect(mail.html).toContain('href="https://www.example.com/newsletter/confirm?token=c0nf1rm"');
    expect(mail.text).toContain(newsletterConsent.text);
  });

  it('carries the mailing address, an unsubscribe link and RFC 8058 headers', () => {
    const unsubscribe = 'https://www.example.com/newsletter/unsubscribe?token=uns-ub';
    expect(mail.text).toContain('Owner Heating & Air, PO Box 7, Oakville, ON L6J 0A1');
    expect(mail.html).toContain('PO Box 7, Oakville, ON L6J 0A1');
    expect(mail.text).toContain(unsubscribe);
    expect(mail.list).toEqual({ unsubscribe });
    expect(mail.headers).toEqual({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.messageId).toBe('<subscriber-7-confirm-2@mail.example.com>');
  });
});

describe('staff account mails', () => {
  const row = (kind: AccountMailData['kind'], recipientName = 'Sam <Lee>'): AccountMailData => ({
    id: 9,
    kind,
    recipient: 'sam@example.org',
    recipientName,
    link: 'https://www.example.com/reset-password?token=abc_DEF-123&x=1',
    linkExpiresAt: new Date('2025-01-15T15:00:00Z'),
  });

  it.each([
    ['staff-invitation', 'You are invited to the Owner Heating & Air admin portal', 'Accept the invitation'],
    ['password-reset', 'Reset your Owner Heating & Air admin password', 'Choose a new password'],
    ['account-unlock', 'Your Owner Heating & Air admin account was locked', 'Unlock my account'],
  ] as const)('%s: the business name in the subject, the link once in text and as the one button in HTML', (kind, subject, button) => {
    const mail = accountMail(row(kind), ctx);
    expect(mail.subject).toBe(subject);
    expect(mail.to).toBe('sam@example.org');
    expect(mail.from).toEqual(ctx.from);
    expect(String(mail.text)).toContain('\nhttps://www.example.com/reset-password?token=abc_DEF-123&x=1\n');
    expect(String(mail.html)).toContain(`href="https://www.example.com/reset-password?token=abc_DEF-123&amp;x=1"`);
    expect(String(mail.html)).toContain(`>${button}</a>`);
    expect(String(mail.html).match(/<a /g)).toHaveLength(1);
  });

  it('says until when the link works, in Toronto time', () => {
    const mail = accountMail(row('password-reset'), ctx);
    expect(String(mail.text)).toContain('it works once, until Jan 15, 2025, 10:00');
  });

  it('greets by name, escaped in HTML, and without a name when the row has none', () => {
    expect(String(accountMail(row('account-unlock'), ctx).html)).toContain('Hello Sam &lt;Lee&gt;,');
    expect(String(accountMail(row('staff-invitation', ''), ctx).text).split('\n')[0]).toBe('Hello,');
  });

  it('has a Message-ID of its own row and kind, so a resent job shows once', () => {
    expect(accountMail(row('staff-invitation'), ctx).messageId).toBe('<account-mail-9-staff-invitation@mail.example.com>');
  });
});

describe('parseMailbox and mailboxOf', () => {
  const settings = { businessName: 'Renamed Comfort Co.', email: 'office@renamed.example' };

  it('reads "Name <address>" and completes a bare address with the business name of the site settings', () => {
    expect(mailboxOf(parseMailbox('"Front Desk" <desk@example.com>'), settings)).toEqual({ name: 'Front Desk', address: 'desk@example.com' });
    expect(mailboxOf(parseMailbox('<desk@example.com>'), settings)).toEqual({ name: 'Renamed Comfort Co.', address: 'desk@example.com' });
    expect(mailboxOf(parseMailbox('desk@example.com'), settings)).toEqual({ name: 'Renamed Comfort Co.', address: 'desk@example.com' });
  });

  it('takes name and address from the site settings when nothing is configured', () => {
    expect(mailboxOf(parseMailbox(''), settings)).toEqual({ name: 'Renamed Comfort Co.', address: 'office@renamed.example' });
  });
});
