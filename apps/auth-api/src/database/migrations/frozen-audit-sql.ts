// FROZEN: applied migrations send this text. CreateAuditLog creates the audit log's first refuse_change() with it,
// and RestrictAuditPrune's down() puts that same function back. Never change a character of it: a new rule is a new
// migration with text of its own.
export const firstRefuseChange = (create: 'CREATE' | 'CREATE OR REPLACE') => `
      ${create} FUNCTION audit.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        prune_before text := current_setting('audit.prune_before', true);
      BEGIN
        IF TG_OP = 'DELETE' AND prune_before IS NOT NULL AND prune_before <> '' AND OLD.at < prune_before::timestamptz THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit entries can only be appended' USING ERRCODE = 'insufficient_privilege';
      END $$`;
