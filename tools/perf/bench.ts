// `npm run bench`: throughput and latency through the gateway of a production-mode stack, every run
// with the same tool (wrk) and settings, against a reference R = nginx serving a 1 KB static file.
// Prints one table, writes it to tmp/bench-report.md and exits 1 when a target is missed:
// - public GETs served from the micro-cache: at least 0.5 R;
// - uncached database-backed GETs (content-api reads, cache bypassed with an Authorization header,
//   which the gateway never caches): at least 0.05 R, and p99 under 100 ms at 70 % of that rate;
// - 500 concurrent identical page requests: at most 2 backend requests per second per URL, counted by
//   a proxy between the gateway and the service.
// Sign-in is reported (argon2id bounds it), not held to a target.
import { startBenchGateway, referencePath } from './bench-gateway';
import { startCountingProxy } from './counting-proxy';
import { fmt, markdownTable, publishReport, runCommand } from './report';
import { startPerfStack, stopOnSignals } from './stack';
import { runWrk, type WrkOptions, type WrkResult, wrkAvailable } from './wrk';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
// Correct sign-ins never trip the login throttle as long as no more than 5 are in flight per account
// (each success clears the account counter and gives the address its point back); 4 also keeps the
// 4 libuv threads that run argon2 busy.
const signInConnections = 4;
const burstConnections = 500;
const bypass = { Authorization: 'Bearer bench-cache-bypass' };

type Row = { name: string; kind: string; result: WrkResult; ratio: number; target: string; pass: boolean | null; connections: number };

const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  if (!wrkAvailable()) throw new Error('wrk is not installed (Debian: apt-get install wrk)');
  const started = Date.now();
  // Two replicas of each API, as deploy/k8s runs them (replicas: 2, HPA minimum 2).
  const stack = await startPerfStack({ label: 'bench', gateway: startBenchGateway, replicas: { authApi: 2, contentApi: 2 } });
  const release = stopOnSignals(stack);
  let exitCode = 1;
  try {
    const base = stack.baseUrl.replace('localhost', '127.0.0.1');
    const pages = (await (await fetch(`${base}/api/locationpages`)).json()) as { data?: { slug_url?: string }[] };
    const slug = pages.data?.[0]?.slug_url;
    if (!slug) throw new Error('no location page to read: the seed content is missing');
    const locationPath = `/api/locationpages/url/${slug}`;

    const run = async (name: string, options: Omit<WrkOptions, 'url' | 'connections' | 'durationSeconds'> & { path: string; connections?: number; seconds?: number }) => {
      const url = `${base}${options.path}`;
      // A short warm-up fills caches, JIT and connection pools before the measured run.
      await runWrk({ ...options, url, connections: options.connections ?? connections, durationSeconds: 2 });
      const result = await runWrk({ ...options, url, connections: options.connections ?? connections, durationSeconds: options.seconds ?? seconds });
      log(`  ${name.padEnd(44)} ${fmt.n(result.rps).padStart(8)} req/s  p50 ${fmt.ms(result.p50).padStart(8)}  p99 ${fmt.ms(result.p99).padStart(8)}  ≥400: ${result.badStatus}  socket errors: ${result.socketErrors}`);
      return result;
    };

    log(`\nBench through the gateway at ${base}: wrk, ${connections} connections, ${seconds} s per run, Accept-Encoding: gzip`);
    const reference = await run(`R: nginx static 1 KB (${referencePath})`, { path: referencePath });
    const rows: Row[] = [];
    const add = (name: string, kind: string, result: WrkResult, target: string, pass: boolean | null, conns = connections) =>
      rows.push({ name, kind, result, ratio: result.rps / reference.rps, target, pass, connections: conns });
    add('R: 1 KB static file', 'reference', reference, '—', null);

    for (const [name, path] of [
      ['GET / (server-rendered)', '/'],
      ['GET /blogs', '/blogs'],
      [`GET ${locationPath}`, locationPath],
    ] as const) {
      const result = await run(`${name}, micro-cached`, { path });
      const ratio = result.rps / reference.rps;
      add(name, 'micro-cached', result, '≥ 0.5 R', ratio >= 0.5 && result.badStatus === 0 && result.socketErrors === 0);
    }

    const uncached: { name: string; path: string; databaseBacked: boolean; result?: WrkResult }[] = [
      { name: 'GET / (server-rendered)', path: '/', databaseBacked: false },
      { name: 'GET /blogs', path: '/blogs', databaseBacked: true },
      { name: `GET ${locationPath}`, path: locationPath, databaseBacked: true },
    ];
    for (const item of uncached) {
      item.result = await run(`${item.name}, uncached`, { path: item.path, headers: bypass });
      const ratio = item.result.rps / reference.rps;
      if (item.databaseBacked) add(item.name, 'uncached', item.result, '≥ 0.05 R', ratio >= 0.05 && item.result.badStatus === 0);
      else add(item.name, 'uncached (SSR)', item.result, 'reported', null);
    }
    for (const item of uncached.filter((u) => u.databaseBacked)) {
      const rate = 0.7 * (item.result?.rps ?? 0);
      const paced = await run(`${item.name}, uncached at 70 % (${fmt.n(rate)} req/s)`, { path: item.path, headers: bypass, rate });
      add(item.name, `uncached at 70 % (${fmt.n(rate)}/s)`, paced, 'p99 < 100 ms', paced.p99 < 100 && paced.badStatus === 0);
    }

    const signIn = await run('POST /api/users/login (correct password)', {
      path: '/api/users/login',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: stack.admin.email, password: stack.admin.password }),
      connections: signInConnections,
    });
    add('POST /api/users/login', 'sign-in (argon2id)', signIn, 'reported', null, signInConnections);

    // 500 concurrent identical requests per URL, each URL cold at the start: the gateway's cache lock
    // and stale-while-updating must keep the backend at about one request per second per URL.
    log(`\n${burstConnections} concurrent identical requests per URL; backend requests counted between gateway and service`);
    const webCounters = await Promise.all([stack.upstreams.web].flat().map((a) => startCountingProxy(a)));
    const contentCounters = await Promise.all([stack.upstreams.contentApi].flat().map((a) => startCountingProxy(a)));
    await stack.gateway.reload({ ...stack.upstreams, web: webCounters.map((c) => c.address), contentApi: contentCounters.map((c) => c.address) });
    const burstRows: { url: string; result: WrkResult; total: number; maxPerSecond: number; pass: boolean }[] = [];
    try {
      for (const [path, counters] of [
        // Query strings make the URLs cold (the cache key holds them); content-api answers 400 to
        // parameters it does not know, so its URL uses one it does.
        ['/?burst', webCounters],
        ['/blog?burst', webCounters],
        ['/blogs?offset=0', contentCounters],
      ] as const) {
        for (const counter of counters) counter.reset();
        const result = await runWrk({ url: `${base}${path}`, connections: burstConnections, durationSeconds: seconds });
        const bySecond = new Map<number, number>();
        for (const counter of counters) for (const [second, n] of counter.counts.get(path) ?? []) bySecond.set(second, (bySecond.get(second) ?? 0) + n);
        const perSecond = [...bySecond.values()];
        const total = perSecond.reduce((a, b) => a + b, 0);
        const maxPerSecond = Math.max(0, ...perSecond);
        const pass = maxPerSecond <= 2 && result.badStatus === 0 && result.socketErrors === 0;
        burstRows.push({ url: path, result, total, maxPerSecond, pass });
        log(`  ${path.padEnd(16)} ${fmt.n(result.rps)} req/s, p99 ${fmt.ms(result.p99)}, ${result.requests} requests -> ${total} at the backend in ${seconds} s (max ${maxPerSecond} in one second)`);
      }
    } finally {
      await stack.gateway.reload(stack.upstreams);
      await Promise.all([...webCounters, ...contentCounters].map((c) => c.stop()));
    }

    const table = markdownTable(
      ['request', 'mode', 'conns', 'req/s', 'p50', 'p99', 'ratio to R', '≥400 / socket errors', 'target', 'result'],
      rows.map((r) => [
        r.name,
        r.kind,
        r.connections,
        fmt.n(r.result.rps),
        fmt.ms(r.result.p50),
        fmt.ms(r.result.p99),
        r.kind === 'reference' ? '1.00' : r.ratio.toFixed(r.ratio < 0.1 ? 3 : 2),
        `${r.result.badStatus} / ${r.result.socketErrors}`,
        r.target,
        r.pass === null ? '' : r.pass ? 'met' : 'MISSED',
      ]),
    );
    const burstTable = markdownTable(
      ['URL (500 concurrent, identical)', 'req/s', 'p99', 'requests', 'reached the backend', 'max per second', 'target', 'result'],
      burstRows.map((b) => [b.url, fmt.n(b.result.rps), fmt.ms(b.result.p99), b.result.requests, b.total, b.maxPerSecond, '≤ 2 / s', b.pass ? 'met' : 'MISSED']),
    );
    const missed = [...rows.filter((r) => r.pass === false).map((r) => `${r.name} ${r.kind}`), ...burstRows.filter((b) => !b.pass).map((b) => `burst ${b.url}`)];
    exitCode = publishReport(
      'bench',
      `Two replicas each of auth-api and content-api, one web, production mode. wrk 2 threads, ${seconds} s per run after a 2 s warm-up, Accept-Encoding: gzip; uncached = \`Authorization\` header (the gateway neither serves nor stores those from its cache).`,
      [table, burstTable],
      missed,
      started,
    );
  } finally {
    release();
    await stack.stop();
  }
  process.exit(exitCode);
}

runCommand('bench', main);
