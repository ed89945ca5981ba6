import type { MigrationInterface, QueryRunner } from 'typeorm';

// The media library: every uploaded image with its alt text, so it can be chosen again for another item.
export class CreateMedia1796000300100 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content.media (
        media_id serial PRIMARY KEY,
        url varchar(2048) NOT NULL UNIQUE,
        alt varchar(300) NOT NULL,
        decorative boolean NOT NULL DEFAULT false,
        caption varchar(300) NOT NULL DEFAULT '',
        width integer NOT NULL,
        height integer NOT NULL,
        uploaded_by varchar(320),
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT media_alt_or_decorative CHECK (decorative OR alt <> '')
      )`);
    await q.query(`CREATE INDEX media_uploaded_at_idx ON content.media (uploaded_at DESC, media_id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.media`);
  }
}
