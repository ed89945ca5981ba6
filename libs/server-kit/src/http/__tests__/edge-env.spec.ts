import { Controller, Get, Ip, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError } from '../../config/validate-env';
import { jsonLoggerModule } from '../../logging/logging.module';
import { type HttpEdge, loadHttpEdge } from '../edge-env';
import { createHttpApp } from '../start-http-service';

@Controller('whoami')
class WhoAmIController {
  @Get()
  whoAmI(@Ip() ip: string) {
    return { ip };
  }
}

@Module({ imports: [jsonLoggerModule('edge-test', 'silent')], controllers: [WhoAmIController] })
class EdgeTestModule {}

describe('loadHttpEdge', () => {
  it('trusts loopback and serves the API docs outside production by default', () => {
    expect(loadHttpEdge({})).toEqual({ trustedProxies: ['127.0.0.0/8', '::1/128'], apiDocs: true });
  });

  it('keeps the API docs off in production unless asked for', () => {
    const production = { NODE_ENV: 'production', TRUSTED_PROXIES: '10.244.0.0/16' };
    expect(loadHttpEdge(production).apiDocs).toBe(false);
    expect(loadHttpEdge({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadHttpEdge({ API_DOCS: 'off' }).apiDocs).toBe(false);
  });

  // Issue 30: a default in production (every private range, in Kubernetes) let any pod or node that
  // reaches a service choose the client address its limits count.
  it('has no default in production: a missing TRUSTED_PROXIES stops the start, naming it', () => {
    expect(() => loadHttpEdge({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadHttpEdge({ NODE_ENV: 'production' })).toThrow(/TRUSTED_PROXIES: must be set in production/);
    expect(loadHttpEdge({ NODE_ENV: 'production', TRUSTED_PROXIES: '10.244.0.0/16, fd00:10:244::/64' }).trustedProxies).toEqual(['10.244.0.0/16', 'fd00:10:244::/64']);
    for (const nodeEnv of ['development', 'test']) expect(loadHttpEdge({ NODE_ENV: nodeEnv }).trustedProxies).toEqual(['127.0.0.0/8', '::1/128']);
  });

  it('reads a list of addresses and blocks', () => {
    expect(loadHttpEdge({ TRUSTED_PROXIES: '10.0.0.0/8, 172.16.0.0/12,fd00::/8,192.0.2.7' }).trustedProxies).toEqual(['10.0.0.0/8', '172.16.0.0/12', 'fd00::/8', '192.0.2.7']);
  });

  it.each([['TRUSTED_PROXIES', 'gateway'], ['TRUSTED_PROXIES', '10.0.0.0/33'], ['TRUSTED_PROXIES', ''], ['API_DOCS', 'yes']])('stops on a bad %s (%j) naming it', (name, value) => {
    expect(() => loadHttpEdge({ [name]: value })).toThrow(ConfigError);
    expect(() => loadHttpEdge({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe('an HTTP service behind its trusted proxies', () => {
  const apps: NestFastifyApplication[] = [];
  const start = async (edge: HttpEdge) => {
    const app = await createHttpApp(EdgeTestModule, { name: 'edge-test', port: 0, docsPath: 'docs/edge' }, edge);
    await app.listen(0, '127.0.0.1');
    apps.push(app);
    return app.getUrl();
  };
  const ipSeen = async (base: string, forwardedFor: string) => ((await (await fetch(`${base}/whoami`, { headers: { 'x-forwarded-for': forwardedFor } })).json()) as { ip: string }).ip;

  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('takes the client from X-Forwarded-For only when the connection comes from a trusted proxy', async () => {
    expect(await ipSeen(await start({ trustedProxies: ['127.0.0.0/8'], apiDocs: false }), '203.0.113.5')).toBe('203.0.113.5');
    expect(await ipSeen(await start({ trustedProxies: ['10.0.0.0/8'], apiDocs: false }), '203.0.113.5')).toBe('127.0.0.1');
  });

  it('serves the API docs only when enabled', async () => {
    expect((await fetch(`${await start({ trustedProxies: [], apiDocs: true })}/docs/edge/openapi.json`)).status).toBe(200);
    expect((await fetch(`${await start({ trustedProxies: [], apiDocs: false })}/docs/edge/openapi.json`)).status).toBe(404);
  });
});
