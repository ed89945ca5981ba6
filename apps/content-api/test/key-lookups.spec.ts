import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tokenType } from '@hvac/contracts';
import { createTestDatabase } from '@hvac/test-harness';
import { startTestTokenIssuer, type TestTokenIssuer } from '@hvac/test-harness/nest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createContentApp } from '../src/app.setup';
import { testEnv } from './test-app';

// Issue 30: a token naming a fresh kid must not be able to spend the key lookups, evict the real key or make
// content-api fetch auth-api's key set more than once per 30 s. The JWKS comes from a real HTTP server (the test
// issuer), behind a proxy that counts the fetches; time is moved with jest's clock (Date, hrtime, performance).
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const forgedToken = () =>
  `${b64({ alg: 'ES256', typ: tokenType, kid: randomUUID() })}.${b64({ sub: 'x', sid: 'y', exp: 9e9 })}.${randomBytes(64).toString('base64url')}`;

describe('key lookups no one can exhaust', () => {
  let issuer: TestTokenIssuer;
  let proxy: Server;
  let app: NestFastifyApplication;
  let baseUrl: string;
  const jwksFetches: number[] = [];

  beforeAll(async () => {
    issuer = await startTestTokenIssuer();
    const upstream = new URL(issuer.jwksUrl);
    proxy = createServer((req, res) => {
      if (req.url === upstream.pathname) jwksFetches.push(Date.now());
      const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    app = await createContentApp(testEnv(await createTestDatabase('content'), `http://127.0.0.1:${port}${upstream.pathname}`));
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    jest.useRealTimers();
    await app.close();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
    await issuer.stop();
  });

  const dashboard = async (token: string) =>
    fetch(`${baseUrl}/api/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({ status: r.status, body: await r.json() }));

  // A replica that starts under the attack: no staff token has been seen yet when the forged ones begin.
  it('600 forged kids over 10 minutes neither lock out a real token nor fetch the set more than once per 30 s', async () => {
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'],
      now: Date.now(),
    });
    const started = Date.now();
    jwksFetches.length = 0;
    for (let second = 0; second < 600; second += 1) {
      const reply = await dashboard(forgedToken());
      expect(reply.status).toBe(401);
      jest.advanceTimersByTime(1_000);
    }
    // Past ten minutes (the old per-kid cache's age), with the attack still going: a token of the real key passes.
    jest.advanceTimersByTime(1_000);
    for (let burst = 0; burst < 20; burst += 1) expect((await dashboard(forgedToken())).status).toBe(401);
    const real = await dashboard(await issuer.sign());
    expect(real.status).toBe(200);
    // One fetch per 30 s at most (20 in 600 s, the first at once).
    expect(jwksFetches.length).toBeGreaterThan(0);
    expect(jwksFetches.length).toBeLessThanOrEqual(21);
    const gaps = jwksFetches.slice(1).map((at, i) => at - (jwksFetches[i] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(30_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600_000);
  });

  it("finds a rotated key by its new kid once the cooldown allows, and the old key's tokens keep working", async () => {
    const before = await issuer.sign();
    await issuer.rotate();
    jest.advanceTimersByTime(30_000);
    expect((await dashboard(await issuer.sign())).status).toBe(200);
    expect((await dashboard(before)).status).toBe(200);
  });
});
