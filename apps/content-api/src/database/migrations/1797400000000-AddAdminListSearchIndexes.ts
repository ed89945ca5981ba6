import type { MigrationInterface, QueryRunner } from 'typeorm';

// The admin lists search with ILIKE '%term%'; a trigram index answers that without reading every row.
// Each expression is written exactly as the list's query writes it, or Postgres cannot use the index.
const indexes = [
  ['blogs_title_search_idx', 'content.blogs', '(title)'],
  ['location_pages_search_idx', 'content.location_pages', `((main_heading || ' ' || slug_url))`],
  ['subscribers_email_search_idx', 'content.subscribers', '(email)'],
  ['redirects_search_idx', 'content.redirects', `((source_path || ' ' || target_path))`],
  ['media_search_idx', 'content.media', `((alt || ' ' || caption))`],
] as const;

export class AddAdminListSearchIndexes1797400000000 implements MigrationInterface {
  name = 'AddAdminListSearchIndexes1797400000000';

  async up(q: QueryRunner): Promise<void> {
    // Created by AddEnquiryWorkflow already; repeated so this migration stands on its own.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const [name, table, expression] of indexes) await q.query(`CREATE INDEX ${name} ON ${table} USING gin (${expression} gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of indexes) await q.query(`DROP INDEX content.${name}`);
  }
}
