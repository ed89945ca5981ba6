import type { MigrationInterface, QueryRunner } from 'typeorm';

// Every content save of a post or location page counts up its version; the editor sends back the one it loaded
// (If-Match) and a save over a newer one is refused. Existing rows start at 1.
export class AddEditVersions1797200000000 implements MigrationInterface {
  name = 'AddEditVersions1797200000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['blogs', 'location_pages']) {
      await q.query(`ALTER TABLE content.${table} ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['blogs', 'location_pages']) await q.query(`ALTER TABLE content.${table} DROP COLUMN version`);
  }
}
