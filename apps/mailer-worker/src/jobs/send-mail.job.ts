import type { MailJob } from '@hvac/contracts';
import { DeliveryRecorder } from '@hvac/leads';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { isPermanentSmtpError, type SmtpTransport } from '../mailer/smtp-transport';
import { mailAttemptsFailed, mailsFailed, mailsSent } from '../metrics/mail-metrics';
import { MailComposer } from './mail-composer.service';

export const SMTP_TRANSPORT = Symbol('SMTP_TRANSPORT');

export type SendMailResult = 'sent' | 'skipped';

// One attempt at one mail: render from the current row, hand it to SMTP, record the outcome.
// Throwing makes BullMQ retry with back-off; the last failed attempt marks the mail failed.
@Injectable()
export class SendMailJob {
  private readonly logger = new Logger('SendMailJob');

  constructor(
    private readonly composer: MailComposer,
    private readonly recorder: DeliveryRecorder,
    @Inject(SMTP_TRANSPORT) private readonly transport: SmtpTransport,
  ) {}

  async handle(job: Job<MailJob>): Promise<SendMailResult> {
    const attempt = job.attemptsMade + 1;
    const composed = await this.composer.compose(job.data);
    if (!composed.send) {
      this.logger.log({ jobId: job.id, reason: composed.reason }, 'mail skipped');
      // A suppressed address's mail is closed as skipped with the reason, so neither the sweeper nor the admin sees it waiting.
      if (composed.suppressed) await this.recorder.skipped(job.data, composed.reason);
      return 'skipped';
    }
    try {
      await this.transport.sendMail(composed.mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = isPermanentSmtpError(error);
      const final = permanent || attempt >= (job.opts.attempts ?? 1);
      this.logger.warn({ jobId: job.id, attempt, final, err: message }, 'mail attempt failed');
      mailAttemptsFailed.inc({ kind: job.data.kind });
      if (final) mailsFailed.inc({ kind: job.data.kind });
      await this.recorder.attemptFailed(job.data, attempt, message, final).catch((e: unknown) =>
        this.logger.error({ jobId: job.id, err: String(e) }, 'could not record the failed attempt'),
      );
      throw permanent ? new UnrecoverableError(message) : error;
    }
    mailsSent.inc({ kind: job.data.kind });
    await this.recordSent(job, attempt);
    this.logger.log({ jobId: job.id, attempt }, 'mail sent');
    return 'sent';
  }

  // The mail is out; failing now would make BullMQ send it again, so insist a little before giving up.
  private async recordSent(job: Job<MailJob>, attempt: number): Promise<void> {
    for (let tryNo = 1; ; tryNo++) {
      try {
        await this.recorder.sent(job.data, attempt);
        return;
      } catch (error) {
        if (tryNo >= 5) throw error;
        this.logger.warn({ jobId: job.id, err: String(error) }, 'recording a sent mail failed, retrying');
        await new Promise((r) => setTimeout(r, 200 * tryNo));
      }
    }
  }
}
