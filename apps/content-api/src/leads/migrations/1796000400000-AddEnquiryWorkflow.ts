import type { MigrationInterface, QueryRunner } from 'typeorm';

// The two per-enquiry logs: each row is one staff member's act (who, by id, name and address, and when),
// removed with the enquiry, and read per enquiry in time order. The text this builds is what the applied
// migration ran: keep it byte for byte.
type EnquiryLog = { table: string; columns: string[]; who: string; at: string };
const enquiryLogs: EnquiryLog[] = [
  { table: 'enquiry_status_changes', columns: ['from_status varchar(20) NOT NULL', 'to_status varchar(20) NOT NULL'], who: 'changed_by', at: 'changed_at' },
  { table: 'enquiry_notes', columns: ['body text NOT NULL'], who: 'author', at: 'created_at' },
];
const createEnquiryLog = ({ table, columns, who, at }: EnquiryLog) => `
      CREATE TABLE content.${table} (
        id serial PRIMARY KEY,
        enquiry_id integer NOT NULL REFERENCES content.enquiries (id) ON DELETE CASCADE,
${columns.map((column) => `        ${column},\n`).join('')}        ${who}_id varchar(64) NOT NULL,
        ${who}_name varchar(100) NOT NULL,
        ${who}_email varchar(254) NOT NULL,
        ${at} timestamptz NOT NULL DEFAULT now()
      )`;

// The owner's follow-up of an enquiry: the statuses contacted, booked and closed, who changed the
// status and when (the latest on the row for the list, every change in enquiry_status_changes),
// internal notes, an assignee, and a trigram index for the admin search.
export class AddEnquiryWorkflow1796000400000 implements MigrationInterface {
  name = 'AddEnquiryWorkflow1796000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.enquiries DROP CONSTRAINT enquiries_status_check`);
    await q.query(`
      ALTER TABLE content.enquiries
        ADD CONSTRAINT enquiries_status_check CHECK (status IN ('new', 'contacted', 'booked', 'closed', 'spam')),
        ADD COLUMN status_changed_at timestamptz,
        ADD COLUMN status_changed_by_name varchar(100),
        ADD COLUMN status_changed_by_email varchar(254),
        ADD COLUMN assignee_id varchar(64),
        ADD COLUMN assignee_name varchar(100)`);
    // The retention sweep looks for closed enquiries by the time they were closed.
    await q.query(`CREATE INDEX enquiries_closed_idx ON content.enquiries (status_changed_at) WHERE status = 'closed'`);
    for (const log of enquiryLogs) {
      await q.query(createEnquiryLog(log));
      await q.query(`CREATE INDEX ${log.table}_enquiry_idx ON content.${log.table} (enquiry_id, ${log.at})`);
    }
    // pg_trgm is a trusted extension (Postgres 13+): the database's owner may create it. The index
    // serves ILIKE '%term%' over exactly this expression (see enquirySearchText).
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE INDEX enquiries_search_idx ON content.enquiries USING gin ((name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || subject || ' ' || message) gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX content.enquiries_search_idx`);
    await q.query(`DROP TABLE content.enquiry_notes`);
    await q.query(`DROP TABLE content.enquiry_status_changes`);
    await q.query(`DROP INDEX content.enquiries_closed_idx`);
    // The earlier release knows only new and spam: a followed-up enquiry reads as new again.
    await q.query(`UPDATE content.enquiries SET status = 'new' WHERE status IN ('contacted', 'booked', 'closed')`);
    await q.query(`
      ALTER TABLE content.enquiries
        DROP CONSTRAINT enquiries_status_check,
        ADD CONSTRAINT enquiries_status_check CHECK (status IN ('new', 'spam')),
        DROP COLUMN status_changed_at,
        DROP COLUMN status_changed_by_name,
        DROP COLUMN status_changed_by_email,
        DROP COLUMN assignee_id,
        DROP COLUMN assignee_name`);
  }
}
