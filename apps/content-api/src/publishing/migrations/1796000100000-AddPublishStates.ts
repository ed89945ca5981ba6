import type { MigrationInterface, QueryRunner } from 'typeorm';

// Posts and location pages get a state and the instant they go public. Existing posts are published at
// the start of their published_date in Toronto (a future date becomes scheduled); existing location pages
// stay published. Public reads filter on the partial indexes below.
export class AddPublishStates1796000100000 implements MigrationInterface {
  name = 'AddPublishStates1796000100000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['blogs', 'location_pages']) {
      await q.query(`
        ALTER TABLE content.${table}
          ADD COLUMN state varchar(16) NOT NULL DEFAULT 'published',
          ADD COLUMN publish_at timestamptz DEFAULT now(),
          ADD CONSTRAINT ${table}_state_check CHECK (state IN ('draft', 'scheduled', 'published')),
          ADD CONSTRAINT ${table}_publish_at_check CHECK (state = 'draft' OR publish_at IS NOT NULL)`);
    }
    await q.query(`UPDATE content.blogs SET publish_at = published_date::timestamp AT TIME ZONE 'America/Toronto'`);
    await q.query(`UPDATE content.location_pages SET publish_at = created_at`);
    await q.query(`UPDATE content.blogs SET state = 'scheduled' WHERE publish_at > now()`);
    await q.query(`DROP INDEX content.blogs_newest_idx`);
    await q.query(`CREATE INDEX blogs_public_newest_idx ON content.blogs (publish_at DESC, blog_id DESC) WHERE state <> 'draft'`);
    await q.query(`CREATE INDEX blogs_public_category_idx ON content.blogs (category_id, publish_at DESC, blog_id DESC) WHERE state <> 'draft'`);
    await q.query(`CREATE INDEX blogs_state_idx ON content.blogs (state, publish_at)`);
    await q.query(`CREATE INDEX location_pages_state_idx ON content.location_pages (state, publish_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX content.blogs_public_newest_idx`);
    await q.query(`DROP INDEX content.blogs_public_category_idx`);
    await q.query(`DROP INDEX content.blogs_state_idx`);
    await q.query(`DROP INDEX content.location_pages_state_idx`);
    await q.query(`CREATE INDEX blogs_newest_idx ON content.blogs (published_date DESC, blog_id DESC)`);
    for (const table of ['blogs', 'location_pages']) {
      await q.query(`ALTER TABLE content.${table} DROP COLUMN state, DROP COLUMN publish_at`);
    }
  }
}
