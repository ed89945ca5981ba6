import type { MigrationInterface, QueryRunner } from 'typeorm';

// Preview links: only the SHA-256 of each link's token is kept, with its item, expiry and revocation.
export class CreatePreviewLinks1796000100001 implements MigrationInterface {
  name = 'CreatePreviewLinks1796000100001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.preview_links (
        token_hash char(64) PRIMARY KEY,
        kind varchar(20) NOT NULL CHECK (kind IN ('blog', 'location-page')),
        item_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX preview_links_item_idx ON content.preview_links (kind, item_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.preview_links`);
  }
}
