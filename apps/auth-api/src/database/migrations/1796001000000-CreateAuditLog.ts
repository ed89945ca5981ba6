import type { MigrationInterface, QueryRunner } from 'typeorm';
import { firstRefuseChange } from './frozen-audit-sql';

// An append-only audit log in its own schema. A trigger refuses every UPDATE, and every DELETE except the
// retention prune: audit.prune() marks its transaction with the cut-off, and only rows older than that go.
export class CreateAuditLog1796001000000 implements MigrationInterface {
  name = 'CreateAuditLog1796001000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA IF NOT EXISTS audit`);
    await db.query(`
      CREATE TABLE audit.entries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        action varchar(100) NOT NULL,
        actor_id uuid,
        actor_email varchar(254),
        target varchar(200),
        outcome varchar(40) NOT NULL,
        address varchar(64)
      )`);
    await db.query(`CREATE INDEX entries_at_idx ON audit.entries (at)`);
    await db.query(firstRefuseChange('CREATE'));
    await db.query(`
      CREATE TRIGGER entries_append_only BEFORE UPDATE OR DELETE ON audit.entries
      FOR EACH ROW EXECUTE FUNCTION audit.refuse_change()`);
    await db.query(`CREATE TRIGGER entries_no_truncate BEFORE TRUNCATE ON audit.entries EXECUTE FUNCTION audit.refuse_change()`);
    await db.query(`
      CREATE FUNCTION audit.prune(retention_days integer) RETURNS bigint
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = audit, pg_temp AS $$
      DECLARE
        removed bigint;
      BEGIN
        IF retention_days IS NULL OR retention_days < 1 THEN
          RAISE EXCEPTION 'retention must be at least one day';
        END IF;
        PERFORM set_config('audit.prune_before', (now() - make_interval(days => retention_days))::text, true);
        DELETE FROM audit.entries WHERE at < now() - make_interval(days => retention_days);
        GET DIAGNOSTICS removed = ROW_COUNT;
        PERFORM set_config('audit.prune_before', '', true);
        RETURN removed;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP SCHEMA audit CASCADE`);
  }
}
