// What an upgrade must keep, read from the running stack: every table's row count and checksum (all
// schemas but Postgres' own), and every object of the media bucket with its size and SHA-256. After an
// upgrade the checksums cover the columns the table had before: a column a migration adds is new data,
// not a change to what was kept.
import { command } from '../containers/docker';

export type TableSum = { table: string; columns: string[]; rows: number; md5: string };
export type ObjectSum = { key: string; size: number; sha256: string };
export type Snapshot = { tables: TableSum[]; objects: ObjectSum[] };

// Run inside the postgres container with the image's own psql.
async function psql(postgresId: string, env: Record<string, string>, sql: string): Promise<string> {
  return command('docker', ['exec', '-e', `PGPASSWORD=${env.POSTGRES_PASSWORD}`, postgresId, 'psql', '-h', '127.0.0.1', '-U', env.POSTGRES_USER as string, '-d', env.POSTGRES_DB as string, '-At', '-F', '|', '-c', sql]);
}

// `keep`: the snapshot taken before the upgrade; each table is then summed over the columns it had
// then (those still there: a dropped column shows as a shorter column list).
export async function tableSums(postgresId: string, env: Record<string, string>, keep?: TableSum[]): Promise<TableSum[]> {
  const listing = await psql(
    postgresId,
    env,
    "SELECT quote_ident(c.table_schema) || '.' || quote_ident(c.table_name), string_agg(quote_ident(c.column_name), ',' ORDER BY c.ordinal_position) FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name) WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema') GROUP BY 1 ORDER BY 1",
  );
  const tables = listing
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [table = '', list = ''] = line.split('|');
      const now = list.split(',');
      const then = keep?.find((t) => t.table === table)?.columns;
      return { table, columns: then ? then.filter((c) => now.includes(c)) : now };
    });
  if (tables.length === 0) return [];
  // Each row (of those columns) as text, sorted, hashed: the same rows give the same sum whatever their physical order.
  const sql = tables
    .map(({ table, columns }) => {
      const row = `ROW(${columns.map((c) => `r.${c}`).join(', ')})::text`;
      return `SELECT '${table.replace(/'/g, "''")}', count(*), coalesce(md5(string_agg(${row}, E'\\n' ORDER BY ${row})), '') FROM ${table} r`;
    })
    .join(' UNION ALL ');
  const sums = new Map(
    (await psql(postgresId, env, sql))
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [table = '', rows = '0', md5 = ''] = line.split('|');
        return [table, { rows: Number(rows), md5 }] as const;
      }),
  );
  return tables.map(({ table, columns }) => ({ table, columns, rows: sums.get(table)?.rows ?? 0, md5: sums.get(table)?.md5 ?? '' })).sort((a, b) => a.table.localeCompare(b.table));
}

// Lists and hashes the bucket from inside content-api's container, with its own S3 client and
// credentials: the same for MinIO and for the stand-in.
const listBucket = `
const Minio = require('minio');
const crypto = require('node:crypto');
const u = new URL(process.env.S3_ENDPOINT);
const client = new Minio.Client({ endPoint: u.hostname, port: Number(u.port) || (u.protocol === 'https:' ? 443 : 80), useSSL: u.protocol === 'https:', accessKey: process.env.S3_ACCESS_KEY, secretKey: process.env.S3_SECRET_KEY, region: process.env.S3_REGION, pathStyle: true });
(async () => {
  const keys = [];
  for await (const o of client.listObjectsV2(process.env.S3_BUCKET, '', true)) keys.push(o.name);
  const out = [];
  for (const key of keys.sort()) {
    const hash = crypto.createHash('sha256');
    let size = 0;
    for await (const chunk of await client.getObject(process.env.S3_BUCKET, key)) { hash.update(chunk); size += chunk.length; }
    out.push({ key, size, sha256: hash.digest('hex') });
  }
  console.log(JSON.stringify(out));
})().catch((e) => { console.error(e.message); process.exit(1); });
`;

export async function objectSums(contentApiId: string): Promise<ObjectSum[]> {
  return JSON.parse(await command('docker', ['exec', contentApiId, 'node', '-e', listBucket])) as ObjectSum[];
}

// `added`: a table this release creates (nothing of it to keep).
export type TableComparison = { table: string; before: number; after: number; same: boolean; added: boolean; expectedChange: boolean };

export function compareTables(before: TableSum[], after: TableSum[], expectedToChange: (table: string) => boolean): TableComparison[] {
  const names = [...new Set([...before, ...after].map((t) => t.table))].sort();
  return names.map((table) => {
    const b = before.find((t) => t.table === table);
    const a = after.find((t) => t.table === table);
    const same = Boolean(a && b && a.md5 === b.md5 && a.rows === b.rows && a.columns.length === b.columns.length);
    return { table, before: b?.rows ?? -1, after: a?.rows ?? -1, same, added: !b && Boolean(a), expectedChange: expectedToChange(table) };
  });
}
