import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createPurposedLinkTokenTable } from '../../database/frozen-link-token-sql';

// Review requests to finished customers with the CASL record of each, their link tokens (hashes only) and
// the addresses that asked for no more mail.
export class CreateReviewRequests1797100000000 implements MigrationInterface {
  name = 'CreateReviewRequests1797100000000';

  async up(q: QueryRunner): Promise<void> {
    const delivery = (mail: string) => `
        ${mail}_state varchar(10) NOT NULL DEFAULT 'queued' CHECK (${mail}_state IN ('queued', 'sent', 'failed', 'skipped')),
        ${mail}_attempts integer NOT NULL DEFAULT 0,
        ${mail}_error text,
        ${mail}_sent_at timestamptz`;
    await q.query(`
      CREATE TABLE content.review_requests (
        id serial PRIMARY KEY,
        enquiry_id integer NOT NULL UNIQUE REFERENCES content.enquiries (id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        consent_basis varchar(80) NOT NULL,
        consent_source varchar(200) NOT NULL,
        job_done_at timestamptz,
        consent_expires_at timestamptz,
        clicked_at timestamptz,
        unsubscribed_at timestamptz,
        skipped_by varchar(254),
        ${delivery('request')},
        ${delivery('reminder')},
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(createPurposedLinkTokenTable({ table: 'review_tokens', owner: 'review_request_id', ownerTable: 'review_requests', purposes: ['review', 'unsubscribe'] }));
    await q.query(`CREATE INDEX review_tokens_request_idx ON content.review_tokens (review_request_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.review_tokens`);
    await q.query(`DROP TABLE content.review_requests`);
  }
}
