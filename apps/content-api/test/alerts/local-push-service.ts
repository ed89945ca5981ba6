import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@hvac/test-harness';

export type PushDevice = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
export type LocalPushService = {
  // A browser's subscription made against the service, as PushManager.subscribe gives it.
  subscribe: (applicationServerKey: string) => Promise<PushDevice>;
  // The decrypted payloads the device received, oldest first.
  messages: (device: PushDevice) => string[];
  // The browser dropped the subscription: the service answers 410 from now on.
  expire: (device: PushDevice) => void;
  stop: () => Promise<void>;
};

// web-push-testing ships no types: the parts used here.
type PushApiModel = {
  notifyUrl: string;
  subscribe: (options: { applicationServerKey: string; userVisibleOnly: string }) => Promise<PushDevice>;
  getNotifications: (body: { clientHash: string }) => { messages: string[] };
  expireSubscription: (clientHash: string) => void;
};
type PushTestingServer = { _app: RequestListener; setRequestHandlers: () => void };

// A throwaway certificate for localhost: web-push only speaks https, as real push services do.
function localhostCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'pipe' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// web-push-testing, a real push service on localhost (it checks each message's VAPID signature and
// decrypts it as a browser would), served over TLS in this process, so push is tested end to end
// without the network. The process trusts its certificate, so content-api running in it can send.
export async function startLocalPushService(): Promise<LocalPushService> {
  const load = createRequire(require.resolve('web-push-testing/package.json'));
  const { PushApiModel } = load('./src/PushApiModel.js') as { PushApiModel: new () => PushApiModel };
  const Server = load('./src/server.js') as new (model: PushApiModel, port: number) => PushTestingServer;
  const port = await freePort();
  const model = new PushApiModel();
  const server = new Server(model, port);
  server.setRequestHandlers();
  model.notifyUrl = `https://localhost:${port}/notify/`;
  const { key, cert } = localhostCertificate();
  const previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;
  const listener = https.createServer({ key, cert }, server._app);
  await new Promise<void>((resolve) => listener.listen(port, resolve));
  return {
    subscribe: (applicationServerKey) => model.subscribe({ applicationServerKey, userVisibleOnly: 'true' }),
    messages: (device) => model.getNotifications({ clientHash: device.clientHash }).messages,
    expire: (device) => model.expireSubscription(device.clientHash),
    stop: async () => {
      https.globalAgent.options.ca = previousCa;
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}
