// The bench's admin-lists row: with the stack's database seeded at scale (tools/seed-scale: 1,000 posts,
// 300 town pages, 20,000 enquiries, 5,000 subscribers...), every admin list answers its first page, its
// last page and a search in under 300 ms at p95, through the gateway with an owner's token.
// Requests go 4 at a time, each from another client address (as the bench's uncached rows), so the
// gateway's per-address limit measures nothing here; the latency is the services' and the database's.
import { randomInt } from 'node:crypto';
import { seedScale } from '../seed-scale/seed-scale';
import { fmt, markdownTable } from './report';
import type { PerfStack } from './stack';

export const adminListTargetMs = 300;
const requestsPerList = Number(process.env['BENCH_ADMIN_LIST_REQUESTS'] ?? 100);
const warmUpRequests = 10;
const concurrency = 4;

// Each list's first page, its last page at the seeded scale and a search (20 a page, as the screens ask).
const lists: [string, string][] = [
  ['posts, first page', '/api/admin/blogs?limit=20'],
  ['posts, last page', '/api/admin/blogs?limit=20&offset=1000'],
  ['posts, search by title', '/api/admin/blogs?limit=20&q=heat%20pump'],
  ['town pages, last page', '/api/admin/locationpages?limit=20&offset=300'],
  ['town pages, search', '/api/admin/locationpages?limit=20&q=town%2029'],
  ['enquiries, first page', '/api/admin/enquiries?limit=20'],
  ['enquiries, last page', '/api/admin/enquiries?limit=20&offset=19990'],
  ['enquiries, search', '/api/admin/enquiries?limit=20&q=boiler'],
  ['subscribers, last page', '/api/admin/subscribers?limit=20&offset=4990'],
  ['subscribers, search by e-mail', '/api/admin/subscribers?limit=20&q=reader499'],
  ['redirects, last page', '/api/admin/redirects?limit=20&offset=490'],
  ['redirects, search by path', '/api/admin/redirects?limit=20&q=old-0042'],
  ['media, last page', '/api/admin/media?limit=20&offset=490'],
  ['media, search', '/api/admin/media?limit=20&q=thermostat'],
  ['audit, last page', '/api/users/audit?limit=20&offset=20000'],
  ['audit, search by actor', '/api/users/audit?limit=20&who=staff3%40'],
];

type ListResult = { name: string; path: string; p50: number; p95: number; bad: number; total: number | null };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function measureAdminLists(stack: PerfStack, log: (line: string) => void): Promise<{ table: string; missed: string[] }> {
  log('\nAdmin lists at scale: seeding the database');
  await seedScale(stack.databaseUrl, undefined, log);
  const base = stack.baseUrl.replace('localhost', '127.0.0.1');
  const signIn = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: stack.admin.email, password: stack.admin.password }) });
  const token = ((await signIn.json()) as { token?: string }).token;
  if (!token) throw new Error(`the bench's owner could not sign in (${signIn.status})`);

  const timed = async (path: string): Promise<{ ms: number; status: number; total: number | null }> => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}` } });
    const body = (await res.json()) as { total?: number; data?: { total?: number } };
    return { ms: performance.now() - started, status: res.status, total: body.data?.total ?? body.total ?? null };
  };

  const results: ListResult[] = [];
  const users: [string, string] = ['users, search by e-mail', `/api/users?limit=20&q=${encodeURIComponent(stack.admin.email.split('@')[0] ?? '')}`];
  for (const [name, path] of [...lists, users]) {
    for (let i = 0; i < warmUpRequests; i++) await timed(path);
    const samples: { ms: number; status: number; total: number | null }[] = [];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (samples.length < requestsPerList) samples.push(await timed(path));
      }),
    );
    const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
    const result = { name, path, p50: percentile(sorted, 50), p95: percentile(sorted, 95), bad: samples.filter((s) => s.status !== 200).length, total: samples[0]?.total ?? null };
    results.push(result);
    log(`  ${name.padEnd(32)} p50 ${fmt.ms(result.p50).padStart(8)}  p95 ${fmt.ms(result.p95).padStart(8)}  total ${result.total ?? '—'}  non-200: ${result.bad}`);
  }

  const met = (r: ListResult) => r.p95 < adminListTargetMs && r.bad === 0;
  const table = markdownTable(
    ['admin list (owner token, 4 at a time)', 'request', 'rows in all', 'p50', 'p95', 'non-200', 'target', 'result'],
    results.map((r) => [r.name, `GET ${r.path}`, r.total ?? '—', fmt.ms(r.p50), fmt.ms(r.p95), r.bad, `p95 < ${adminListTargetMs} ms`, met(r) ? 'met' : 'MISSED']),
  );
  return { table, missed: results.filter((r) => !met(r)).map((r) => `admin list ${r.name}`) };
}
