import type { EnquiryEntity } from '@hvac/leads';
import { MoreThanOrEqual } from 'typeorm';
import { leadRows } from './lead-rows';
import { countByMessageId, expectedMessageIds, type LeadsStack, startLeadsStack, submitBurst, waitUntil } from './leads-stack';

describe('SMTP down for a whole burst', () => {
  let s: LeadsStack;
  const rows = () => leadRows(s.t);

  beforeAll(async () => {
    // Back-off starts at 100 ms so the retries after the outage come within seconds.
    s = await startLeadsStack({ MAIL_BACKOFF_MS: '100' });
    await s.startWorker(); // no SMTP server yet
  }, 90_000);
  afterAll(() => s?.close());

  it('answers all 200 with success, stores them, and delivers every mail exactly once when SMTP returns', async () => {
    const replies = await submitBurst(s.t, 200);
    expect(replies).toHaveLength(200);
    expect(replies.filter((r) => r.status === 200 && r.body['msg'] === 'success')).toHaveLength(200);
    const ids = (await rows().enquiries.find({ order: { id: 'ASC' } })).map((e) => e.id);
    expect(ids).toHaveLength(200);

    // Every mail has been tried and failed at least once while the server was away.
    await waitUntil(
      async () =>
        (await rows().enquiries.countBy({ notifyAttempts: MoreThanOrEqual(1), ackAttempts: MoreThanOrEqual(1) })) === 200,
      60_000,
      'a failed attempt for every mail',
    );
    const during = (await rows().enquiries.find({ take: 1 }))[0];
    expect(during).toMatchObject<Partial<EnquiryEntity>>({ notifyState: 'queued', ackState: 'queued', notifyError: expect.stringMatching(/ECONNREFUSED|connect/i) });

    const sink = await s.startSink();
    await sink.waitFor(400, 120_000);
    await waitUntil(
      async () => (await rows().enquiries.countBy({ notifyState: 'sent', ackState: 'sent' })) === 200,
      30_000,
      'delivery recorded for every row',
    );
    await new Promise((r) => setTimeout(r, 1000));
    const counts = countByMessageId(sink.messages);
    expect(sink.messages).toHaveLength(400);
    expect([...counts.keys()].sort()).toEqual(expectedMessageIds(ids).sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await s.queue.getJobCounts('failed', 'delayed', 'waiting', 'active')).toEqual({ failed: 0, delayed: 0, waiting: 0, active: 0 });
  }, 240_000);
});
