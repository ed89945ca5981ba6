import type { MigrationInterface, QueryRunner } from 'typeorm';

// The users screen finds part of a name or e-mail, the audit screen part of who acted: ILIKE '%term%',
// which a trigram index answers; the audit's action filter is a prefix (LIKE 'term%'), which a
// text_pattern_ops index answers. Expressions as the queries write them, or Postgres cannot use them.
export class AddAdminSearchIndexes1797400000000 implements MigrationInterface {
  name = 'AddAdminSearchIndexes1797400000000';

  async up(db: QueryRunner): Promise<void> {
    // pg_trgm is a trusted extension (Postgres 13+); content-api may have created it in the same database.
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`CREATE INDEX users_search_idx ON auth.users USING gin ((name || ' ' || email) gin_trgm_ops)`);
    await db.query(`CREATE INDEX entries_actor_search_idx ON audit.entries USING gin (actor_email gin_trgm_ops)`);
    await db.query(`CREATE INDEX entries_action_idx ON audit.entries (action text_pattern_ops)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX audit.entries_action_idx`);
    await db.query(`DROP INDEX audit.entries_actor_search_idx`);
    await db.query(`DROP INDEX auth.users_search_idx`);
  }
}
