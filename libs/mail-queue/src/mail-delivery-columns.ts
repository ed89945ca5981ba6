import type { DeliveryState } from '@hvac/contracts';
import { Column } from 'typeorm';

// The names of E's properties whose type is exactly T.
type PropertyOf<E, T> = { [K in keyof E]-?: [E[K]] extends [T] ? ([T] extends [E[K]] ? K : never) : never }[keyof E];

// The four columns that record one mail's delivery, named by entity property: renaming a column's
// property breaks the compile where the fields are listed rather than a query at run time.
export type DeliveryFields<E> = {
  state: PropertyOf<E, DeliveryState>;
  attempts: PropertyOf<E, number>;
  error: PropertyOf<E, string | null>;
  sentAt: PropertyOf<E, Date | null>;
};

// The delivery columns of a table with one mail per row (account mails, settings notices, booking mails),
// written only by DeliveryRecorder (@hvac/leads).
export abstract class MailDeliveryColumns {
  @Column({ type: 'varchar', length: 10, default: 'queued' })
  state: DeliveryState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}

// The fields of every table built on MailDeliveryColumns.
export const mailDeliveryColumnFields = {
  state: 'state',
  attempts: 'attempts',
  error: 'error',
  sentAt: 'sentAt',
} as const satisfies DeliveryFields<MailDeliveryColumns>;
