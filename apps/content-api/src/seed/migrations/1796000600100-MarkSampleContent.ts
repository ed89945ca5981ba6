import type { MigrationInterface, QueryRunner } from 'typeorm';

// Seeded posts and location pages carry a mark until they are edited, so the admin can tell samples
// from the owner's own content.
export class MarkSampleContent1796000600100 implements MigrationInterface {
  name = 'MarkSampleContent1796000600100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.blogs ADD COLUMN sample boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE content.location_pages ADD COLUMN sample boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.location_pages DROP COLUMN sample`);
    await q.query(`ALTER TABLE content.blogs DROP COLUMN sample`);
  }
}
