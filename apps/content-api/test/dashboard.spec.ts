import { randomBytes } from 'node:crypto';
import { apiPaths, type Dashboard, mailQueueName, type SubscriberStatus, type SuccessData } from '@hvac/contracts';
import type { EnquiryEntity } from '@hvac/leads';
import { testRedisUrl } from '@hvac/test-harness';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { dropBackupStatus, recordBackup } from './backup-status-table';
import { type LeadRows, leadRows } from './leads/lead-rows';
import { freePort } from './leads/leads-stack';
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
  // A queue prefix of this file's own on the shared Redis; no mailer-worker takes the jobs.
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const mailQueue = new Queue(mailQueueName, { connection: { url: testRedisUrl() }, prefix });
  const dashboard = async (app = t) => {
    const reply = await call<SuccessData<Dashboard>>(app, 'GET', apiPaths.adminDashboard);
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
    t = await startTestApp({ MAIL_QUEUE_PREFIX: prefix });
    rows = leadRows(t);
  }, 90_000);
  afterAll(async () => {
    await mailQueue.obliterate({ force: true });
    await mailQueue.close();
    await t?.close();
  });

  it('is for admins only', async () => {
    expect((await call(t, 'GET', apiPaths.adminDashboard, { token: null })).status).toBe(401);
    expect((await call(t, 'GET', apiPaths.adminDashboard, { token: await t.issuer.sign({ isAdmin: false }) })).status).toBe(403);
  });

  it('gives 12 Toronto weeks from Monday, the current one last, all zero on an empty site', async () => {
    const figures = await dashboard();
    expect(figures.subscribers).toEqual({ confirmed: 0, pending: 0 });
    expect(figures.failedMails).toEqual({ enquiries: 0, subscribers: 0 });
    expect(figures.retryingMails).toEqual({ enquiries: 0, subscribers: 0 });
    // No backup.status here (npm start, tests): nothing backs the site up, and it says so.
    expect(figures.backups).toEqual({ configured: false });
    expect(figures.mailQueue).toEqual({ waiting: 0, oldestWaitingSeconds: 0, backingUp: false });
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
    expect(figures.retryingMails).toEqual({ enquiries: 0, subscribers: 0 });
  });

  it('counts mails still being retried after a failed attempt, apart from those given up on', async () => {
    await enquiry(new Date(), { notifyState: 'queued', notifyAttempts: 2, notifyError: 'connect ECONNREFUSED' });
    await enquiry(new Date(), { notifyState: 'sent', notifyAttempts: 1, ackState: 'queued', ackAttempts: 1 });
    await enquiry(new Date(), { notifyState: 'queued', ackState: 'queued' }); // not tried yet
    await subscriber('pending', { confirmMailState: 'queued', confirmMailAttempts: 3 });
    await subscriber('unsubscribed', { confirmMailState: 'queued', confirmMailAttempts: 3 });
    const figures = await dashboard();
    expect(figures.retryingMails).toEqual({ enquiries: 2, subscribers: 1 });
    expect(figures.failedMails).toEqual({ enquiries: 2, subscribers: 1 });
  });

  it('shows the mail queue: mails waiting for the worker and how long the oldest has waited, backing up past 10 minutes', async () => {
    await mailQueue.add('enquiry-notify', { kind: 'enquiry-notify', enquiryId: 1 }, { jobId: 'q1', timestamp: Date.now() - 4 * 60_000 });
    await mailQueue.add('enquiry-ack', { kind: 'enquiry-ack', enquiryId: 1 }, { jobId: 'q2' });
    await mailQueue.add('enquiry-notify', { kind: 'enquiry-notify', enquiryId: 2 }, { jobId: 'q3', delay: 60_000 }); // a retry's pause: not waiting
    let queue = (await dashboard()).mailQueue;
    expect(queue?.waiting).toBe(2);
    expect(queue?.oldestWaitingSeconds).toBeGreaterThanOrEqual(240);
    expect(queue?.oldestWaitingSeconds).toBeLessThan(300);
    expect(queue?.backingUp).toBe(false);

    await mailQueue.add('enquiry-notify', { kind: 'enquiry-notify', enquiryId: 3 }, { jobId: 'q4', priority: 1, timestamp: Date.now() - 11 * 60_000 });
    queue = (await dashboard()).mailQueue;
    expect(queue?.waiting).toBe(3);
    expect(queue?.oldestWaitingSeconds).toBeGreaterThanOrEqual(660);
    expect(queue?.backingUp).toBe(true);
  });

  it('still answers when the mail queue cannot be read, without the queue', async () => {
    // A second replica on the same database whose Redis is unreachable.
    const broken = await startTestApp({ DATABASE_URL: t.env.DATABASE_URL, REDIS_URL: `redis://127.0.0.1:${await freePort()}`, MAIL_QUEUE_PREFIX: prefix });
    try {
      const figures = await dashboard(broken);
      expect(figures.mailQueue).toBeNull();
      expect(figures.subscribers.confirmed).toBe(2);
    } finally {
      await broken.close();
    }
  }, 60_000);

  describe('backups, from the backup job’s backup.status', () => {
    const db = () => t.app.get(DataSource);
    afterEach(() => dropBackupStatus(db()));

    it('gives each kind’s last run, when it last worked, and no warning while both are fresh and fine', async () => {
      await recordBackup(db(), 'database', { ok: true, finishedHoursAgo: 3, lastSuccessHoursAgo: 3 });
      await recordBackup(db(), 'media', { ok: true, finishedHoursAgo: 0, lastSuccessHoursAgo: 0 });
      const { backups } = await dashboard();
      if (!backups.configured) throw new Error('backups expected');
      expect(backups.database).toEqual({ finishedAt: expect.any(String), ok: true, lastSuccessAt: backups.database?.finishedAt, warning: false });
      const age = Date.now() - Date.parse(backups.database?.finishedAt ?? '');
      expect(age).toBeGreaterThan(3 * 3600_000 - 60_000);
      expect(age).toBeLessThan(3 * 3600_000 + 60_000);
      expect(backups.media?.warning).toBe(false);
    });

    it('warns when the last run failed, or when none worked for more than 26 hours', async () => {
      await recordBackup(db(), 'database', { ok: true, finishedHoursAgo: 27, lastSuccessHoursAgo: 27 });
      await recordBackup(db(), 'media', { ok: false, finishedHoursAgo: 1, lastSuccessHoursAgo: 2 });
      let { backups } = await dashboard();
      if (!backups.configured) throw new Error('backups expected');
      expect(backups.database).toMatchObject({ ok: true, warning: true });
      expect(backups.media).toMatchObject({ ok: false, warning: true });
      expect(Date.parse(backups.media?.lastSuccessAt ?? '')).toBeLessThan(Date.parse(backups.media?.finishedAt ?? ''));

      await recordBackup(db(), 'database', { ok: true, finishedHoursAgo: 25, lastSuccessHoursAgo: 25 });
      await recordBackup(db(), 'media', { ok: false, finishedHoursAgo: 0, lastSuccessHoursAgo: null });
      ({ backups } = await dashboard());
      if (!backups.configured) throw new Error('backups expected');
      expect(backups.database).toMatchObject({ ok: true, warning: false });
      expect(backups.media).toMatchObject({ ok: false, lastSuccessAt: null, warning: true });
    });

    it('says which kind the job has not recorded yet', async () => {
      await recordBackup(db(), 'media', { ok: true, finishedHoursAgo: 0, lastSuccessHoursAgo: 0 });
      const { backups } = await dashboard();
      expect(backups).toEqual({ configured: true, database: null, media: expect.objectContaining({ ok: true, warning: false }) });
    });
  });
});
