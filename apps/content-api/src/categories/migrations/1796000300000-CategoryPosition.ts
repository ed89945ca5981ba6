import type { MigrationInterface, QueryRunner } from 'typeorm';

// The owner orders categories on the Categories screen; existing ones keep their creation order.
export class CategoryPosition1796000300000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.categories ADD COLUMN position integer NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE content.categories c SET position = ranked.n
      FROM (SELECT category_id, row_number() OVER (ORDER BY category_id) AS n FROM content.categories) ranked
      WHERE ranked.category_id = c.category_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.categories DROP COLUMN position`);
  }
}
