import type { MigrationInterface, QueryRunner } from 'typeorm';

// Old addresses answered with 301. Chains are kept collapsed: no target is ever also a source.
export class CreateRedirects1796000200100 implements MigrationInterface {
  name = 'CreateRedirects1796000200100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.redirects (
        id serial PRIMARY KEY,
        source_path varchar(400) NOT NULL CONSTRAINT redirects_source_path_key UNIQUE,
        target_path varchar(400) NOT NULL CHECK (target_path <> source_path),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Collapsing a chain repoints every redirect that ends where a new one starts.
    await q.query(`CREATE INDEX redirects_target ON content.redirects (target_path)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.redirects`);
  }
}
