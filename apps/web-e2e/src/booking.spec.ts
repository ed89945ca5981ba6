import { apiPaths, type Enquiry, type Page as Paged, type SuccessData, type UserInfo } from '@hvac/contracts';
import * as ical from 'node-ical';
import type { Browser, Page } from 'playwright-core';
import { eventually, newAdminPage, signInByApi } from './admin/admin-browser';
import { admin } from './admin/admin-env';
import { backdateFormStart, launchBrowser, openPage, waitForHydration, widths } from './support/browser';
import { baseUrl } from './support/stack';

// Issue 25: a booking from the form to the inbox, through the manage link, to the staff schedule.
const inboxUrl = (process.env['MAIL_INBOX_URL'] || 'http://localhost:1080').replace(/\/$/, '');
type InboxMail = { id: string; subject: string; to: { address: string }[]; text?: string; attachments?: { generatedFileName: string; contentType: string }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `book-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
const form = 'form[data-form="appointment"]';

async function fillAppointment(page: Page, email: string, subject: string): Promise<string> {
  await page.check(`${form} input[name="situation"][value="other"]`);
  await page.fill(`${form} [name="name"]`, 'Robin Booker');
  await page.fill(`${form} [name="email"]`, email);
  await page.fill(`${form} [name="phone"]`, '905-555-0100');
  await page.fill(`${form} [name="postalCode"]`, 'L9T 1P7');
  await page.fill(`${form} [name="subject"]`, subject);
  await page.fill(`${form} [name="message"]`, 'Annual furnace tune-up, please.');
  // The last window offered: days ahead, so the manage link's cut-off (24 h by default) is still ahead too.
  const window = page.locator(`${form} input[name="windowId"]:not([value=""])`).last();
  const windowId = await window.getAttribute('value');
  if (!windowId) throw new Error('the form offers no window');
  await window.check();
  await backdateFormStart(page.locator(form));
  return windowId;
}

async function bookingMail(email: string, subject: RegExp): Promise<InboxMail> {
  return eventually(async () => {
    const mails = (await (await fetch(`${inboxUrl}/api/email`)).json()) as InboxMail[];
    const mail = mails.filter((m) => m.to.some((to) => to.address.toLowerCase() === email) && subject.test(m.subject)).at(-1);
    if (!mail) throw new Error(`no mail ${subject} to ${email}`);
    return mail;
  }, 30_000);
}

async function icsEvents(mail: InboxMail): Promise<ical.VEvent[]> {
  const attachment = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!attachment) throw new Error('no .ics in the confirmation');
  const res = await fetch(`${inboxUrl}/api/email/${mail.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`);
  if (!res.ok) throw new Error(`the .ics could not be read from the inbox: ${res.status}`);
  const events = Object.values(ical.sync.parseICS(await res.text())).filter((e): e is ical.VEvent => e?.type === 'VEVENT');
  if (events.length !== 1) throw new Error(`the .ics holds ${events.length} events`);
  return events;
}

const manageLinkIn = (mail: InboxMail) => {
  const link = /https?:\/\/[^\s"'<>]+\/book\/manage\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error('no manage link in the mail');
  return new URL(link).pathname;
};

async function enquiryWithSubject(subject: string): Promise<Enquiry | undefined> {
  const login = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  const { token } = (await login.json()) as UserInfo;
  const res = await fetch(`${baseUrl}${apiPaths.adminEnquiries}?limit=20&offset=0`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as SuccessData<Paged<Enquiry>>).data.items.find((e) => e.subject === subject);
}

describe('booking an arrival window', () => {
  it('/book has its own title and description and offers windows by day, the date in full as each group\'s legend', async () => {
    const { context, page } = await openPage(browser, widths.phone, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/book`);
    expect(await page.title()).toMatch(/^Book a Heating or Cooling Appointment Online/);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toMatch(/arrival window/);
    const legends = await page.locator(`${form} .window-picker__day > legend`).allInnerTexts();
    expect(legends.length).toBeGreaterThan(0);
    for (const legend of legends) expect(legend).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await context.close();
  });

  it('books without JavaScript, mails a confirmation with a valid .ics and a manage link, reschedules through it, and the staff schedule moves', async () => {
    const { context, page } = await openPage(browser, widths.phone, { javaScriptEnabled: false });
    const email = `${unique()}@example.com`;
    const subject = unique();
    await page.goto(`${baseUrl}/book`);
    const windowId = await fillAppointment(page, email, subject);
    await Promise.all([page.waitForURL('**/thank-you'), page.click(`${form} button[type="submit"]`)]);
    expect((await enquiryWithSubject(subject))?.status).toBe('booked');

    const confirmation = await bookingMail(email, /^Booked: /);
    const [event] = await icsEvents(confirmation);
    expect(event?.start.tz).toBe('America/Toronto');
    // The window's wall time in Toronto is what the calendar shows.
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(event?.start)).toBe(windowId.slice(11));

    await page.goto(`${baseUrl}${manageLinkIn(confirmation)}`);
    expect(await page.locator('h1').innerText()).toBe('Your booking');
    const target = page.locator('input[name="windowId"]:not([value=""])').first();
    const targetId = await target.getAttribute('value');
    await target.check();
    await page.click('button:has-text("Move my booking")');
    await page.waitForSelector('text=Your booking was moved');
    await bookingMail(email, /^Booked: /);
    await context.close();

    const staff = await newAdminPage(browser);
    await signInByApi(staff.page);
    await staff.page.goto(`/admin/schedule?from=${targetId?.slice(0, 10)}&view=day`);
    const moved = staff.page.locator(`[data-schedule-window="${targetId}"]`);
    await moved.getByText('Robin Booker').first().waitFor();
    await staff.context.close();
  });

  it('books with JavaScript and shows the success inline', async () => {
    const { context, page } = await openPage(browser, widths.desktop);
    const email = `${unique()}@example.com`;
    const subject = unique();
    await page.goto(`${baseUrl}/contact`);
    await waitForHydration(page);
    await fillAppointment(page, email, subject);
    await page.click(`${form} button[type="submit"]`);
    await page.waitForSelector(`${form} [role="status"] p`);
    expect(await page.locator(`${form} [role="status"]`).innerText()).toMatch(/Submitted Successfully/);
    await eventually(async () => expect((await enquiryWithSubject(subject))?.status).toBe('booked'), 10_000);
    await bookingMail(email, /^Booked: /);
    await context.close();
  });

  it('no heat offers "call us now" with the emergency line, without JavaScript', async () => {
    const { context, page } = await openPage(browser, widths.phone, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/book`);
    const urgent = page.locator(`${form} [data-urgent-call]`);
    expect(await urgent.isVisible()).toBe(false);
    await page.check(`${form} input[name="situation"][value="no-heat"]`);
    expect(await urgent.innerText()).toMatch(/call us now, 24\/7, at/);
    await context.close();
  });
});
