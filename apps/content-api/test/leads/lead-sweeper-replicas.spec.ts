import { MailSweeper } from '../../src/leads/mail-sweeper.service';
import { startTestApp, type TestApp } from '../test-app';
import { type LeadsStack, startLeadsStack } from './leads-stack';

const periodMs = 400;

// The sweep's period is one BullMQ job scheduler shared through Redis, not a timer per replica: two
// content-api replicas on one database and Redis sweep once per period between them, one sweep at a time.
describe('the sweeper with two replicas', () => {
  let s: LeadsStack;
  let second: TestApp;
  const sweepEnv = { MAIL_SWEEP_INTERVAL_MS: String(periodMs), MAIL_SWEEP_AFTER_MS: '60000' };

  beforeAll(async () => {
    s = await startLeadsStack(sweepEnv);
    second = await startTestApp({ DATABASE_URL: s.t.env.DATABASE_URL, MAIL_QUEUE_PREFIX: s.prefix, ...sweepEnv });
  }, 90_000);
  afterAll(async () => {
    await second?.close();
    await s?.close();
  });

  // Counts the sweeps of both replicas, and the most that ran at once; `slowMs` makes each sweep outlast the period.
  const watchSweeps = (slowMs = 0) => {
    const seen = { runs: 0, running: 0, mostAtOnce: 0 };
    [s.t, second].forEach((app) => {
      const sweeper = app.app.get(MailSweeper);
      const sweep = sweeper.sweep.bind(sweeper);
      jest.spyOn(sweeper, 'sweep').mockImplementation(async () => {
        seen.runs++;
        seen.mostAtOnce = Math.max(seen.mostAtOnce, ++seen.running);
        try {
          await new Promise((r) => setTimeout(r, slowMs));
          return await sweep();
        } finally {
          seen.running--;
        }
      });
    });
    return seen;
  };
  afterEach(() => jest.restoreAllMocks());

  it('runs one sweep per period between them, not one per replica', async () => {
    const seen = watchSweeps();
    const windowMs = 6000;
    await new Promise((r) => setTimeout(r, windowMs));
    // A timer on each replica would make about 2 * windowMs / periodMs (30).
    expect(seen.runs).toBeGreaterThanOrEqual(windowMs / periodMs / 2);
    expect(seen.runs).toBeLessThanOrEqual(windowMs / periodMs + 1);
  }, 30_000);

  it('never overlaps two sweeps, even when one outlasts the period', async () => {
    const seen = watchSweeps(3 * periodMs);
    await new Promise((r) => setTimeout(r, 6000));
    expect(seen.runs).toBeGreaterThanOrEqual(2);
    expect(seen.mostAtOnce).toBe(1);
  }, 30_000);
});
