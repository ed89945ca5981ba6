import { randomBytes } from 'node:crypto';
import { apiPaths, type Dashboard, type ResponseTimeWeek, type SuccessData } from '@hvac/contracts';
import { EnquiryEntity, EnquiryStatusChangeEntity } from '@hvac/leads';
import { DataSource } from 'typeorm';
import { EnquiryFirstContactEntity } from '../../src/alerts/enquiry-first-contact.entity';
import { CreateAlertsAndFirstContacts1797100100000 } from '../../src/alerts/migrations/1797100100000-CreateAlertsAndFirstContacts';
import { call, startTestApp, type TestApp } from '../test-app';

const minute = 60_000;
// Noon in Toronto on a date, whatever its offset that day: well inside the day.
const torontoNoon = (date: string) => new Date(`${date}T12:00:00-05:00`);

describe('response times on the dashboard', () => {
  let t: TestApp;
  let db: DataSource;
  let weeks: string[];
  const staff = { id: 'user-owner-1', name: 'Olivia Owner' };

  const responseTimes = async () => (await call<SuccessData<Dashboard>>(t, 'GET', apiPaths.adminDashboard)).body.data.responseTimes.weeks;
  // An enquiry received at `at`, first contacted `after` minutes later (null: not yet).
  const received = async (at: Date, after: number | null, fields: Partial<EnquiryEntity> = {}) => {
    const enquiries = db.getRepository(EnquiryEntity);
    const enquiry = await enquiries.save(
      enquiries.create({ formType: 'Contact Page Form', name: 'C', email: 'c@example.org', subject: 'S', message: 'M', dedupeKey: randomBytes(32).toString('hex'), createdAt: at, ...fields }),
    );
    if (after !== null) await db.getRepository(EnquiryFirstContactEntity).insert({ enquiryId: enquiry.id, contactedAt: new Date(at.getTime() + after * minute), via: 'status', by: staff });
    return enquiry;
  };

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    weeks = (await responseTimes()).map((w) => w.weekStart);
  }, 90_000);
  afterAll(() => t?.close());

  it('backfills first contacts from the status history: the first change by staff away from new, spam aside', async () => {
    const at = torontoNoon(weeks[9] ?? '');
    const changes = db.getRepository(EnquiryStatusChangeEntity);
    const change = (enquiryId: number, fromStatus: EnquiryEntity['status'], toStatus: EnquiryEntity['status'], after: number) =>
      changes.save(changes.create({ enquiryId, fromStatus, toStatus, changedBy: { ...staff, email: 'o@business.test' }, changedAt: new Date(at.getTime() + after * minute) }));
    const wasSpam = await received(at, null);
    await change(wasSpam.id, 'new', 'spam', 1);
    await change(wasSpam.id, 'spam', 'new', 2);
    await change(wasSpam.id, 'new', 'contacted', 45);
    const booked = await received(at, null);
    await change(booked.id, 'new', 'booked', 20);
    await change(booked.id, 'booked', 'contacted', 90);
    await received(at, null);

    // The release before this one had no first contacts: drop the tables and migrate again over its rows.
    const runner = db.createQueryRunner();
    const migration = new CreateAlertsAndFirstContacts1797100100000();
    await migration.down(runner);
    await migration.up(runner);
    await runner.release();

    const contacts = await db.getRepository(EnquiryFirstContactEntity).find({ order: { enquiryId: 'ASC' } });
    expect(contacts.map((c) => [c.enquiryId, (c.contactedAt.getTime() - at.getTime()) / minute])).toEqual([
      [wasSpam.id, 45],
      [booked.id, 20],
    ]);
    // By hand: other enquiries of that week took 45 and 20 minutes (median 32.5; 90th percentile
    // 20 + 0.9 × 25 = 42.5), and one is still waiting.
    expect((await responseTimes())[9]?.other).toEqual({ contacted: 2, waiting: 1, medianMinutes: 32.5, p90Minutes: 42.5 });
  });

  it('gives the median and 90th percentile to first contact, urgent and other, this week and per week, checked by hand', async () => {
    const thisWeek = torontoNoon(weeks[11] ?? '');
    for (const after of [4, 10, 30]) await received(thisWeek, after, { urgent: true, situation: 'gas-smell' });
    for (const after of [60, 120, 180, 240]) await received(thisWeek, after);
    await received(thisWeek, null);
    // Spam is nobody's lead, however fast it was touched.
    await received(thisWeek, 1, { status: 'spam' });
    await received(torontoNoon(weeks[10] ?? ''), 15, { urgent: true, situation: 'no-heat' });
    // Thirteen weeks ago: outside the twelve.
    await received(new Date(torontoNoon(weeks[0] ?? '').getTime() - 7 * 24 * 60 * minute), 5, { urgent: true, situation: 'no-cooling' });

    const times = await responseTimes();
    expect(times).toHaveLength(12);
    const empty = { contacted: 0, waiting: 0, medianMinutes: null, p90Minutes: null };
    // By hand. Urgent this week: 4, 10, 30 -> median 10; 90th: 10 + 0.8 × 20 = 26.
    // Other: 60, 120, 180, 240 -> median 150; 90th: 180 + 0.7 × 60 = 222; one waiting.
    expect(times[11]).toEqual<ResponseTimeWeek>({
      weekStart: weeks[11] ?? '',
      urgent: { contacted: 3, waiting: 0, medianMinutes: 10, p90Minutes: 26 },
      other: { contacted: 4, waiting: 1, medianMinutes: 150, p90Minutes: 222 },
    });
    expect(times[10]).toEqual<ResponseTimeWeek>({ weekStart: weeks[10] ?? '', urgent: { contacted: 1, waiting: 0, medianMinutes: 15, p90Minutes: 15 }, other: empty });
    expect(times[0]).toEqual<ResponseTimeWeek>({ weekStart: weeks[0] ?? '', urgent: empty, other: empty });
  });
});
