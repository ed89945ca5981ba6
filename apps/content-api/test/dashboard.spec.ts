import { apiPaths, type Dashboard, type SubscriberStatus, type SuccessData } from '@hvac/contracts';
import type { EnquiryEntity } from '@hvac/leads';
import { type LeadRows, leadRows } from './leads/lead-rows';
import { call, startTestApp, type TestApp } from './test-app';

const dayMs = 24 * 60 * 60_000;
const torontoDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(at);
// Noon in Toronto on a date, whatever its UTC offset that day (EST or EDT): well inside the day.
const torontoNoon = (date: string) => new Date(`${date}T12:00:00-05:00`);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

describe('admin dashboard', () => {
  let t: TestApp;
  let rows: LeadRows;
  let n = 0;
  const dashboard = async () => {
    const reply = await call<SuccessData<Dashboard>>(t, 'GET', apiPaths.adminDashboard);
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const enquiry = (createdAt: Date, fields: Partial<EnquiryEntity> = {}) => {
    n++;
    return rows.enquiries.save(
      rows.enquiries.create({ formType: 'Contact Page Form', name: `V${n}`, email: `v${n}@example.org`, subject: 'Furnace', message: 'Hi', dedupeKey: String(n).padStart(64, '0'), createdAt, ...fields }),
    );
  };
  const subscriber = (status: SubscriberStatus, fields: Parameters<LeadRows['subscribers']['create']>[0] = {}) => {
    n++;
    const now = new Date();
    return rows.subscribers.save(rows.subscribers.create({ email: `s${n}@example.org`, status, consentVersion: 'v1', consentAt: now, confirmRequestedAt: now, ...fields }));
  };

  beforeAll(async () => {
    t = await startTestApp();
    rows = leadRows(t);
  }, 90_000);
  afterAll(() => t?.close());

  it('is for admins only', async () => {
    expect((await call(t, 'GET', apiPaths.adminDashboard, { token: null })).status).toBe(401);
    expect((await call(t, 'GET', apiPaths.adminDashboard, { token: await t.issuer.sign({ isAdmin: false }) })).status).toBe(403);
  });

  it('gives 12 Toronto weeks from Monday, the current one last, all zero on an empty site', async () => {
    const figures = await dashboard();
    expect(figures.subscribers).toEqual({ confirmed: 0, pending: 0 });
    expect(figures.failedMails).toEqual({ enquiries: 0, subscribers: 0 });
    const weeks = figures.enquiriesPerWeek;
    expect(weeks).toHaveLength(12);
    for (const [i, week] of weeks.entries()) {
      expect(week.enquiries).toBe(0);
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      if (i > 0) expect(week.weekStart).toBe(addDays(weeks[i - 1]?.weekStart ?? '', 7));
    }
    const today = torontoDate(new Date());
    const current = weeks[11]?.weekStart ?? '';
    expect(current <= today && today < addDays(current, 7)).toBe(true);
  });

  it('counts enquiries per week without spam or older weeks, subscribers by status, and failed mails once per row', async () => {
    const weeks = (await dashboard()).enquiriesPerWeek.map((w) => w.weekStart);
    const [first, , , fourth, , sixth] = weeks;
    const current = weeks[11];
    if (!first || !fourth || !sixth || !current) throw new Error('twelve weeks expected');
    await enquiry(torontoNoon(current));
    await enquiry(torontoNoon(addDays(current, 1)), { notifyState: 'failed', ackState: 'failed' });
    await enquiry(torontoNoon(first), { ackState: 'failed' });
    await enquiry(torontoNoon(addDays(fourth, 6))); // the week's Sunday
    await enquiry(torontoNoon(sixth), { status: 'spam' });
    await enquiry(torontoNoon(addDays(first, -1))); // the Sunday before the first week
    await subscriber('confirmed');
    await subscriber('confirmed');
    await subscriber('pending', { confirmMailState: 'failed' });
    await subscriber('pending');
    await subscriber('unsubscribed', { confirmMailState: 'failed' });
    await subscriber('spam');

    const figures = await dashboard();
    expect(figures.enquiriesPerWeek.map((w) => w.enquiries)).toEqual([1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(figures.subscribers).toEqual({ confirmed: 2, pending: 2 });
    expect(figures.failedMails).toEqual({ enquiries: 2, subscribers: 1 });
  });
});
