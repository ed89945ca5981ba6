// The compose monitoring profile, checked from outside: Prometheus (published on 127.0.0.1 only)
// reports every scrape target up, and the key series have samples once the smoke test has run.
export type MonitoringCheck = { ok: boolean; detail: string };

// Series that must have a sample: each service's own, and the gateway's through its exporter.
export const keySeries = [
  'http_request_duration_seconds_count{job="web"}',
  'http_request_duration_seconds_count{job="auth-api"}',
  'http_request_duration_seconds_count{job="content-api"}',
  'nodejs_eventloop_lag_seconds{job="mailer-worker"}',
  'db_pool_connections{job="content-api"}',
  'hvac_mail_queue_jobs{state="waiting"}',
  'hvac_mails_sent_total',
  'hvac_enquiries_received_total',
  'hvac_gateway_cache_responses_total',
  'nginx_http_requests_total',
];

type Targets = { data: { activeTargets: { labels: { job: string; instance: string }; health: string; lastError: string }[] } };
type Query = { data: { result: unknown[] } };

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

// Waits (scrapes run every 15 s) until every target is up and every key series has a sample.
export async function checkMonitoring(prometheus: string, timeoutMs = 90_000): Promise<MonitoringCheck> {
  const deadline = Date.now() + timeoutMs;
  let problem = '';
  for (;;) {
    try {
      const targets = (await json<Targets>(`${prometheus}/api/v1/targets?state=active`)).data.activeTargets;
      const down = targets.filter((t) => t.health !== 'up');
      const missing: string[] = [];
      for (const series of keySeries) {
        const result = await json<Query>(`${prometheus}/api/v1/query?query=${encodeURIComponent(series)}`);
        if (result.data.result.length === 0) missing.push(series);
      }
      if (targets.length > 0 && down.length === 0 && missing.length === 0) {
        return { ok: true, detail: `${targets.length} targets up (${targets.map((t) => t.labels.job).sort().join(', ')}); ${keySeries.length} key series have samples` };
      }
      problem = [
        down.length ? `down: ${down.map((t) => `${t.labels.job} ${t.labels.instance} (${t.lastError || t.health})`).join(', ')}` : '',
        missing.length ? `no samples: ${missing.join(', ')}` : '',
        targets.length === 0 ? 'no targets' : '',
      ].filter(Boolean).join('; ');
    } catch (error) {
      problem = (error as Error).message;
    }
    if (Date.now() > deadline) return { ok: false, detail: problem };
    await new Promise((r) => setTimeout(r, 3000));
  }
}
