import { Secret, TOTP } from 'otpauth';
import { freshIp, startAuthApp, testEnv, type TestAuthApp } from '../support/auth-app';
import { UsersService } from '../../src/users/users.service';
import type { StaffRole } from '@hvac/contracts';

export type Reply = { status: number; headers: Headers; body: Record<string, unknown> };

// HTTP calls of the security regression specs: JSON in and out, a client address of the caller's choosing.
export function client(auth: TestAuthApp) {
  const call = async (path: string, body?: unknown, { token, ip = freshIp(), method = 'POST', cookie }: { token?: string; ip?: string; method?: string; cookie?: string } = {}): Promise<Reply> => {
    const res = await fetch(`${auth.url}${path}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  const signIn = (email: string, password: string, ip?: string, cookie?: string) => call('/api/users/login', { email, password }, { ip, cookie });
  const profileStatus = async (token: string) => (await call('/api/users/profile', undefined, { token, method: 'GET' })).status;
  return { call, signIn, profileStatus };
}

export type SecurityApp = { auth: TestAuthApp; http: ReturnType<typeof client> };

// auth-api on the test environment, started before the enclosing describe's tests and closed after
// them; the returned object is filled once the hook has run.
export function useAuthApp(): SecurityApp {
  const app = {} as SecurityApp;
  beforeAll(async () => {
    app.auth = await startAuthApp(await testEnv());
    app.http = client(app.auth);
  });
  afterAll(() => app.auth?.close());
  return app;
}

let counter = 0;
export async function account(auth: TestAuthApp, password: string, role: StaffRole | null = 'editor'): Promise<{ email: string; id: string }> {
  counter += 1;
  const email = `sec-${counter}-${Date.now()}@example.com`;
  const users = auth.app.get(UsersService);
  await users.createIfAbsent({ email, name: 'Sam Secure', password, role });
  const user = await users.findByEmail(email);
  if (!user) throw new Error('not created');
  return { email, id: user.id };
}

export const codeAt = (manualKey: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(manualKey.replace(/\s/g, '')) }).generate({ timestamp: Date.now() + steps * 30_000 });

// Switches a factor on for the signed-in user (the previous step's code confirms it, so the current one stays fresh).
export async function enrol(call: ReturnType<typeof client>['call'], token: string, password: string): Promise<{ manualKey: string; recoveryCodes: string[] }> {
  const setup = await call('/api/users/second-factor/enrolment', { password }, { token });
  if (setup.status !== 200) throw new Error(`enrolment start: ${setup.status} ${JSON.stringify(setup.body)}`);
  const manualKey = setup.body['manualKey'] as string;
  const leftInStep = 30_000 - (Date.now() % 30_000);
  if (leftInStep < 2000) await new Promise((resolve) => setTimeout(resolve, leftInStep + 50));
  const confirmed = await call('/api/users/second-factor/enrolment/confirm', { code: codeAt(manualKey, -1) }, { token });
  if (confirmed.status !== 200) throw new Error(`enrolment confirm: ${confirmed.status}`);
  return { manualKey, recoveryCodes: confirmed.body['recoveryCodes'] as string[] };
}
