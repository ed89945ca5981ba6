import { apiPaths } from '@hvac/contracts';
import { startTestApp } from '../test-app';
import { leadRows } from './lead-rows';
import { contactForm, countByMessageId, freePort, type LeadsStack, postJson, startLeadsStack, visitorIp, waitUntil } from './leads-stack';

describe('the sweeper: no lead lost when the queue is', () => {
  let s: LeadsStack;
  const rows = () => leadRows(s.t);

  beforeAll(async () => {
    s = await startLeadsStack({ MAIL_SWEEP_INTERVAL_MS: '300', MAIL_SWEEP_AFTER_MS: '1500' });
    await s.startSink();
  }, 90_000);
  afterAll(() => s?.close());

  it('re-queues mails whose jobs vanished with Redis, and each goes out once', async () => {
    for (const n of [1, 2, 3]) expect((await postJson(s.t, apiPaths.contactForm, contactForm(n))).body).toEqual({ msg: 'success' });
    expect((await postJson(s.t, apiPaths.newsletter, { email: 'swept@example.net', formType: 'Newsletter' })).body).toEqual({ msg: 'success' });
    expect(await s.queue.getJobCounts('waiting')).toEqual({ waiting: 7 });

    // Redis loses everything before any worker ran.
    await s.queue.obliterate({ force: true });
    expect(await s.queue.getJobCounts('waiting')).toEqual({ waiting: 0 });

    await s.startWorker();
    await s.mails().waitFor(7, 30_000);
    await new Promise((r) => setTimeout(r, 2500)); // more sweeps: nothing may be sent twice
    const counts = countByMessageId(s.mails().messages);
    expect(s.mails().messages).toHaveLength(7);
    expect(counts.size).toBe(7);
    expect(await rows().enquiries.countBy({ notifyState: 'sent', ackState: 'sent' })).toBe(3);
  }, 120_000);

  it('keeps a lead whose enqueue failed after the commit: 503 fail for the visitor, mailed later by the sweeper', async () => {
    // A second content-api replica on the same database whose Redis is unreachable.
    const deadRedis = `redis://127.0.0.1:${await freePort()}`;
    const broken = await startTestApp({ DATABASE_URL: s.t.env.DATABASE_URL, REDIS_URL: deadRedis, MAIL_QUEUE_PREFIX: s.prefix });
    try {
      const before = s.mails().messages.length;
      const ip = visitorIp();
      const form = contactForm(42);
      const started = Date.now();
      const reply = await postJson(broken, apiPaths.contactForm, form, { 'x-forwarded-for': ip });
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ msg: 'fail', message: expect.stringMatching(/try again/) });
      expect(Date.now() - started).toBeLessThan(10_000);
      // Stored all the same (the healthy replica's sweeper may already be mailing it).
      const stored = await rows().enquiries.findBy({ email: 'visitor42@example.org' });
      expect(stored).toHaveLength(1);
      const id = stored[0]?.id;

      const news = await postJson(broken, apiPaths.newsletter, { email: 'later@example.net', formType: 'Newsletter' });
      expect(news.status).toBe(503);

      // The visitor tries again on a healthy replica: same lead, no second row, and a success.
      const retry = await postJson(s.t, apiPaths.contactForm, form, { 'x-forwarded-for': ip });
      expect(retry).toEqual({ status: 200, body: { msg: 'success' } });
      expect(await rows().enquiries.countBy({ email: 'visitor42@example.org' })).toBe(1);

      // The newsletter sign-up was not retried: the sweeper queues its confirmation.
      await waitUntil(() => s.mails().messages.length >= before + 3, 30_000, 'the swept mails');
      await new Promise((r) => setTimeout(r, 2000));
      const fresh = s.mails().messages.slice(before).map((m) => m.messageId).sort();
      expect(fresh).toEqual([`<enquiry-${id}-ack@mail.test>`, `<enquiry-${id}-notify@mail.test>`, expect.stringMatching(/^<subscriber-\d+-confirm-1@mail\.test>$/)].sort());
    } finally {
      // The 503s were the point of this test; anything else surfaces below.
      const expected = [`POST ${apiPaths.contactForm} -> 503`, `POST ${apiPaths.newsletter} -> 503`];
      const seen = broken.serverErrors.splice(0);
      await broken.close();
      expect(seen.filter((e) => !expected.includes(e))).toEqual([]);
    }
  }, 120_000);
});
