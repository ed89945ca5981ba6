import { leadRows } from './lead-rows';
import { countByMessageId, expectedMessageIds, type LeadsStack, startLeadsStack, submitBurst, waitUntil } from './leads-stack';

// One job in flight at a time, so that each kill can cost at most one duplicate: a mail the SMTP server
// had accepted when the worker died, but not yet recorded as sent. With WORKER_CONCURRENCY=n a kill can
// repeat up to n mails, each once (apps/mailer-worker/README.md).
const concurrency = 1;

describe('mailer-worker killed with SIGKILL in the middle of a burst', () => {
  let s: LeadsStack;
  const rows = () => leadRows(s.t);

  beforeAll(async () => {
    s = await startLeadsStack();
    await s.startSink();
  }, 90_000);
  afterAll(() => s?.close());

  it('delivers every mail after restarts, with at most one duplicate per kill', async () => {
    const sink = s.mails();
    const workerEnv = { WORKER_CONCURRENCY: String(concurrency) };
    let worker = await s.startWorker(workerEnv);
    const burst = submitBurst(s.t, 150, 10);
    let kills = 0;
    for (const at of [60, 160]) {
      await sink.waitFor(at, 60_000);
      worker.child.kill('SIGKILL');
      await new Promise<void>((resolve) => worker.child.once('exit', () => resolve()));
      kills++;
      worker = await s.startWorker(workerEnv);
    }
    const replies = await burst;
    expect(replies.filter((r) => r.status === 200 && r.body['msg'] === 'success')).toHaveLength(150);
    const ids = (await rows().enquiries.find({ order: { id: 'ASC' } })).map((e) => e.id);
    expect(ids).toHaveLength(150);

    await waitUntil(() => new Set(sink.messages.map((m) => m.messageId)).size >= 300, 90_000, 'all 300 mails');
    await waitUntil(
      async () => (await rows().enquiries.countBy({ notifyState: 'sent', ackState: 'sent' })) === 150,
      30_000,
      'delivery recorded for every row',
    );
    await new Promise((r) => setTimeout(r, 1000));

    const counts = countByMessageId(sink.messages);
    expect([...counts.keys()].sort()).toEqual(expectedMessageIds(ids).sort());
    const duplicates = sink.messages.length - counts.size;
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(1 + kills);
    expect(duplicates).toBeLessThanOrEqual(kills);
    process.stdout.write(`worker crash test: ${kills} kills, ${sink.messages.length} mails for 300 job ids, ${duplicates} duplicate(s)\n`);
  }, 240_000);
});
