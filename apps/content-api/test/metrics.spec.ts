import { apiPaths } from '@hvac/contracts';
import { type MetricsServer, startMetricsServer } from '@hvac/server-kit';
import { DataSource } from 'typeorm';
import { dropBackupStatus, recordBackup } from './backup-status-table';
import { contactForm, postJson } from './leads/leads-stack';
import { call, startTestApp, type TestApp } from './test-app';

// The real application with the metrics listener main.ts starts: requests by route template, the
// database pool, process metrics and enquiries by form, urgency and spam, on a port of its own.
describe('metrics', () => {
  let t: TestApp;
  let metrics: MetricsServer;
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  beforeAll(async () => {
    t = await startTestApp();
    metrics = await startMetricsServer(0);
  }, 60_000);
  afterAll(async () => {
    await metrics?.close();
    await t?.close();
  });

  it('counts requests by route template, method and status, never by raw path', async () => {
    expect((await call(t, 'GET', '/single-blog/no-such-post-for-metrics', { token: null })).status).toBe(404);
    expect((await call(t, 'GET', '/no/such/route/at/all', { token: null })).status).toBe(404);
    const text = await scrape();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/single-blog\/:idOrSlug",status_code="404"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="unmatched",status_code="404"\} \d$/m);
    expect(text).not.toContain('no-such-post-for-metrics');
    expect(text).not.toContain('/no/such/route');
  });

  it('shows the database pool, Node process metrics and event-loop lag', async () => {
    const text = await scrape();
    expect(text).toMatch(/^db_pool_connections\{pool="default"\} [1-9]\d*$/m);
    expect(text).toMatch(/^db_pool_idle_connections\{pool="default"\} \d+$/m);
    expect(text).toMatch(/^db_pool_waiting_clients\{pool="default"\} 0$/m);
    expect(text).toMatch(/^db_pool_max_connections\{pool="default"\} [1-9]\d*$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('counts enquiries by form, urgency and spam, a repeated submission once', async () => {
    const urgent = contactForm(1, { formType: 'Get in Touch Form', situation: 'no-heat' });
    expect((await postJson(t, apiPaths.contactForm, urgent)).status).toBe(200);
    expect((await postJson(t, apiPaths.contactForm, urgent)).status).toBe(200);
    expect((await postJson(t, apiPaths.contactForm, contactForm(2, { website: 'http://spam.example' }))).status).toBe(200);
    const text = await scrape();
    expect(text).toMatch(/^hvac_enquiries_received_total\{form="Get in Touch Form",urgent="true",spam="false"\} 1$/m);
    expect(text).toMatch(/^hvac_enquiries_received_total\{form="Contact Page Form",urgent="false",spam="true"\} 1$/m);
  });

  it('says no backups are configured where there is no backup.status, and reports no WAL archiving while archive_mode is off', async () => {
    const text = await scrape();
    expect(text).toMatch(/^hvac_backup_configured 0$/m);
    // Declared (the scrape names them) but without a sample.
    expect(text).toContain('# TYPE hvac_backup_last_success_age_seconds gauge');
    expect(text).not.toMatch(/^hvac_backup_last_(success_age_seconds|run_ok)\{/m);
    expect(text).toContain('# TYPE hvac_wal_archive_failed_total counter');
    expect(text).not.toMatch(/^hvac_wal_\w+ /m);
  });

  it('reports the age and result of the last backup per kind from backup.status, read at each scrape', async () => {
    const db = t.app.get(DataSource);
    try {
      await recordBackup(db, 'database', { ok: true, finishedHoursAgo: 27, lastSuccessHoursAgo: 27 });
      await recordBackup(db, 'media', { ok: false, finishedHoursAgo: 0, lastSuccessHoursAgo: 1 });
      let text = await scrape();
      expect(text).toMatch(/^hvac_backup_configured 1$/m);
      expect(text).toMatch(/^hvac_backup_last_run_ok\{kind="database"\} 1$/m);
      expect(text).toMatch(/^hvac_backup_last_run_ok\{kind="media"\} 0$/m);
      const age = (kind: string) => Number(new RegExp(`^hvac_backup_last_success_age_seconds\\{kind="${kind}"\\} (\\S+)$`, 'm').exec(text)?.[1]);
      expect(age('database')).toBeGreaterThanOrEqual(27 * 3600);
      expect(age('database')).toBeLessThan(27 * 3600 + 60);
      expect(age('media')).toBeGreaterThanOrEqual(3600);
      expect(age('media')).toBeLessThan(3600 + 60);

      // A run that has never worked has a result but no age.
      await recordBackup(db, 'media', { ok: false, finishedHoursAgo: 0, lastSuccessHoursAgo: null });
      text = await scrape();
      expect(text).toMatch(/^hvac_backup_last_run_ok\{kind="media"\} 0$/m);
      expect(text).not.toMatch(/^hvac_backup_last_success_age_seconds\{kind="media"\}/m);
    } finally {
      await dropBackupStatus(db);
    }
    expect(await scrape()).toMatch(/^hvac_backup_configured 0$/m);
  });

  it('serves metrics only on the metrics port: the API port has no /metrics', async () => {
    expect((await call(t, 'GET', '/metrics', { token: null })).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
  });
});
