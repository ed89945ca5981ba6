import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createPurposedLinkTokenTable } from '../../database/frozen-link-token-sql';

// Newsletter link tokens move to their own table and are kept only as SHA-256 hashes. Every token
// already mailed is carried over as its hash, so the links in those mails keep working; a confirm
// token keeps its age (the time its confirmation was requested) for the expiry check.
export class HashSubscriberTokens1795900100000 implements MigrationInterface {
  name = 'HashSubscriberTokens1795900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(createPurposedLinkTokenTable({ table: 'subscriber_tokens', owner: 'subscriber_id', ownerTable: 'subscribers', purposes: ['confirm', 'unsubscribe'] }));
    await q.query(`CREATE INDEX subscriber_tokens_subscriber ON content.subscriber_tokens (subscriber_id)`);
    await q.query(`
      INSERT INTO content.subscriber_tokens (token_hash, subscriber_id, purpose, created_at)
      SELECT encode(sha256(convert_to(confirm_token, 'UTF8')), 'hex'), id, 'confirm', confirm_requested_at FROM content.subscribers
      UNION ALL
      SELECT encode(sha256(convert_to(unsubscribe_token, 'UTF8')), 'hex'), id, 'unsubscribe', created_at FROM content.subscribers`);
    await q.query(`ALTER TABLE content.subscribers DROP COLUMN confirm_token, DROP COLUMN unsubscribe_token`);
  }

  // A hash cannot be turned back into its token: after going down, the links already mailed stop
  // working and every subscriber gets new random tokens.
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.subscribers ADD COLUMN confirm_token varchar(64), ADD COLUMN unsubscribe_token varchar(64)`);
    await q.query(
      `UPDATE content.subscribers SET confirm_token = md5(random()::text) || md5(random()::text), unsubscribe_token = md5(random()::text) || md5(random()::text)`,
    );
    await q.query(
      `ALTER TABLE content.subscribers ALTER COLUMN confirm_token SET NOT NULL, ALTER COLUMN unsubscribe_token SET NOT NULL, ADD UNIQUE (confirm_token), ADD UNIQUE (unsubscribe_token)`,
    );
    await q.query(`DROP TABLE content.subscriber_tokens`);
  }
}
