import type { MigrationInterface, QueryRunner } from 'typeorm';

// One row per save of a post or location page: a full snapshot, who saved it and what changed.
export class CreateRevisions1796000200000 implements MigrationInterface {
  name = 'CreateRevisions1796000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.revisions (
        id serial PRIMARY KEY,
        item_type varchar(20) NOT NULL CHECK (item_type IN ('blog', 'location-page')),
        item_id integer NOT NULL,
        author varchar(254) NOT NULL,
        changes text[] NOT NULL,
        snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The history of one item, newest first; pruning walks the same index.
    await q.query(`CREATE INDEX revisions_item_newest ON content.revisions (item_type, item_id, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.revisions`);
  }
}
