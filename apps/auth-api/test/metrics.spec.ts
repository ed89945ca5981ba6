import { type MetricsServer, startMetricsServer } from '@hvac/server-kit';
import { freshIp, login, startAuthApp, type TestAuthApp, testEnv } from './support/auth-app';

// The real application with the metrics listener main.ts starts: requests by route template, the
// database pool, process metrics, and refused sign-ins by reason and lock-outs, on a port of its own.
describe('metrics', () => {
  let a: TestAuthApp;
  let metrics: MetricsServer;
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(res.status).toBe(200);
    return res.text();
  };
  const counter = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"]/g, (c) => `\\${c}`)} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);

  beforeAll(async () => {
    a = await startAuthApp(await testEnv());
    metrics = await startMetricsServer(0);
  }, 60_000);
  afterAll(async () => {
    await metrics?.close();
    await a?.close();
  });

  it('counts wrong passwords and unknown accounts, and attempts refused by a lock-out', async () => {
    const ip = freshIp();
    expect((await login(a.url, { email: 'nobody@example.com', password: 'wrong password 1' }, freshIp())).status).toBe(401);
    let status = 401;
    let wrong = 0;
    // The same account and address until the lock-out answers 429.
    while (status === 401 && wrong < 30) {
      status = (await login(a.url, { email: a.adminEmail, password: `wrong password ${wrong}` }, ip)).status;
      if (status === 401) wrong += 1;
    }
    expect(status).toBe(429);
    const text = await scrape();
    expect(counter(text, 'hvac_sign_in_failures_total{reason="unknown-user"}')).toBe(1);
    expect(counter(text, 'hvac_sign_in_failures_total{reason="wrong-password"}')).toBe(wrong);
    expect(text).toMatch(/^hvac_sign_in_locked_total\{scope="[a-z-]+",step="password"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/users\/login",status_code="401"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/users\/login",status_code="429"\} 1$/m);
  });

  it('shows the database pool and Node process metrics; the API port has no /metrics', async () => {
    const text = await scrape();
    expect(text).toMatch(/^db_pool_connections\{pool="default"\} [1-9]\d*$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect((await fetch(`${a.url}/metrics`)).status).toBe(404);
  });
});
