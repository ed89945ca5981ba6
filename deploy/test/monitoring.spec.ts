// The monitoring of deploy/monitoring and deploy/k8s/components/monitoring: the alert rules pass
// `promtool check rules`; the PrometheusRule carries exactly the rules file; every metric that a rule
// or a dashboard panel names is one the real services expose (the four built services are started on
// a real Postgres (archiving its WAL, with backup.status written by the backup job's own function),
// Redis and object store, and their metrics ports scraped) or one of the exporters' listed below;
// promtool's unit tests of the backup alerts pass; the metrics ports answer while the real gateway in
// front of the services answers /metrics with 404; and the Kubernetes component scrapes a `metrics`
// port that each selected pod has, from the monitoring namespace only.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Managed,
  reservePortBlock,
  type RunningGateway,
  startGateway,
  startLocalPostgres,
  startLocalRedis,
  startLocalS3,
  startProcess,
} from '@hvac/test-harness';
import { Client } from 'pg';
import { parse, parseAllDocuments } from 'yaml';

const root = path.resolve(__dirname, '../..');
const monitoringDir = path.join(root, 'deploy/monitoring');
const ruleFile = path.join(monitoringDir, 'alert-rules.yml');
const dashboardFile = path.join(monitoringDir, 'grafana-dashboard.json');
const prometheusRuleFile = path.join(root, 'deploy/k8s/components/monitoring/prometheus-rules.yaml');
const ruleTestFile = path.join(monitoringDir, 'alert-rules.test.yml');
const backupCommon = path.join(root, 'deploy/backup/bin/common.sh');

type Rule = { alert?: string; record?: string; expr: string; for?: string; labels?: Record<string, string> };
type RuleFile = { groups: { name: string; rules: Rule[] }[] };
type Panel = { title: string; targets?: { expr: string }[] };

const rules = parse(fs.readFileSync(ruleFile, 'utf8')) as RuleFile;
const dashboard = JSON.parse(fs.readFileSync(dashboardFile, 'utf8')) as { panels: Panel[] };

// Metrics of the exporters the rules and the dashboard also read, which this project does not run
// itself: Prometheus's own `up`; nginx-prometheus-exporter (the gateway's stub_status); mtail's
// deploy/monitoring/gateway-cache.mtail (the gateway's micro-cache, checked against a real mtail by
// gateway-cache-stats.spec.ts); node-exporter (expected on every host or node, for the disk alerts).
const exporterMetrics = new Set([
  'up',
  'nginx_up',
  'nginx_http_requests_total',
  'nginx_connections_active',
  'hvac_gateway_cache_responses_total',
  'node_filesystem_avail_bytes',
  'node_filesystem_size_bytes',
  'node_filesystem_readonly',
]);

const promqlWords = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

// The metric names of a PromQL expression: identifiers that are not functions, keywords, label names
// (in braces or grouping clauses) or parts of strings and durations.
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, '');
  return [...bare.matchAll(/(?<![A-Za-z0-9_:])[A-Za-z_:][A-Za-z0-9_:]*(?![A-Za-z0-9_:]|\s*\()/g)]
    .map((m) => m[0])
    .filter((name, i, all) => !promqlWords.has(name.toLowerCase()) && all.indexOf(name) === i)
    .filter((name) => !/^\d/.test(name));
}

// The series names a scrape offers: each metric family's name, a histogram's with _bucket, _sum and _count.
function exposedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name as string);
    if (type === 'histogram' || type === 'summary') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}

// record_status of deploy/backup/bin/common.sh, as the backup job runs it after each run (psql, Debian's postgresql-client).
function recordBackupStatus(databaseUrl: string, kind: string, ok: 'true' | 'false'): void {
  const started = new Date(Date.now() - 60_000).toISOString();
  execFileSync('sh', ['-c', '. "$0" && record_status "$@"', backupCommon, kind, ok, started, ok === 'true' ? 'test run' : 'test failure', '4096'], {
    env: { PATH: process.env['PATH'] ?? '', DATABASE_URL: databaseUrl },
    stdio: 'pipe',
  });
}

const namedInRules = () => [...new Set(rules.groups.flatMap((g) => g.rules.flatMap((r) => metricNames(r.expr))))].sort();
const namedInDashboard = () => [...new Set(dashboard.panels.flatMap((p) => (p.targets ?? []).flatMap((t) => metricNames(t.expr))))].sort();

describe('alert rules', () => {
  it('pass promtool check rules', () => {
    const result = spawnSync('promtool', ['check', 'rules', ruleFile], { encoding: 'utf8' });
    if (result.error) throw new Error(`promtool is missing (Debian package prometheus): ${result.error.message}`);
    expect(result.stdout + result.stderr).toMatch(/SUCCESS: \d+ rules found/);
    expect(result.status).toBe(0);
  });

  it('alert on mail failing, the queue backing up, errors, latency, an instance down, disks filling, old or failed backups and WAL archiving stalled', () => {
    const alerts = new Map(rules.groups.flatMap((g) => g.rules.map((r) => [r.alert, r] as const)));
    for (const name of ['MailDeliveryFailing', 'MailQueueBackingUp']) expect(alerts.get(name)?.for).toBe('10m');
    for (const name of ['HighErrorRatio', 'HighLatencyP99', 'InstanceDown', 'DiskAlmostFull', 'DiskFillingUp']) expect(alerts.has(name)).toBe(true);
    for (const name of ['BackupTooOld', 'BackupFailed', 'BackupsNotConfigured', 'WalArchivingStalled', 'WalArchiveFailing']) expect(alerts.has(name)).toBe(true);
    for (const rule of alerts.values()) expect(['critical', 'warning']).toContain(rule.labels?.['severity']);
  });

  it('pass their unit tests (promtool test rules): a backup over 26 hours old or failed, WAL archiving stalled while writing or failing', () => {
    const result = spawnSync('promtool', ['test', 'rules', ruleTestFile], { cwd: monitoringDir, encoding: 'utf8' });
    if (result.error) throw new Error(`promtool is missing (Debian package prometheus): ${result.error.message}`);
    expect(`${result.stdout}${result.stderr}`).toMatch(/SUCCESS/);
    expect(result.status).toBe(0);
  });

  it('reads metric names the way PromQL means them', () => {
    expect(metricNames('sum by (job) (rate(http_request_duration_seconds_count{status_code=~"5.."}[5m])) / sum(up) > 0.05')).toEqual([
      'http_request_duration_seconds_count',
      'up',
    ]);
    expect(metricNames('max(a_b) > 300 or absent(c_d) and on(instance) e_f offset 5m')).toEqual(['a_b', 'c_d', 'e_f']);
  });

  it('are the rules of the Kubernetes PrometheusRule, exactly', () => {
    const object = parse(fs.readFileSync(prometheusRuleFile, 'utf8')) as { kind: string; spec: RuleFile };
    expect(object.kind).toBe('PrometheusRule');
    expect(object.spec.groups).toEqual(rules.groups);
  });
});

describe('the Grafana dashboard', () => {
  it('has panels with Prometheus queries over a chosen data source', () => {
    expect(dashboard.panels.length).toBeGreaterThan(10);
    for (const panel of dashboard.panels) expect(panel.targets?.length).toBeGreaterThan(0);
  });
});

// The real services, built (npm test builds first), each with its metrics port, behind the real gateway.
describe('the services’ metrics, scraped from the running services', () => {
  const services = ['web', 'auth-api', 'content-api', 'mailer-worker'] as const;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-monitoring-'));
  const stoppers: (() => Promise<void>)[] = [];
  const scraped = new Map<string, string>();
  let metricsPorts: Record<(typeof services)[number], number>;
  let gateway: RunningGateway;

  const waitFor = async (url: string, proc: Managed, timeoutMs = 90_000): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await fetch(url).catch(() => undefined);
      if (res?.ok) return res.text();
      if (Date.now() > deadline) throw new Error(`${url} did not answer; ${proc.name} said:\n${proc.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  beforeAll(async () => {
    for (const app of ['auth-api', 'content-api', 'mailer-worker']) {
      if (!fs.existsSync(path.join(root, `apps/${app}/dist/main.js`))) throw new Error(`apps/${app} is not built: run npx nx run-many -t build`);
    }
    const pg = await startLocalPostgres(path.join(dataDir, 'postgres'));
    stoppers.push(() => pg.stop());
    await pg.createDatabase('hvac');
    // WAL archiving as compose has it (archive_mode needs a restart); archive_command runs in the data directory.
    await query(pg.url('postgres'), `ALTER SYSTEM SET archive_mode = 'on'`);
    await query(pg.url('postgres'), `ALTER SYSTEM SET archive_command = 'mkdir -p wal-archive && cp %p wal-archive/%f'`);
    await pg.stop();
    await pg.start();
    const redis = await startLocalRedis(path.join(dataDir, 'redis'));
    stoppers.push(() => redis.stop());
    const s3 = await startLocalS3(path.join(dataDir, 's3'));
    stoppers.push(() => s3.stop());
    const block = await reservePortBlock(9);
    await Promise.all(block.map((p) => p.release()));
    const [gatewayPort, web, auth, content, worker, ...metrics] = block.map((p) => p.port) as number[];
    metricsPorts = { web: metrics[0] as number, 'auth-api': metrics[1] as number, 'content-api': metrics[2] as number, 'mailer-worker': metrics[3] as number };
    const common = {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: pg.url('hvac'),
      REDIS_URL: redis.url,
      PUBLIC_SITE_URL: `http://localhost:${gatewayPort}`,
    };
    const start = async (name: (typeof services)[number], entry: string, own: Record<string, string>) => {
      const proc = startProcess(name, process.execPath, [path.join(root, entry)], { cwd: root, quiet: true, env: { ...common, ...own, METRICS_PORT: String(metricsPorts[name]) } });
      stoppers.push(() => proc.stop());
      scraped.set(name, await waitFor(`http://127.0.0.1:${metricsPorts[name]}/metrics`, proc));
    };
    await start('auth-api', 'apps/auth-api/dist/main.js', { PORT: String(auth), KEYS_DIR: path.join(dataDir, 'keys'), ADMIN_PASSWORD: 'monitoring test furnace 4821' });
    await start('content-api', 'apps/content-api/dist/main.js', {
      PORT: String(content),
      // The analytics collector's port: any free one (no beacon is sent here).
      ANALYTICS_PORT: '0',
      JWKS_URL: `http://127.0.0.1:${auth}/api/users/.well-known/jwks.json`,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: 'media',
      SEED_SAMPLE_CONTENT: 'false',
    });
    await start('mailer-worker', 'apps/mailer-worker/dist/main.js', { SMTP_URL: 'smtp://127.0.0.1:1', SMTP_TLS: 'off', HEALTH_PORT: String(worker) });
    // Two workers: the primary answers for both.
    await start('web', 'apps/web/dist/server/main.js', { NODE_ENV: 'production', PORT: String(web), WEB_WORKERS: '2', CONTENT_API_URL: `http://127.0.0.1:${content}` });
    gateway = await startGateway({
      port: gatewayPort as number,
      upstreams: { web: `127.0.0.1:${web}`, authApi: `127.0.0.1:${auth}`, contentApi: `127.0.0.1:${content}`, media: { endpoint: s3.endpoint, bucket: 'media' } },
      dataDir: path.join(dataDir, 'gateway'),
    });
    stoppers.push(() => gateway.stop());
    // The backup job's record, written by its own function: both kinds worked, then a media run failed.
    for (const [kind, ok] of [['database', 'true'], ['media', 'true'], ['media', 'false']] as const) recordBackupStatus(pg.url('hvac'), kind, ok);
    // The services' migrations wrote WAL: archive its file now rather than at archive_timeout.
    await query(pg.url('hvac'), 'SELECT pg_switch_wal()');
    await waitUntil(async () => Number((await query(pg.url('hvac'), 'SELECT archived_count FROM pg_stat_archiver'))[0]?.['archived_count']) > 0);
    // Traffic through the gateway, so that every service has counted requests.
    for (const page of ['/', '/api/blogs', '/blog', '/no-such-page']) await fetch(`${gateway.url}${page}`);
    for (const name of services) scraped.set(name, await (await fetch(`http://127.0.0.1:${metricsPorts[name]}/metrics`)).text());
  }, 240_000);

  afterAll(async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('serves each service’s metrics on its metrics port, and the gateway answers /metrics with 404', async () => {
    for (const name of services) expect(`${name}: ${scraped.get(name)?.includes('# TYPE nodejs_eventloop_lag_seconds gauge')}`).toBe(`${name}: true`);
    for (const target of ['/metrics', '/metrics/', '/api/metrics', '/METRICS']) {
      const res = await fetch(`${gateway.url}${target}`);
      expect(`${target}: ${res.status}`).toBe(`${target}: 404`);
      expect(await res.text()).not.toContain('# TYPE');
    }
  });

  it('counts requests by route template in every HTTP service, web’s two workers summed by its primary', () => {
    expect(scraped.get('web')).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/",status_code="\d+"\} 1$/m);
    expect(scraped.get('web')).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/blog",status_code="\d+"\} \d+$/m);
    // The pages' reads of content-api, by its route templates.
    expect(scraped.get('content-api')).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/[^"]*",status_code="200"\} \d+$/m);
  });

  it('reports the last backup per kind from backup.status and WAL archiving from pg_stat_archiver, as content-api reads them', () => {
    const text = scraped.get('content-api') ?? '';
    expect(text).toMatch(/^hvac_backup_configured 1$/m);
    expect(text).toMatch(/^hvac_backup_last_run_ok\{kind="database"\} 1$/m);
    expect(text).toMatch(/^hvac_backup_last_run_ok\{kind="media"\} 0$/m);
    // The failed media run kept the time of the one that worked.
    for (const kind of ['database', 'media']) expect(text).toMatch(new RegExp(`^hvac_backup_last_success_age_seconds\\{kind="${kind}"\\} \\d`, 'm'));
    expect(text).toMatch(/^hvac_wal_archive_archived_total [1-9]/m);
    expect(text).toMatch(/^hvac_wal_archive_last_archived_age_seconds \d/m);
    expect(text).toMatch(/^hvac_wal_archive_failed_total 0$/m);
    expect(text).toMatch(/^hvac_wal_written_bytes_total [1-9]/m);
  });

  it('exposes every metric that an alert rule or a dashboard panel names', () => {
    const exposed = new Set([...scraped.values()].flatMap((text) => [...exposedNames(text)]));
    const missing = [...namedInRules(), ...namedInDashboard()].filter((name) => !exposed.has(name) && !exporterMetrics.has(name));
    expect([...new Set(missing)]).toEqual([]);
    // Each service's own series, so a renamed metric fails here rather than in production.
    const own = (name: string) => exposedNames(scraped.get(name) ?? '');
    for (const metric of ['hvac_sign_in_failures_total', 'hvac_sign_in_locked_total', 'db_pool_connections']) expect(own('auth-api').has(metric)).toBe(true);
    for (const metric of ['hvac_enquiries_received_total', 'db_pool_waiting_clients', 'http_request_duration_seconds_bucket']) expect(own('content-api').has(metric)).toBe(true);
    for (const metric of ['hvac_mail_queue_jobs', 'hvac_mail_queue_oldest_waiting_age_seconds', 'hvac_mails_sent_total', 'hvac_mails_failed_total']) expect(own('mailer-worker').has(metric)).toBe(true);
    for (const metric of ['http_request_duration_seconds_count', 'process_resident_memory_bytes']) expect(own('web').has(metric)).toBe(true);
  });
});

type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string }; spec: Record<string, unknown> };
type PodSpec = { containers: { name: string; image: string; args?: string[]; ports?: { name?: string; containerPort: number }[] }[] };

describe.each(['dev', 'prod'])('the Kubernetes monitoring component in the %s overlay', (overlay) => {
  const objects = parseAllDocuments(execFileSync('kubectl', ['kustomize', path.join(root, 'deploy/k8s/overlays', overlay)], { encoding: 'utf8' })).map(
    (doc) => doc.toJS() as K8sObject,
  );
  const deployment = (name: string) => objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name) as (K8sObject & { spec: { template: { spec: PodSpec; metadata: { labels: Record<string, string> } } } }) | undefined;

  it('has PodMonitors whose every selected pod has a `metrics` port, for each service and the gateway', () => {
    const monitors = objects.filter((o) => o.kind === 'PodMonitor') as (K8sObject & {
      spec: { selector: { matchExpressions: { key: string; operator: string; values: string[] }[] }; podMetricsEndpoints: { port: string; path: string }[] };
    })[];
    expect(monitors.length).toBeGreaterThan(0);
    const selected = monitors.flatMap((m) => m.spec.selector.matchExpressions.filter((e) => e.key === 'app.kubernetes.io/name' && e.operator === 'In').flatMap((e) => e.values));
    expect(selected.sort()).toEqual(['auth-api', 'content-api', 'gateway', 'mailer-worker', 'web']);
    for (const monitor of monitors) {
      expect(monitor.spec.podMetricsEndpoints).toEqual([
        expect.objectContaining({ port: 'metrics', path: '/metrics' }),
        expect.objectContaining({ port: 'cache-metrics', path: '/metrics' }),
      ]);
    }
    const metricsPort = (name: string) => deployment(name)?.spec.template.spec.containers.flatMap((c) => c.ports ?? []).find((p) => p.name === 'metrics')?.containerPort;
    expect(Object.fromEntries(selected.map((name) => [name, metricsPort(name)]))).toEqual({ web: 9400, 'auth-api': 9401, 'content-api': 9402, 'mailer-worker': 9403, gateway: 9113 });
  });

  it('runs the gateway’s exporter on the stub_status server that the gateway loads', () => {
    const exporter = deployment('gateway')?.spec.template.spec.containers.find((c) => c.name === 'exporter');
    expect(exporter?.image).toMatch(/^nginx\/nginx-prometheus-exporter:\d+\.\d+\.\d+$/);
    const status = fs.readFileSync(path.join(monitoringDir, 'gateway-status.conf'), 'utf8');
    const port = /listen (\d+);/.exec(status)?.[1];
    expect(exporter?.args).toEqual([`--nginx.scrape-uri=http://127.0.0.1:${port}/stub_status`]);
    const configMap = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('gateway-status-')) as (K8sObject & { data: Record<string, string> }) | undefined;
    expect(configMap?.data['gateway-status.conf.template']).toBe(status);
    const volumes = (deployment('gateway')?.spec.template.spec as unknown as { volumes: { name: string; projected?: { sources: { configMap?: { name: string } }[] } }[] }).volumes;
    expect(volumes.find((v) => v.name === 'templates')?.projected?.sources.map((s) => s.configMap?.name)).toContain(configMap?.metadata.name);
  });

  it('lets only the monitoring namespace reach the metrics ports', () => {
    const policy = objects.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'metrics-scrape') as
      | (K8sObject & { spec: { ingress: { from: unknown[]; ports: { port: number }[] }[] } })
      | undefined;
    expect(policy?.spec.ingress).toHaveLength(1);
    expect(policy?.spec.ingress[0]?.from).toEqual([{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }]);
    expect(policy?.spec.ingress[0]?.ports.map((p) => p.port).sort()).toEqual([3903, 9113, 9400, 9401, 9402, 9403]);
  });

  it('carries the alert rules in a PrometheusRule of the overlay’s namespace', () => {
    const rule = objects.find((o) => o.kind === 'PrometheusRule') as (K8sObject & { spec: RuleFile }) | undefined;
    expect(rule?.apiVersion).toBe('monitoring.coreos.com/v1');
    expect(rule?.metadata.namespace).toBe(overlay === 'prod' ? 'hvac' : 'hvac-dev');
    expect(rule?.spec.groups).toEqual(rules.groups);
  });
});
