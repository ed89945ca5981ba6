import { enquirySituationLabels } from '@hvac/contracts';
import { EnquiryEntity, UrgentAlertEntity } from '@hvac/leads';
import { MailQueueClient, queueMail, withinMailQueueTimeout } from '@hvac/mail-queue';
import { InjectRedis } from '@hvac/server-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Job, Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { LessThan, type Repository } from 'typeorm';
import { LEADS_ENV, type LeadsEnv } from '../leads/leads.config';
import { SiteSettingsService } from '../settings/site-settings.service';
import { PushService } from './push.service';

export const urgentAlertQueueName = 'urgent-alerts';
type AlertJob = { enquiryId: number };
type AlertJobName = 'push' | 'remind';

export const alertJobId = (name: AlertJobName, enquiryId: number) => `urgent-${enquiryId}-${name}`;

// Where the notification leads: the enquiry in the admin.
export const enquiryAdminUrl = (enquiryId: number) => `/admin/enquiries?id=${enquiryId}`;

// An urgent enquiry (gas smell, no heat, no cooling) goes to every subscribed device as soon as it is
// stored; if it is still new after the owner's delay (settings `alerts`), it alerts once more, by push
// (the assignee's devices, else every device) and by mail (the assignee, else the business inbox).
// Both run as jobs on content-api's own queue, so a restart loses neither; the reminder is a delayed job
// that re-reads the enquiry before it does anything. A reminder job lost with Redis, or never added, is made
// up for by the mail sweeper (remindOverdue).
@Injectable()
export class UrgentAlerts extends MailQueueClient implements OnApplicationBootstrap {
  private readonly logger = new Logger('UrgentAlerts');
  private readonly queue: Queue<AlertJob>;
  private worker?: Worker<AlertJob>;

  constructor(
    @InjectRepository(EnquiryEntity) private readonly enquiries: Repository<EnquiryEntity>,
    @InjectRepository(UrgentAlertEntity) private readonly alerts: Repository<UrgentAlertEntity>,
    private readonly push: PushService,
    private readonly settings: SiteSettingsService,
    @InjectRedis() private readonly redis: Redis,
    @Inject(LEADS_ENV) private readonly env: LeadsEnv,
  ) {
    super(redis, env);
    this.queue = new Queue<AlertJob>(urgentAlertQueueName, {
      connection: redis,
      prefix: env.MAIL_QUEUE_PREFIX,
      defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: { age: 7 * 24 * 3600 }, removeOnFail: { age: 30 * 24 * 3600 } },
    });
    this.queue.on('error', () => undefined);
  }

  onApplicationBootstrap(): void {
    this.worker = new Worker<AlertJob>(urgentAlertQueueName, (job) => this.run(job), {
      connection: { ...this.redis.options, retryStrategy: this.redis.options.retryStrategy ?? undefined, maxRetriesPerRequest: null },
      prefix: this.env.MAIL_QUEUE_PREFIX,
      concurrency: 4,
    });
    this.worker.on('error', (error) => this.logger.debug({ err: error.message }, 'alert worker error'));
  }

  override async onModuleDestroy(): Promise<void> {
    // Forced: with Redis unreachable a graceful close would wait for it forever; a cut job runs again.
    await this.worker?.close(true);
    await this.queue.close();
    await super.onModuleDestroy();
  }

  // Called right after a new urgent enquiry is committed. Never fails the visitor's submission.
  async announce(enquiry: Pick<EnquiryEntity, 'id' | 'urgent' | 'status'>): Promise<void> {
    if (!enquiry.urgent || enquiry.status !== 'new') return;
    try {
      const { urgentReminderMinutes } = (await this.settings.current()).alerts;
      await this.alerts.createQueryBuilder().insert().values({ enquiryId: enquiry.id }).orIgnore().execute();
      await withinMailQueueTimeout(
        this.queue.addBulk([
          { name: 'push', data: { enquiryId: enquiry.id }, opts: { jobId: alertJobId('push', enquiry.id) } },
          { name: 'remind', data: { enquiryId: enquiry.id }, opts: { jobId: alertJobId('remind', enquiry.id), delay: urgentReminderMinutes * 60_000 } },
        ]),
      );
    } catch (error) {
      this.logger.error({ enquiryId: enquiry.id, err: String(error) }, 'urgent alert could not be queued');
    }
  }

  private async run(job: Job<AlertJob>): Promise<void> {
    const enquiry = await this.enquiries.findOneBy({ id: job.data.enquiryId });
    if (!enquiry) return;
    if (job.name === 'push') await this.firstPush(enquiry);
    else await this.remind(enquiry);
  }

  private async firstPush(enquiry: EnquiryEntity): Promise<void> {
    const reached = await this.push.send(await this.push.devicesOf(null), this.message(enquiry, 'Urgent'));
    await this.alerts.update({ enquiryId: enquiry.id }, { pushedAt: new Date(), pushedDevices: reached });
    this.logger.log({ enquiryId: enquiry.id, devices: reached }, 'urgent enquiry pushed');
  }

  // The safety net under the reminder job, run by the mail sweeper: an urgent enquiry still new past its reminder
  // time (and the sweeper's grace: `cutoff`) whose alert row records no reminder lost its job (Redis lost it, or was
  // down when the enquiry came in). It is reminded now; remind() claims the row, so a job that turns up late, or
  // the next sweep, sends nothing more. Returns how many were reminded.
  async remindOverdue(cutoff: Date): Promise<number> {
    const { urgentReminderMinutes } = (await this.settings.current()).alerts;
    const overdue = await this.enquiries
      .createQueryBuilder('e')
      .innerJoin(UrgentAlertEntity, 'a', 'a.enquiryId = e.id AND a.remindedAt IS NULL')
      .where({ urgent: true, status: 'new', createdAt: LessThan(new Date(cutoff.getTime() - urgentReminderMinutes * 60_000)) })
      .orderBy('e.createdAt', 'ASC')
      .getMany();
    let reminded = 0;
    for (const enquiry of overdue) if (await this.remind(enquiry)) reminded++;
    return reminded;
  }

  // Once: the row's reminded_at is claimed by the one update that finds it empty.
  private async remind(enquiry: EnquiryEntity): Promise<boolean> {
    if (enquiry.status !== 'new') return false;
    const assigned = enquiry.assigneeId ? await this.push.devicesOf([enquiry.assigneeId]) : [];
    const mailTo = assigned[0]?.user.email ?? null;
    const claimed = await this.alerts
      .createQueryBuilder()
      .update()
      .set({ remindedAt: () => 'now()', mailTo })
      .where('enquiry_id = :id AND reminded_at IS NULL', { id: enquiry.id })
      .execute();
    if (!claimed.affected) return false;
    await this.push.send(assigned.length ? assigned : await this.push.devicesOf(null), this.message(enquiry, 'Still waiting'));
    await queueMail(this.mailQueue, { kind: 'urgent-alert', enquiryId: enquiry.id });
    this.logger.log({ enquiryId: enquiry.id, mailTo: mailTo ?? 'business inbox' }, 'urgent enquiry still new: alerted again');
    return true;
  }

  // Only the situation, the name and the reference: a lock screen shows it, so no address or message.
  private message(enquiry: EnquiryEntity, prefix: string) {
    const situation = enquiry.situation ? enquirySituationLabels[enquiry.situation] : 'Urgent';
    return { title: `${prefix}: ${situation}`, body: `${enquiry.name} – enquiry #${enquiry.id}. Tap to open it.`, url: enquiryAdminUrl(enquiry.id), tag: `enquiry-${enquiry.id}` };
  }
}
