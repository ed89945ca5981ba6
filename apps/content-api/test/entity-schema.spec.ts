import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './test-app';

// The migrations own the tables; the entities only map them. Every column an entity maps must be one the
// migrations made, or the first query that touches it fails at run time (an embedded staff snapshot is
// mapped to author_id, author_name and author_email by the naming strategy, not by its decorators).
describe('entity mapping against the migrated schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 90_000);
  afterAll(() => t?.close());

  it('maps only columns that exist, in every table of every entity', async () => {
    const db = t.app.get(DataSource);
    const existing = new Set(
      ((await db.query('SELECT table_schema, table_name, column_name FROM information_schema.columns')) as { table_schema: string; table_name: string; column_name: string }[]).map(
        (c) => `${c.table_schema}.${c.table_name}.${c.column_name}`,
      ),
    );
    const mapped = db.entityMetadatas.flatMap((entity) => entity.columns.map((column) => `${entity.schema ?? 'content'}.${entity.tableName}.${column.databaseName}`));
    expect(mapped.length).toBeGreaterThan(100);
    expect(mapped.filter((column) => !existing.has(column))).toEqual([]);
    expect(mapped).toEqual(expect.arrayContaining(['content.enquiry_notes.author_email', 'content.enquiry_status_changes.changed_by_id', 'content.push_subscriptions.user_name', 'content.enquiry_first_contacts.by_id']));
  });
});
