import type { DeliveryState, MailJob } from '@hvac/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { EnquiryEntity } from './entities/enquiry.entity';
import { SubscriberEntity } from './entities/subscriber.entity';
import type { DeliveryFields } from '@hvac/mail-queue';
import { deliveryTarget } from './mail-deliveries';

const maxErrorLength = 1000;

type DeliveryField = keyof DeliveryFields<unknown>;

// New values for some of one mail's delivery columns. A function gives an SQL expression and
// receives the quoted column names, which come from the entity metadata, never from a string here.
type DeliveryChange = Partial<Record<DeliveryField, DeliveryState | number | string | null | ((column: Record<DeliveryField, string>) => string)>>;

type WriteOptions = { parameters?: Record<string, unknown>; manager?: EntityManager; touchQueuedAt?: boolean };

// The one writer of delivery state: queued -> sent, or failed once retries are spent, or skipped
// (never to be sent, with the reason); attempts, the last error, when it was sent, and when the
// row's jobs were last handed to the queue. mailer-worker records attempts; content-api skips (bots,
// a receipt already sent that day), re-queues (admin resend, new confirmation round) and its sweeper
// closes jobs BullMQ gave up on.
@Injectable()
export class DeliveryRecorder {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  // attempt counts never go down: a stalled job run again, or a late report, keeps the highest.
  async sent(job: MailJob, attempt: number): Promise<void> {
    const change: DeliveryChange = { state: 'sent', attempts: (c) => `GREATEST(${c.attempts}, :attempt)`, error: null, sentAt: () => 'now()' };
    await this.write(job, change, { parameters: { attempt } });
  }

  // A final failure marks the mail failed, unless another attempt already got it out.
  async attemptFailed(job: MailJob, attempt: number, error: string, final: boolean): Promise<void> {
    const change: DeliveryChange = { attempts: (c) => `GREATEST(${c.attempts}, :attempt)`, error: error.slice(0, maxErrorLength) };
    if (final) change.state = (c) => `CASE WHEN ${c.state} = :sent THEN ${c.state} ELSE :failed END`;
    await this.write(job, change, { parameters: { attempt, sent: 'sent' satisfies DeliveryState, failed: 'failed' satisfies DeliveryState } });
  }

  // BullMQ gave up on the job without the worker recording it (e.g. it stalled too often).
  async abandoned(job: MailJob, reason: string): Promise<void> {
    await this.write(job, { state: 'failed', error: reason.slice(0, maxErrorLength) });
  }

  // The mail is deliberately not sent; the reason stays where an error would, for the admin.
  async skipped(job: MailJob, reason: string, manager?: EntityManager): Promise<void> {
    await this.write(job, { state: 'skipped', error: reason.slice(0, maxErrorLength) }, { manager });
  }

  // The mail is to go out again from a clean slate. queuedAt moves with it, so the sweeper leaves the
  // row alone while the new job is being added. Pass a transaction's manager to join it.
  async requeue(job: MailJob, manager?: EntityManager): Promise<void> {
    await this.write(job, { state: 'queued', attempts: 0, error: null }, { manager, touchQueuedAt: true });
  }

  // The jobs are on the queue (again): the sweeper looks at these rows only if they stay queued a while.
  async handedToQueue(jobs: MailJob[]): Promise<void> {
    const queuedAt = new Date();
    for (const entity of [EnquiryEntity, SubscriberEntity]) {
      const ids = [...new Set(jobs.map(deliveryTarget).flatMap((t) => (t.entity === entity ? [t.id] : [])))];
      if (ids.length) await this.db.getRepository(entity).update({ id: In(ids) }, { queuedAt });
    }
  }

  private async write(job: MailJob, change: DeliveryChange, options: WriteOptions = {}): Promise<void> {
    const manager = options.manager ?? this.db.manager;
    const target = deliveryTarget(job);
    const query = manager.createQueryBuilder().update(target.entity);
    const metadata = manager.connection.getMetadata(target.entity);
    const fields: Record<DeliveryField, string> = target.fields;
    const column = Object.fromEntries(
      Object.entries(fields).map(([field, property]) => {
        const mapped = metadata.findColumnWithPropertyName(property);
        if (!mapped) throw new Error(`${metadata.name} has no column for ${property}`);
        return [field, query.escape(mapped.databaseName)];
      }),
    ) as Record<DeliveryField, string>;
    const touched: Partial<Pick<EnquiryEntity, 'queuedAt'> & Pick<SubscriberEntity, 'queuedAt'>> = options.touchQueuedAt ? { queuedAt: new Date() } : {};
    const values: Record<string, unknown> = { ...touched };
    for (const [field, value] of Object.entries(change) as [DeliveryField, DeliveryChange[DeliveryField]][]) {
      values[fields[field]] = typeof value === 'function' ? () => value(column) : value;
    }
    // By the table's own key: an urgent alert's row is keyed by its enquiry, not an `id`.
    const [key] = metadata.primaryColumns;
    if (!key) throw new Error(`${metadata.name} has no primary key`);
    await query
      .set(values)
      .where({ [key.propertyName]: target.id })
      .setParameters(options.parameters ?? {})
      .execute();
  }
}
