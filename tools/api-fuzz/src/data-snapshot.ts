// Row counts and a checksum of every table of the services' database (every schema), to tell whether a request changed
// stored data. Order-independent: the rows' hashes are sorted before they are combined.
import { Client } from 'pg';

export type Snapshot = Map<string, { rows: number; hash: string }>;

// What a refused request rightly writes: the audit log records refused and forbidden actions too, a
// session's last use moves whenever a service checks its token (content-api asks auth-api on every call),
// and a session ends after repeated wrong current passwords (the password and second-factor routes refuse
// the third with 401 and revoke the session that sent it, so a stolen session cannot keep guessing).
export const volatileData: { tables: string[]; columns: Record<string, string[]> } = {
  tables: ['audit.entries'],
  columns: { 'auth.sessions': ['last_used_at', 'revoked_at'] },
};

export class DataSnapshots {
  private readonly client: Client;
  private query = '';

  constructor(
    databaseUrl: string,
    private readonly ignore: { tables: string[]; columns: Record<string, string[]> },
    // Schemas another run watches (the other service's own), while both are fuzzed at once.
    private readonly otherSchemas: string[] = [],
  ) {
    this.client = new Client({ connectionString: databaseUrl });
  }

  async open(): Promise<void> {
    await this.client.connect();
    const { rows } = await this.client.query<{ table_name: string }>(
      "SELECT table_schema || '.' || table_name AS table_name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    const tables = rows.map((r) => r.table_name).filter((t) => !this.ignore.tables.includes(t) && !this.otherSchemas.includes(t.split('.')[0] ?? ''));
    this.query = tables
      .map((table) => {
        const dropped = (this.ignore.columns[table] ?? []).map((c) => ` - '${c}'`).join('');
        const row = `md5((to_jsonb(t)${dropped})::text)`;
        return `SELECT '${table}' AS name, count(*)::int AS rows, coalesce(md5(string_agg(${row}, '' ORDER BY ${row})), '') AS hash FROM ${table.split('.').map((part) => `"${part}"`).join('.')} t`;
      })
      .join(' UNION ALL ');
  }

  async take(): Promise<Snapshot> {
    const { rows } = await this.client.query<{ name: string; rows: number; hash: string }>(this.query);
    return new Map(rows.map((r) => [r.name, { rows: r.rows, hash: r.hash }]));
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

// The tables whose rows differ, with their counts before and after.
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const changes: string[] = [];
  for (const [table, now] of after) {
    const was = before.get(table);
    if (!was || was.hash !== now.hash) changes.push(`${table} (${was?.rows ?? 0} -> ${now.rows} rows)`);
  }
  return changes;
}
