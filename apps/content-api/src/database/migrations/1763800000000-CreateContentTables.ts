import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateContentTables1763800000000 implements MigrationInterface {
  name = 'CreateContentTables1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.categories (
        category_id serial PRIMARY KEY,
        category varchar(100) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE content.blogs (
        blog_id serial PRIMARY KEY,
        title varchar(200) NOT NULL,
        slug_url varchar(200) NOT NULL,
        brief_paragraph text NOT NULL DEFAULT '',
        blog_image varchar(2048) NOT NULL DEFAULT '',
        published_date date NOT NULL,
        category_id integer NOT NULL REFERENCES content.categories (category_id) ON DELETE RESTRICT,
        meta_title varchar(300) NOT NULL DEFAULT '',
        meta_description varchar(300) NOT NULL DEFAULT '',
        canonical_link varchar(2048) NOT NULL DEFAULT '',
        blogs_content jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT blogs_slug_url_key UNIQUE (slug_url)
      )`);
    await q.query(`CREATE INDEX blogs_newest_idx ON content.blogs (published_date DESC, blog_id DESC)`);
    await q.query(`CREATE INDEX blogs_category_idx ON content.blogs (category_id)`);
    await q.query(`
      CREATE TABLE content.location_pages (
        location_id serial PRIMARY KEY,
        slug_url varchar(200) NOT NULL,
        main_heading varchar(200) NOT NULL DEFAULT '',
        main_paragraph text NOT NULL DEFAULT '',
        highlighted_heading varchar(200) NOT NULL DEFAULT '',
        heading_1 varchar(200) NOT NULL DEFAULT '',
        heading_2 varchar(200) NOT NULL DEFAULT '',
        heading_3 varchar(200) NOT NULL DEFAULT '',
        heading_4 varchar(200) NOT NULL DEFAULT '',
        paragraph_1 text NOT NULL DEFAULT '',
        paragraph_2 text NOT NULL DEFAULT '',
        paragraph_3 text NOT NULL DEFAULT '',
        paragraph_4 text NOT NULL DEFAULT '',
        meta_title varchar(300) NOT NULL DEFAULT '',
        meta_keywords varchar(300) NOT NULL DEFAULT '',
        meta_link varchar(2048) NOT NULL DEFAULT '',
        meta_description varchar(300) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT location_pages_slug_url_key UNIQUE (slug_url)
      )`);
    // Which seed sets already ran: seeding happens once, so edits and deletions stick.
    await q.query(`
      CREATE TABLE content.seed_runs (
        name varchar(100) PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.seed_runs`);
    await q.query(`DROP TABLE content.location_pages`);
    await q.query(`DROP TABLE content.blogs`);
    await q.query(`DROP TABLE content.categories`);
  }
}
