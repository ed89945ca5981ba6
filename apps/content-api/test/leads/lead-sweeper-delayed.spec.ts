import { apiPaths, type MailJob, mailJobId, torontoWallTimeToDate } from '@hvac/contracts';
import { BookingMailEntity, ReviewRequestEntity, UrgentAlertEntity } from '@hvac/leads';
import { testRedisUrl } from '@hvac/test-harness';
import { Queue } from 'bullmq';
import { DataSource, IsNull } from 'typeorm';
import { alertJobId, urgentAlertQueueName } from '../../src/alerts/urgent-alerts.service';
import { addDays } from '../../src/bookings/booking-calendar';
import { MailSweeper } from '../../src/leads/mail-sweeper.service';
import { StoreMailDueTimes1797600000000 } from '../../src/leads/migrations/1797600000000-StoreMailDueTimes';
import { bookingRows, everyDayCalendar, openWindows, saveCalendar } from '../bookings/booking-stack';
import { saveAfterVisitSettings, setStatus, storeEnquiry } from '../reviews/after-visit-stack';
import { leadRows } from './lead-rows';
import { contactForm, type LeadsStack, postJson, startLeadsStack, waitUntil } from './leads-stack';

const dayMs = 24 * 60 * 60_000;

// Redis loses the jobs of the newer mails (nothing sends: no worker runs); the sweep puts each back
// under its own id, a delayed one at its own due time, and leaves a job that is still there alone.
describe('the sweeper re-queues lost review, booking and urgent alert mails at their due time', () => {
  let s: LeadsStack;
  let db: DataSource;
  let alertQueue: Queue;

  beforeAll(async () => {
    s = await startLeadsStack({ MAIL_SWEEP_INTERVAL_MS: '3600000', MAIL_SWEEP_AFTER_MS: '100' });
    db = s.t.app.get(DataSource);
    alertQueue = new Queue(urgentAlertQueueName, { connection: { url: testRedisUrl() }, prefix: s.prefix });
    await saveAfterVisitSettings(s.t, { reviewUrl: 'https://g.page/r/halton-test/review', reminderDelayDays: 5 });
    await saveCalendar(s.t, { ...everyDayCalendar, reminderTime: '18:30' });
  }, 90_000);
  afterAll(async () => {
    await alertQueue?.close();
    await s?.close();
  });

  const sweep = async () => {
    await new Promise((r) => setTimeout(r, 150)); // past MAIL_SWEEP_AFTER_MS
    return s.t.app.get(MailSweeper).sweep();
  };
  const jobOf = (mail: MailJob) => s.queue.getJob(mailJobId(mail));
  const lose = async (...mails: MailJob[]) => {
    for (const mail of mails) await s.queue.remove(mailJobId(mail));
    for (const mail of mails) expect(await jobOf(mail)).toBeUndefined();
  };
  // A re-queued job's delay is measured from when it was added again.
  const expectDueAt = async (mail: MailJob, dueAt: Date) => {
    const job = await jobOf(mail);
    expect(job?.id).toBe(mailJobId(mail));
    expect(job?.data).toEqual(mail);
    expect(Math.abs((job?.timestamp ?? 0) + (job?.opts.delay ?? 0) - dueAt.getTime())).toBeLessThan(1000);
    expect(await job?.getState()).toBe(dueAt.getTime() > Date.now() ? 'delayed' : 'waiting');
  };
  const mailJobCount = async () => Object.values(await s.queue.getJobCounts('waiting', 'delayed', 'prioritized')).reduce((a, b) => a + b, 0);

  it('review request and reminder: the reminder back at the delay of the day the job was done, one job each', async () => {
    const enquiry = await storeEnquiry(s.t);
    await setStatus(s.t, enquiry.id, 'contacted');
    await setStatus(s.t, enquiry.id, 'done');
    const row = await db.getRepository(ReviewRequestEntity).findOneByOrFail({ enquiryId: enquiry.id });
    expect(row.reminderDueAt?.getTime()).toBe((row.jobDoneAt?.getTime() ?? 0) + 5 * dayMs);
    const request: MailJob = { kind: 'review-request', reviewRequestId: row.id };
    const reminder: MailJob = { kind: 'review-reminder', reviewRequestId: row.id };
    const before = await mailJobCount();

    // Both jobs still there: the sweep adds nothing.
    await sweep();
    expect(await mailJobCount()).toBe(before);

    await lose(request, reminder);
    await sweep();
    await expectDueAt(request, new Date());
    await expectDueAt(reminder, row.reminderDueAt as Date);
    expect(await mailJobCount()).toBe(before);

    // A reminder already past due goes now (the worker re-checks it before it sends).
    await db.getRepository(ReviewRequestEntity).update({ id: row.id }, { reminderDueAt: new Date(Date.now() - dayMs) });
    await lose(reminder);
    await sweep();
    expect(await (await jobOf(reminder))?.getState()).toBe('waiting');
    expect((await jobOf(reminder))?.opts.delay ?? 0).toBe(0);
  });

  it('booking confirmation and reminder: the reminder back for the day before at the reminder time', async () => {
    const [window] = (await openWindows(s.t)).slice(3).flatMap((d) => d.windows);
    if (!window) throw new Error('no window');
    const form = contactForm(1, { email: 'booker@example.org', windowId: window.id, phone: '905-555-0100', postalCode: 'L9T 1P7', situation: 'other' });
    expect(await postJson(s.t, apiPaths.contactForm, form)).toEqual({ status: 200, body: { msg: 'success' } });
    const enquiry = await leadRows(s.t).enquiries.findOneByOrFail({ email: form.email });
    const booking = await bookingRows(s.t).findOneByOrFail({ enquiryId: enquiry.id });
    const rows = await db.getRepository(BookingMailEntity).findBy({ bookingId: booking.id });
    const jobFor = (kind: string): MailJob => {
      const row = rows.find((r) => r.kind === kind);
      if (!row) throw new Error(`no ${kind} row`);
      return { kind: 'booking-mail', bookingMailId: row.id, bookingId: booking.id, mail: row.kind, version: row.bookingVersion };
    };
    const remindAt = torontoWallTimeToDate(`${addDays(booking.day, -1)}T18:30`) as Date;
    expect(rows.find((r) => r.kind === 'reminder')?.dueAt).toEqual(remindAt);
    const before = await mailJobCount();

    await sweep();
    expect(await mailJobCount()).toBe(before);

    await lose(jobFor('confirmation'), jobFor('reminder'));
    await sweep();
    await expectDueAt(jobFor('confirmation'), new Date());
    await expectDueAt(jobFor('reminder'), remindAt);
    expect(await mailJobCount()).toBe(before);
  });

  it('urgent alert mail: back under its id once its reminder fired, and not before', async () => {
    const reply = await postJson(s.t, apiPaths.contactForm, contactForm(2, { situation: 'gas-smell', email: 'urgent@example.org' }));
    expect(reply.status).toBe(200);
    const enquiry = await leadRows(s.t).enquiries.findOneByOrFail({ email: 'urgent@example.org' });
    const alert: MailJob = { kind: 'urgent-alert', enquiryId: enquiry.id };

    // Still waiting out the owner's delay: no mail is due, so none is added.
    await sweep();
    expect(await jobOf(alert)).toBeUndefined();

    const remind = await alertQueue.getJob(alertJobId('remind', enquiry.id));
    await remind?.promote();
    await waitUntil(async () => (await jobOf(alert)) !== undefined, 15_000, 'the alert mail job');
    const { remindedAt } = await db.getRepository(UrgentAlertEntity).findOneByOrFail({ enquiryId: enquiry.id });
    const before = await mailJobCount();

    await sweep();
    expect(await mailJobCount()).toBe(before);

    await lose(alert);
    await sweep();
    expect(remindedAt).not.toBeNull();
    await expectDueAt(alert, new Date());
    expect(await mailJobCount()).toBe(before);
  });

  it('the migration fills the due times of mails queued before it from the saved settings, and goes down', async () => {
    const runner = db.createQueryRunner();
    const migration = new StoreMailDueTimes1797600000000();
    const columns = `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'content' AND table_name IN ('booking_mails', 'review_requests') AND column_name IN ('due_at', 'reminder_due_at')`;
    try {
      await migration.down(runner);
      expect(await runner.query(columns)).toEqual([]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const reminder = await db.getRepository(BookingMailEntity).findOneByOrFail({ kind: 'reminder' });
    const booking = await bookingRows(s.t).findOneByOrFail({ id: reminder.bookingId });
    expect(reminder.dueAt).toEqual(torontoWallTimeToDate(`${addDays(booking.day, -1)}T18:30`));
    expect(await db.getRepository(BookingMailEntity).countBy({ kind: 'confirmation', dueAt: IsNull() })).toBe(1);
    const review = await db.getRepository(ReviewRequestEntity).findOneByOrFail({});
    expect(review.reminderDueAt?.getTime()).toBe((review.jobDoneAt?.getTime() ?? 0) + 5 * dayMs);
  });
});
