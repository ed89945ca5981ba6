import type { MigrationInterface, QueryRunner } from 'typeorm';
import { firstRefuseChange } from './frozen-audit-sql';

// Until now any database session could empty the audit log: the trigger let a DELETE through whenever the
// session-level setting audit.prune_before was set, and any session may set it. From now on a DELETE passes only
// when it runs as the role hvac_audit_pruner (NOLOGIN: no one signs in as it), which owns audit.prune() and runs it
// as SECURITY DEFINER, and only for rows older than the cut-off prune() itself sets. Sessions can still call
// audit.prune(days), which never deletes anything younger than a day.
export class RestrictAuditPrune1796030100000 implements MigrationInterface {
  name = 'RestrictAuditPrune1796030100000';

  async up(db: QueryRunner): Promise<void> {
    // Roles belong to the whole cluster: another database (or a parallel migration) may have made it already.
    await db.query(`
      DO $$ BEGIN
        CREATE ROLE hvac_audit_pruner NOLOGIN;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    await db.query(`GRANT USAGE ON SCHEMA audit TO hvac_audit_pruner`);
    await db.query(`GRANT SELECT, DELETE ON audit.entries TO hvac_audit_pruner`);
    await db.query(`
      CREATE OR REPLACE FUNCTION audit.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        prune_before text := current_setting('audit.prune_before', true);
      BEGIN
        IF TG_OP = 'DELETE' AND current_user = 'hvac_audit_pruner' AND prune_before IS NOT NULL AND prune_before <> ''
           AND OLD.at < prune_before::timestamptz THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit entries can only be appended' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await db.query(`ALTER FUNCTION audit.prune(integer) OWNER TO hvac_audit_pruner`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER FUNCTION audit.prune(integer) OWNER TO CURRENT_USER`);
    await db.query(firstRefuseChange('CREATE OR REPLACE'));
    await db.query(`REVOKE ALL ON audit.entries FROM hvac_audit_pruner`);
    await db.query(`REVOKE USAGE ON SCHEMA audit FROM hvac_audit_pruner`);
  }
}
