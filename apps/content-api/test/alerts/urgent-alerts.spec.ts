import { afterVisitPaths, apiPaths, type PushMessage, type PushPublicKey, type SuccessData } from '@hvac/contracts';
import { testRedisUrl } from '@hvac/test-harness';
import { EnquiryEntity, UrgentAlertEntity } from '@hvac/leads';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { EnquiryFirstContactEntity } from '../../src/alerts/enquiry-first-contact.entity';
import { PushSubscriptionEntity } from '../../src/alerts/push-subscription.entity';
import { alertJobId, urgentAlertQueueName } from '../../src/alerts/urgent-alerts.service';
import { MailSweeper } from '../../src/leads/mail-sweeper.service';
import { contactForm, freePort, type LeadsStack, postJson, startMailingStack, waitUntil } from '../leads/leads-stack';
import { owner, setStatus } from '../reviews/after-visit-stack';
import { call, startTestApp } from '../test-app';
import { type LocalPushService, type PushDevice, startLocalPushService } from './local-push-service';

const technician = { sub: 'user-tech-7', name: 'Tom Tech', email: 'tom@business.test' };

describe('urgent enquiries reach the staff’s phones', () => {
  let s: LeadsStack;
  let push: LocalPushService;
  let alertQueue: Queue;
  let db: DataSource;
  let n = 0;

  beforeAll(async () => {
    [s, push] = await Promise.all([startMailingStack(), startLocalPushService()]);
    db = s.t.app.get(DataSource);
    alertQueue = new Queue(urgentAlertQueueName, { connection: { url: testRedisUrl() }, prefix: s.prefix });
  }, 120_000);
  afterAll(async () => {
    await alertQueue?.close();
    await push?.stop();
    await s?.close();
  });

  const subscribeDevice = async (user = owner): Promise<PushDevice> => {
    const key = await call<SuccessData<PushPublicKey>>(s.t, 'GET', afterVisitPaths.adminPushKey);
    const device = await push.subscribe(key.body.data.publicKey);
    const reply = await call(s.t, 'POST', afterVisitPaths.adminPushSubscriptions, { body: { endpoint: device.endpoint, keys: device.keys }, token: await s.t.issuer.sign(user) });
    expect(reply.status).toBe(201);
    return device;
  };
  const received = (device: PushDevice) => push.messages(device).map((m) => JSON.parse(m) as PushMessage);
  const submit = async (situation: string) => {
    n++;
    const reply = await postJson(s.t, apiPaths.contactForm, contactForm(n, { situation, email: `urgent${n}@example.org` }));
    expect(reply.status).toBe(200);
    return db.getRepository(EnquiryEntity).findOneByOrFail({ email: `urgent${n}@example.org` });
  };
  // The reminder waits the owner's minutes on the queue; the test runs it now, as its time coming would.
  const runReminder = async (enquiryId: number) => {
    const job = await alertQueue.getJob(alertJobId('remind', enquiryId));
    if (!job) throw new Error('no reminder job');
    expect(job.opts.delay).toBe(10 * 60_000);
    await job.promote();
    await waitUntil(async () => ['completed', 'failed'].includes(await job.getState()), 15_000, 'the reminder job');
    expect(await job.getState()).toBe('completed');
  };
  const stillWaitingMails = () => s.mails().messages.filter((m) => m.subject?.startsWith('STILL WAITING'));

  it('pushes a new urgent enquiry to every subscribed device within 10 s, opening that enquiry; other enquiries push nothing', async () => {
    const [phone, tablet] = [await subscribeDevice(), await subscribeDevice(technician)];
    const calm = await submit('other');
    const started = Date.now();
    const gas = await submit('gas-smell');
    await waitUntil(async () => push.messages(phone).length > 0 && push.messages(tablet).length > 0, 10_000, 'the push on both devices');
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const device of [phone, tablet]) {
      expect(received(device)).toEqual([{ title: 'Urgent: Gas smell', body: `Visitor ${n} – enquiry #${gas.id}. Tap to open it.`, url: `/admin/enquiries?id=${gas.id}`, tag: `enquiry-${gas.id}` }]);
    }
    // The row is updated once the push service has answered for both devices, just after they show it.
    await waitUntil(async () => (await db.getRepository(UrgentAlertEntity).findOneByOrFail({ enquiryId: gas.id })).pushedDevices === 2, 5000, 'the push recorded');
    expect(await alertQueue.getJob(alertJobId('push', calm.id))).toBeUndefined();

    // Still new after the delay: once more by push and by mail to the business inbox (nobody assigned).
    await runReminder(gas.id);
    await waitUntil(() => stillWaitingMails().length === 1, 15_000, 'the reminder mail');
    const [mail] = stillWaitingMails();
    expect(mail?.to).toMatchObject({ value: [{ address: 'office@business.test' }] });
    expect(mail?.text).toContain(`/admin/enquiries?id=${gas.id}`);
    expect(mail?.headerLines.find((h) => h.key === 'importance')?.line).toMatch(/^importance: high$/i);
    expect((received(phone)).map((m) => m.title)).toEqual(['Urgent: Gas smell', 'Still waiting: Gas smell']);
    // Only once, even if the job ran again.
    const again = await alertQueue.getJob(alertJobId('remind', gas.id));
    const firstRun = again?.finishedOn;
    await again?.retry('completed');
    await waitUntil(async () => (await alertQueue.getJob(alertJobId('remind', gas.id)))?.finishedOn !== firstRun, 10_000, 'the reminder job run again');
    await new Promise((r) => setTimeout(r, 1000));
    expect(received(phone)).toHaveLength(2);
    expect(stillWaitingMails()).toHaveLength(1);
  });

  it('does not alert again once someone has answered, and alerts the assignee when there is one', async () => {
    const [phone, techPhone] = [await subscribeDevice(), await subscribeDevice(technician)];
    const answered = await submit('no-heat');
    await setStatus(s.t, answered.id, 'contacted');
    await runReminder(answered.id);
    expect(await db.getRepository(UrgentAlertEntity).findOneByOrFail({ enquiryId: answered.id })).toMatchObject({ remindedAt: null });

    const assigned = await submit('no-cooling');
    const assign = await call(s.t, 'PATCH', apiPaths.adminEnquiry(assigned.id), { body: { assignee: { id: technician.sub, name: technician.name } } });
    expect(assign.status).toBe(200);
    await waitUntil(() => push.messages(techPhone).length >= 2, 10_000, 'the two first pushes');
    await runReminder(assigned.id);
    await waitUntil(() => stillWaitingMails().some((m) => JSON.stringify(m.to).includes(technician.email)), 15_000, "the assignee's mail");
    // The reminder went to the assignee's device only.
    expect((received(techPhone)).map((m) => m.title)).toEqual(['Urgent: No heat', 'Urgent: No cooling', 'Still waiting: No cooling']);
    expect((received(phone)).map((m) => m.title)).toEqual(['Urgent: No heat', 'Urgent: No cooling']);
  });

  // The reminder's time passes: the enquiry came in 12 minutes ago (10 minutes' delay, 1 minute of sweeper grace).
  const ageEnquiry = (enquiryId: number) => db.query(`UPDATE content.enquiries SET created_at = now() - interval '12 minutes' WHERE id = $1`, [enquiryId]);
  const stillWaitingFor = (enquiryId: number) => stillWaitingMails().filter((m) => m.text?.includes(`/admin/enquiries?id=${enquiryId}`));

  it('sends the reminder whose job Redis lost from the next sweep, once', async () => {
    const phone = await subscribeDevice();
    const sweeper = s.t.app.get(MailSweeper);
    const lost = await submit('gas-smell');
    await waitUntil(() => push.messages(phone).length === 1, 10_000, 'the first push');
    expect(await alertQueue.remove(alertJobId('remind', lost.id))).toBe(1);
    // Not due yet: the sweep leaves it alone.
    expect(await sweeper.sweep()).toMatchObject({ reminded: 0 });

    await ageEnquiry(lost.id);
    expect(await sweeper.sweep()).toMatchObject({ reminded: 1 });
    await waitUntil(() => stillWaitingFor(lost.id).length === 1, 15_000, 'the recovered reminder mail');
    expect(await sweeper.sweep()).toMatchObject({ reminded: 0 });
    await new Promise((r) => setTimeout(r, 1000));
    expect(stillWaitingFor(lost.id)).toHaveLength(1);
    expect(received(phone).map((m) => m.title)).toEqual(['Urgent: Gas smell', 'Still waiting: Gas smell']);
  });

  it('sends the reminder of an urgent enquiry taken while Redis was down, once', async () => {
    // A second replica on the same database whose Redis is unreachable takes the enquiry: nothing is queued.
    const broken = await startTestApp({ DATABASE_URL: s.t.env.DATABASE_URL, REDIS_URL: `redis://127.0.0.1:${await freePort()}`, MAIL_QUEUE_PREFIX: s.prefix });
    try {
      n++;
      const reply = await postJson(broken, apiPaths.contactForm, contactForm(n, { situation: 'no-heat', email: `urgent${n}@example.org` }));
      expect(reply.status).toBe(503);
    } finally {
      const seen = broken.serverErrors.splice(0);
      await broken.close();
      expect(seen).toEqual([`POST ${apiPaths.contactForm} -> 503`]);
    }
    const missed = await db.getRepository(EnquiryEntity).findOneByOrFail({ email: `urgent${n}@example.org` });
    expect(await alertQueue.getJob(alertJobId('remind', missed.id))).toBeUndefined();

    await ageEnquiry(missed.id);
    const sweeper = s.t.app.get(MailSweeper);
    expect(await sweeper.sweep()).toMatchObject({ reminded: 1 });
    expect(await sweeper.sweep()).toMatchObject({ reminded: 0 });
    await waitUntil(() => stillWaitingFor(missed.id).length === 1, 15_000, 'the reminder mail');
    await new Promise((r) => setTimeout(r, 1000));
    expect(stillWaitingFor(missed.id)).toHaveLength(1);
    expect(await db.getRepository(UrgentAlertEntity).findOneByOrFail({ enquiryId: missed.id })).toMatchObject({ remindedAt: expect.any(Date) });
  }, 60_000);

  it('removes a subscription the push service says is gone (410), and refuses bad subscriptions with 400', async () => {
    const gone = await subscribeDevice();
    push.expire(gone);
    await submit('gas-smell');
    await waitUntil(async () => !(await db.getRepository(PushSubscriptionEntity).existsBy({ endpoint: gone.endpoint })), 10_000, 'the expired subscription removed');

    const bad = [
      [{ endpoint: 'ftp://push.example/x', keys: gone.keys }, 'endpoint must be an http(s) URL'],
      [{ endpoint: gone.endpoint }, 'keys must be an object with p256dh and auth'],
      [{ endpoint: gone.endpoint, keys: { p256dh: 'not base64!', auth: gone.keys.auth } }, 'keys.p256dh must be base64url'],
    ] as const;
    for (const [body, message] of bad) {
      const reply = await call<{ message: string }>(s.t, 'POST', afterVisitPaths.adminPushSubscriptions, { body });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    expect((await call(s.t, 'DELETE', afterVisitPaths.adminPushSubscriptions, { body: { endpoint: gone.endpoint } })).status).toBe(404);
    expect((await call(s.t, 'GET', afterVisitPaths.adminPushKey, { token: await s.t.issuer.sign({ isAdmin: false }) })).status).toBe(403);
  });

  it('records the first contact once, from a status change or the explicit action', async () => {
    const contacts = db.getRepository(EnquiryFirstContactEntity);
    const byStatus = await submit('other');
    await setStatus(s.t, byStatus.id, 'booked');
    await setStatus(s.t, byStatus.id, 'contacted');
    const first = await contacts.findOneByOrFail({ enquiryId: byStatus.id });
    expect(first).toMatchObject({ via: 'status', by: { id: owner.sub, name: owner.name } });

    const byAction = await submit('other');
    expect((await call(s.t, 'POST', afterVisitPaths.adminEnquiryContacted(byAction.id))).status).toBe(201);
    await setStatus(s.t, byAction.id, 'contacted');
    expect(await contacts.findOneByOrFail({ enquiryId: byAction.id })).toMatchObject({ via: 'action' });
    expect((await call(s.t, 'POST', afterVisitPaths.adminEnquiryContacted(999_999))).status).toBe(404);

    const spam = await submit('other');
    await setStatus(s.t, spam.id, 'spam');
    expect(await contacts.existsBy({ enquiryId: spam.id })).toBe(false);
  });
});
