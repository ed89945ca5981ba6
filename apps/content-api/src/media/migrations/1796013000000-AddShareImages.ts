import type { MigrationInterface, QueryRunner } from 'typeorm';

// Share pictures: the 1200x630 JPEG rendition of each upload (null until made; images uploaded before
// get theirs from the start-up backfill), and the Open Graph image each post and location page chose.
export class AddShareImages1796013000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.media ADD COLUMN og_url varchar(2048)`);
    await q.query(`ALTER TABLE content.blogs ADD COLUMN og_media_id integer REFERENCES content.media (media_id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE content.location_pages ADD COLUMN og_media_id integer REFERENCES content.media (media_id) ON DELETE SET NULL`);
    // The backfill reads only the images still without a rendition.
    await q.query(`CREATE INDEX media_without_share_image_idx ON content.media (media_id) WHERE og_url IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.location_pages DROP COLUMN og_media_id`);
    await q.query(`ALTER TABLE content.blogs DROP COLUMN og_media_id`);
    await q.query(`ALTER TABLE content.media DROP COLUMN og_url`);
  }
}
