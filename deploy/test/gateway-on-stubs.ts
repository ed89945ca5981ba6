import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type GatewayOptions, type RunningGateway, startGateway } from '@hvac/test-harness';
import { startStubServices, type StubServices, stubUpstreams } from './stub-upstream';

export type GatewayOnStubs = { stubs: StubServices; gateway: RunningGateway; dataDir: string };

type ExtraOptions = Omit<GatewayOptions, 'port' | 'dataDir' | 'upstreams'> & { bucket?: string };

// The real gateway (real nginx, the real template) in front of stub services, started before a spec
// file's tests and stopped after them. Options may be a function, for values an earlier beforeAll
// makes (a syslog port, say). The returned object is filled once the hook has run.
export function useGatewayOnStubs(options: ExtraOptions | (() => ExtraOptions) = {}): GatewayOnStubs {
  const site = {} as GatewayOnStubs;
  beforeAll(async () => {
    const { bucket, ...extra } = typeof options === 'function' ? options() : options;
    site.stubs = await startStubServices();
    site.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-gateway-'));
    site.gateway = await startGateway({ port: await freePort(), dataDir: site.dataDir, upstreams: stubUpstreams(site.stubs, bucket), ...extra });
  });
  afterAll(async () => {
    await site.gateway?.stop();
    await Promise.all(Object.values(site.stubs ?? {}).map((s) => s.close()));
    if (site.dataDir) fs.rmSync(site.dataDir, { recursive: true, force: true });
  });
  return site;
}
