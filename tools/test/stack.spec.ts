import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { isPortFree, type PortReservation, reservePort, reservePortBlock, selfContainedEnv } from '@hvac/test-harness';
import type { HarnessCommand, HarnessEvent } from './support/stack-harness';

const repoRoot = path.resolve(__dirname, '../..');

// Settings a developer's shell may hold for other work. The stacks below are started from an
// environment that has them, and must behave as if it did not.
const callerSettings: Record<string, string> = {
  ADMIN_EMAIL: 'someone@elsewhere.example',
  ADMIN_PASSWORD: 'a password from the shell',
  DATABASE_URL: 'postgres://nobody:nothing@db.invalid:5432/elsewhere',
  REDIS_URL: 'redis://redis.invalid:6379',
  S3_ENDPOINT: 'http://s3.invalid',
  SMTP_URL: 'smtp://smtp.invalid:25',
  JWT_ISSUER: 'elsewhere',
  JWT_AUDIENCE: 'elsewhere',
  NODE_ENV: 'production',
  PORT: '1',
  LOG_LEVEL: 'trace',
  PUBLIC_SITE_URL: 'https://elsewhere.example',
};

async function statusWithin(url: string, wanted: (status: number) => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(3000) })
      .then((r) => r.status)
      .catch(() => 0);
    if (wanted(status)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} still answered ${status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Drives tools/test/support/stack-harness.ts, which launches the stack in its own process.
class StackHarness {
  private readonly child: ChildProcess;
  private readonly events: HarnessEvent[] = [];
  private stderr = '';

  constructor() {
    this.child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support/stack-harness.ts')], {
      cwd: repoRoot,
      env: { ...process.env, ...callerSettings },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const stdout = this.child.stdout;
    if (!stdout) throw new Error('the stack harness has no stdout');
    readline.createInterface({ input: stdout }).on('line', (line) => {
      if (line.startsWith('{')) this.events.push(JSON.parse(line) as HarnessEvent);
    });
    this.child.stderr?.on('data', (c: Buffer) => (this.stderr += c.toString()));
  }

  async next<E extends HarnessEvent['event']>(event: E, timeoutMs: number): Promise<Extract<HarnessEvent, { event: E }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.events.findIndex((e) => e.event === event || e.event === 'error');
      if (index >= 0) {
        const [found] = this.events.splice(index, 1);
        if (found?.event === 'error') throw new Error(`stack harness: ${found.message}\n${this.stderr}`);
        return found as Extract<HarnessEvent, { event: E }>;
      }
      if (Date.now() > deadline || this.child.exitCode !== null) throw new Error(`no ${event} from the stack harness\n${this.stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async send(command: HarnessCommand, timeoutMs = 60_000): Promise<void> {
    this.child.stdin?.write(`${command}\n`);
    await this.next('done', timeoutMs);
  }
}

describe('the launched stack', () => {
  let harness: StackHarness;
  let stack: Extract<HarnessEvent, { event: 'ready' }>;
  let site: string;

  beforeAll(async () => {
    harness = new StackHarness();
    stack = await harness.next('ready', 240_000);
    site = stack.siteUrl;
  }, 260_000);

  afterAll(async () => {
    await harness?.send('stop');
  }, 60_000);

  it("ignores the service settings of the harness's own environment", () => {
    expect(stack.admin.email).toBe('admin@example.com');
    expect(stack.siteUrl).toBe(`http://localhost:${stack.ports['gateway']}`);
  });

  it('serves the home page as HTML through the gateway', async () => {
    const res = await fetch(`${site}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/<h1/);
  });

  it('routes content calls to content-api and sign-in to auth-api', async () => {
    const blogs = await fetch(`${site}/blogs`);
    expect(blogs.status).toBe(200);
    expect(await blogs.json()).toMatchObject({ status: 'success', data: expect.any(Array) });

    const categories = await fetch(`${site}/api/categories`);
    expect(await categories.json()).toMatchObject({ status: 'success', data: expect.arrayContaining([expect.objectContaining({ category: 'All' })]) });

    const login = await fetch(`${site}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(login.status).toBe(401);
    expect(login.headers.get('content-type')).toMatch(/application\/json/);
    expect(await login.json()).toMatchObject({ message: 'Invalid email or password' });

    const signIn = await fetch(`${site}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: stack.admin.email, password: stack.admin.password }),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ email: stack.admin.email, isAdmin: true, token: expect.any(String) });
  });

  it('opens the mail inbox', async () => {
    expect(stack.mailInboxUrl).toBeTruthy();
    // The inbox is a single-page app that answers browsers (Accept: text/html).
    const res = await fetch(String(stack.mailInboxUrl), { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
  });

  it('keeps health endpoints away from the public address', async () => {
    expect((await fetch(`${site}/health/ready`)).status).toBe(404);
  });

  it('reports not-ready within 10 s when Postgres stops and recovers when it returns', async () => {
    const readyUrls = [`http://127.0.0.1:${stack.ports['authApi']}/health/ready`, `http://127.0.0.1:${stack.ports['contentApi']}/health/ready`];
    for (const url of readyUrls) await statusWithin(url, (s) => s === 200, 10_000);

    await harness.send('stop-postgres');
    const downAfter = await Promise.all(readyUrls.map((url) => statusWithin(url, (s) => s === 503, 10_000)));
    expect(Math.max(...downAfter)).toBeLessThanOrEqual(10_000);

    await harness.send('start-postgres');
    await Promise.all(readyUrls.map((url) => statusWithin(url, (s) => s === 200, 30_000)));
  });
});

async function signIn(site: string, password: string): Promise<string> {
  const res = await fetch(`${site}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

function locationPage(slug: string) {
  const text = 'Furnace and air conditioning service for homes and businesses in town.';
  return {
    slug_url: slug,
    main_heading: 'Heating and cooling in Town',
    main_paragraph: `<p>${text}</p>`,
    highlighted_heading: 'Book a visit today',
    heading_1: 'Repairs',
    heading_2: 'Maintenance',
    heading_3: 'Installation',
    heading_4: 'Emergencies',
    paragraph_1: `<p>${text}</p>`,
    paragraph_2: `<p>${text}</p>`,
    paragraph_3: `<p>${text}</p>`,
    paragraph_4: `<p>${text}</p>`,
    meta_title: 'Heating and cooling in Town',
    meta_keywords: 'heating, cooling',
    meta_link: `/location/${slug}`,
    meta_description: text,
  };
}

describe('npm start as a command', () => {
  // As tools/bootstrap.mjs runs it after installing and building.
  const launcherArgs = ['--import', 'tsx', path.join(repoRoot, 'tools/local-stack/src/main.ts')];

  // The caller's shell has settings for other work; the command must not pick them up.
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [name, value] of Object.entries(callerSettings)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  type Cli = { child: ChildProcess; output: () => string; exited: Promise<number | null>; env: NodeJS.ProcessEnv; ports: number[] };

  function run(env: NodeJS.ProcessEnv): Omit<Cli, 'env' | 'ports'> {
    let output = '';
    const child = spawn(process.execPath, launcherArgs, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, output: () => output, exited };
  }

  // Starts the command on ports held until just before it starts (eight consecutive ones for the
  // internal services); `keep` names ports to go on holding, to see the command refuse them.
  async function startCli(dataDir: string, keep: { gateway?: boolean } = {}): Promise<Cli & { held: PortReservation[] }> {
    for (let attempt = 1; ; attempt++) {
      const gateway = await reservePort();
      const mailInbox = await reservePort();
      const internal = await reservePortBlock(8);
      const env = selfContainedEnv({
        DATA_DIR: dataDir,
        GATEWAY_PORT: String(gateway.port),
        MAIL_INBOX_PORT: String(mailInbox.port),
        INTERNAL_PORT_BASE: String(internal[0]?.port),
      });
      const held = keep.gateway ? [gateway] : [];
      await Promise.all([gateway, mailInbox, ...internal].filter((r) => !held.includes(r)).map((r) => r.release()));
      const cli = { ...run(env), env, ports: [gateway, mailInbox, ...internal].map((r) => r.port), held };
      // Someone else took one of the ports in the moment between: the command says so; start elsewhere.
      const refused = await Promise.race([cli.exited.then((code) => code === 1), new Promise<false>((r) => setTimeout(() => r(false), 3000))]);
      if (!keep.gateway && refused && /already in use/.test(cli.output()) && attempt < 3) continue;
      return cli;
    }
  }

  it('says which port is taken instead of starting', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-cli-'));
    const { env, output, exited, held } = await startCli(dataDir, { gateway: true });
    try {
      expect(await exited).toBe(1);
      expect(output()).toContain(`Port already in use: ${env['GATEWAY_PORT']} (gateway)`);
    } finally {
      await Promise.all(held.map((r) => r.release()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops everything it started on Ctrl-C and keeps the data for the next start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-cli-'));
    try {
      for (let round = 1; round <= 2; round++) {
        const { child, output, exited, env, ports } = await startCli(dataDir);
        const deadline = Date.now() + 180_000;
        while (!output().includes('Ctrl-C stops everything')) {
          if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the stack did not start:\n${output()}`);
          await new Promise((r) => setTimeout(r, 250));
        }
        const site = `http://localhost:${env.GATEWAY_PORT}`;
        expect((await fetch(`${site}/`)).status).toBe(200);
        const adminPassword = fs.readFileSync(path.join(dataDir, 'admin-password'), 'utf8').trim();
        expect(output()).toContain(adminPassword);

        // A location page written in the first run must still be there in the second.
        const token = await signIn(site, adminPassword);
        const slug = 'kept-between-starts';
        if (round === 1) {
          const created = await fetch(`${site}/api/locationpages/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(locationPage(slug)),
          });
          expect(created.status).toBeLessThan(300);
        }
        expect((await fetch(`${site}/api/locationpages/url/${slug}`)).status).toBe(200);

        child.kill('SIGINT');
        expect(await exited).toBe(0);
        expect(output()).not.toContain('ERR_STREAM_WRITE_AFTER_END');
        const stillOpen = (await Promise.all(ports.map(async (p) => ((await isPortFree(p)) ? null : p)))).filter(Boolean);
        expect(stillOpen).toEqual([]);
        expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 420_000);
});
