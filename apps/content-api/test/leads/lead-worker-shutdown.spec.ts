import { apiPaths } from '@hvac/contracts';
import type { EnquiryEntity } from '@hvac/leads';
import { SMTPServer } from 'smtp-server';
import { leadRows } from './lead-rows';
import { contactForm, type LeadsStack, postJson, startLeadsStack, waitUntil } from './leads-stack';

describe('mailer-worker graceful shutdown', () => {
  let s: LeadsStack;
  const rows = () => leadRows(s.t);
  let server: SMTPServer;
  const received: string[] = [];
  let dataStarted = 0;

  beforeAll(async () => {
    s = await startLeadsStack();
    // A slow SMTP server: each message takes 1.5 s to accept, so a job is surely in flight at SIGTERM.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        dataStarted++;
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () =>
          setTimeout(() => {
            received.push(Buffer.concat(chunks).toString());
            callback();
          }, 1500),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(s.smtpPort, '127.0.0.1', () => resolve()));
  }, 90_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await s?.close();
  });

  it('on SIGTERM finishes the mails in flight, records them, and exits 0', async () => {
    const worker = await s.startWorker();
    expect((await postJson(s.t, apiPaths.contactForm, contactForm(1))).body).toEqual({ msg: 'success' });
    await waitUntil(() => dataStarted >= 2, 15_000, 'both mails in flight');
    const exit = new Promise<number | null>((resolve) => worker.child.once('exit', (code) => resolve(code)));
    worker.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(received).toHaveLength(2);
    const row = (await rows().enquiries.find({ take: 1 }))[0];
    expect(row).toMatchObject<Partial<EnquiryEntity>>({ notifyState: 'sent', ackState: 'sent' });
    expect(await s.queue.getJobCounts('active', 'waiting', 'completed')).toEqual({ active: 0, waiting: 0, completed: 2 });
  }, 120_000);
});
