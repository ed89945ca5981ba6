import { confirmJob, DeliveryRecorder, EnquiryEntity, enquiryMailJob, SubscriberEntity, UrgentAlertEntity } from '@hvac/leads';
import { DataSource, type Repository } from 'typeorm';
import { startTestApp, type TestApp } from '../test-app';

// The one writer of delivery state, against the tables content-api's migrations create (the CHECK
// constraints included). The end-to-end tests show it through the worker; these pin the edge cases.
describe('DeliveryRecorder', () => {
  let t: TestApp;
  let recorder: DeliveryRecorder;
  let enquiries: Repository<EnquiryEntity>;
  let subscribers: Repository<SubscriberEntity>;

  beforeAll(async () => {
    t = await startTestApp();
    recorder = t.app.get(DeliveryRecorder);
    enquiries = t.app.get(DataSource).getRepository(EnquiryEntity);
    subscribers = t.app.get(DataSource).getRepository(SubscriberEntity);
  });
  afterAll(() => t.close());

  let n = 0;
  const newEnquiry = () =>
    enquiries.save(
      enquiries.create({
        formType: 'Contact Page Form',
        name: 'Sam',
        email: 'sam@example.org',
        phone: null,
        subject: 'Boiler',
        message: 'It clanks.',
        clientIp: null,
        userAgent: null,
        dedupeKey: String(++n).padStart(64, '0'),
      }),
    );

  it('records a sent mail and leaves the other mail of the row alone', async () => {
    const e = await newEnquiry();
    await recorder.attemptFailed(enquiryMailJob(e.id, 'notify'), 1, 'connection refused', false);
    await recorder.sent(enquiryMailJob(e.id, 'notify'), 2);
    const row = await enquiries.findOneByOrFail({ id: e.id });
    expect(row).toMatchObject<Partial<EnquiryEntity>>({ notifyState: 'sent', notifyAttempts: 2, notifyError: null });
    expect(row.notifySentAt).toBeInstanceOf(Date);
    expect(row).toMatchObject<Partial<EnquiryEntity>>({ ackState: 'queued', ackAttempts: 0, ackError: null, ackSentAt: null });
  });

  it('keeps the highest attempt count and truncates long errors', async () => {
    const e = await newEnquiry();
    await recorder.attemptFailed(enquiryMailJob(e.id, 'ack'), 3, 'x'.repeat(5000), false);
    await recorder.attemptFailed(enquiryMailJob(e.id, 'ack'), 2, 'late report', false);
    const row = await enquiries.findOneByOrFail({ id: e.id });
    expect(row).toMatchObject<Partial<EnquiryEntity>>({ ackState: 'queued', ackAttempts: 3, ackError: 'late report' });
    await recorder.attemptFailed(enquiryMailJob(e.id, 'ack'), 4, 'y'.repeat(5000), true);
    const failed = await enquiries.findOneByOrFail({ id: e.id });
    expect(failed).toMatchObject<Partial<EnquiryEntity>>({ ackState: 'failed', ackAttempts: 4 });
    expect(failed.ackError).toHaveLength(1000);
  });

  it('never turns a sent mail into a failed one', async () => {
    const e = await newEnquiry();
    await recorder.sent(enquiryMailJob(e.id, 'notify'), 1);
    await recorder.attemptFailed(enquiryMailJob(e.id, 'notify'), 1, 'stale duplicate', true);
    await recorder.sent(enquiryMailJob(e.id, 'notify'), 1);
    expect(await enquiries.findOneByOrFail({ id: e.id })).toMatchObject<Partial<EnquiryEntity>>({ notifyState: 'sent', notifyAttempts: 1 });
  });

  it('records a skipped mail with its reason, which a later resend clears', async () => {
    const e = await newEnquiry();
    await recorder.skipped(enquiryMailJob(e.id, 'ack'), 'This address got a receipt less than 24 hours earlier (enquiry #1)');
    expect(await enquiries.findOneByOrFail({ id: e.id })).toMatchObject<Partial<EnquiryEntity>>({
      notifyState: 'queued',
      ackState: 'skipped',
      ackError: 'This address got a receipt less than 24 hours earlier (enquiry #1)',
    });
    await recorder.requeue(enquiryMailJob(e.id, 'ack'));
    expect(await enquiries.findOneByOrFail({ id: e.id })).toMatchObject<Partial<EnquiryEntity>>({ ackState: 'queued', ackError: null });
  });

  it('re-queues a mail from a clean slate and marks the row as handed to the queue', async () => {
    const e = await newEnquiry();
    await recorder.abandoned(enquiryMailJob(e.id, 'ack'), 'job stalled more than allowable limit');
    expect(await enquiries.findOneByOrFail({ id: e.id })).toMatchObject<Partial<EnquiryEntity>>({ ackState: 'failed', ackError: 'job stalled more than allowable limit' });
    await enquiries.update(e.id, { queuedAt: new Date('2020-01-01T00:00:00Z') });
    await recorder.requeue(enquiryMailJob(e.id, 'ack'));
    const row = await enquiries.findOneByOrFail({ id: e.id });
    expect(row).toMatchObject<Partial<EnquiryEntity>>({ ackState: 'queued', ackAttempts: 0, ackError: null });
    expect(row.queuedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes the confirmation mail columns of a subscriber, and handedToQueue touches only the rows of the jobs', async () => {
    const s = await subscribers.save(
      subscribers.create({
        email: 'reader@example.net',
        status: 'pending',
        consentVersion: 'v1',
        consentAt: new Date(),
        confirmRequestedAt: new Date(),
      }),
    );
    const other = await newEnquiry();
    const old = new Date('2020-01-01T00:00:00Z');
    await subscribers.update(s.id, { queuedAt: old });
    await enquiries.update(other.id, { queuedAt: old });

    await recorder.attemptFailed(confirmJob(s), 1, '421 try later', false);
    await recorder.handedToQueue([confirmJob(s)]);
    const row = await subscribers.findOneByOrFail({ id: s.id });
    expect(row).toMatchObject<Partial<SubscriberEntity>>({ confirmMailState: 'queued', confirmMailAttempts: 1, confirmMailError: '421 try later' });
    expect(row.queuedAt.getTime()).toBeGreaterThan(old.getTime());
    expect((await enquiries.findOneByOrFail({ id: other.id })).queuedAt).toEqual(old);
  });

  it('writes the mail of an urgent alert, whose row is keyed by its enquiry', async () => {
    const e = await newEnquiry();
    const alerts = t.app.get(DataSource).getRepository(UrgentAlertEntity);
    await alerts.insert({ enquiryId: e.id });
    await recorder.abandoned({ kind: 'urgent-alert', enquiryId: e.id }, 'job stalled more than allowable limit');
    expect(await alerts.findOneByOrFail({ enquiryId: e.id })).toMatchObject({ mailState: 'failed', mailError: 'job stalled more than allowable limit' });
    await recorder.sent({ kind: 'urgent-alert', enquiryId: e.id }, 2);
    expect(await alerts.findOneByOrFail({ enquiryId: e.id })).toMatchObject({ mailState: 'sent', mailAttempts: 2, mailError: null });
  });
});
