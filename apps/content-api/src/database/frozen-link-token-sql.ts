// FROZEN: applied migrations send this text (HashSubscriberTokens for subscriber_tokens, CreateReviewRequests for
// review_tokens). Never change a character of it: a new link-token table writes text of its own, or a new copy.
// A link token with a purpose, kept as its SHA-256 and removed with the row it belongs to.
export type PurposedLinkTokenTable = { table: string; owner: string; ownerTable: string; purposes: string[] };

export const createPurposedLinkTokenTable = ({ table, owner, ownerTable, purposes }: PurposedLinkTokenTable) => `
      CREATE TABLE content.${table} (
        token_hash char(64) PRIMARY KEY,
        ${owner} integer NOT NULL REFERENCES content.${ownerTable} (id) ON DELETE CASCADE,
        purpose varchar(12) NOT NULL CHECK (purpose IN (${purposes.map((purpose) => `'${purpose}'`).join(', ')})),
        created_at timestamptz NOT NULL DEFAULT now()
      )`;
