import type { MigrationInterface, QueryRunner } from 'typeorm';

// Where each lead came from: the first page of the visit that brought it, the referring site's host
// and the visit's UTM parameters. Earlier leads have none (null: unknown).
export class AddLeadSources1797300100000 implements MigrationInterface {
  name = 'AddLeadSources1797300100000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['enquiries', 'subscribers']) {
      await q.query(`
        ALTER TABLE content.${table}
          ADD COLUMN landing_page varchar(300),
          ADD COLUMN referrer_host varchar(253),
          ADD COLUMN utm_source varchar(100),
          ADD COLUMN utm_medium varchar(100),
          ADD COLUMN utm_campaign varchar(100)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['enquiries', 'subscribers']) {
      await q.query(`
        ALTER TABLE content.${table}
          DROP COLUMN utm_campaign,
          DROP COLUMN utm_medium,
          DROP COLUMN utm_source,
          DROP COLUMN referrer_host,
          DROP COLUMN landing_page`);
    }
  }
}
