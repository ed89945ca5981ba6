import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

// Which delivery columns of which row a mail job reports to. A closed list, so the names that go
// into SQL are never data.
export type DeliveryTarget =
  | { table: 'enquiries'; mail: 'notify' | 'ack'; id: number }
  | { table: 'subscribers'; mail: 'confirm_mail'; id: number };

const maxErrorLength = 1000;

// Writes the delivery state the admin API shows: queued -> sent, or failed once retries are spent.
@Injectable()
export class DeliveryRecorder {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async sent(target: DeliveryTarget, attempt: number): Promise<void> {
    const p = target.mail;
    await this.db.query(
      `UPDATE content.${target.table}
          SET ${p}_state = 'sent', ${p}_attempts = GREATEST(${p}_attempts, $2), ${p}_error = NULL, ${p}_sent_at = now()
        WHERE id = $1`,
      [target.id, attempt],
    );
  }

  async attemptFailed(target: DeliveryTarget, attempt: number, error: string, final: boolean): Promise<void> {
    const p = target.mail;
    await this.db.query(
      `UPDATE content.${target.table}
          SET ${p}_attempts = GREATEST(${p}_attempts, $2), ${p}_error = $3,
              ${p}_state = CASE WHEN $4::boolean AND ${p}_state <> 'sent' THEN 'failed' ELSE ${p}_state END
        WHERE id = $1`,
      [target.id, attempt, error.slice(0, maxErrorLength), final],
    );
  }
}
