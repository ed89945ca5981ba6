import { AddressInUseError, reservePort, reservePortBlock, startOnFreePort } from './ports';
import { startProcess, untilReady } from './processes';
import { isPassedThrough, selfContainedEnv } from './self-contained-env';

// What the test harness promises every test: an environment of its own making, ports taken by
// binding, and a reason whenever a server it starts gives up.

const callerSettings: Record<string, string> = {
  ADMIN_EMAIL: 'someone@elsewhere.example',
  ADMIN_PASSWORD: 'a password from the shell',
  DATABASE_URL: 'postgres://nobody@db.invalid/elsewhere',
  REDIS_URL: 'redis://redis.invalid:6379',
  S3_ENDPOINT: 'http://s3.invalid',
  S3_ACCESS_KEY: 'elsewhere',
  SMTP_URL: 'smtp://smtp.invalid:25',
  JWT_PRIVATE_KEY: 'elsewhere',
  NODE_ENV: 'production',
  PORT: '1',
  LOG_LEVEL: 'trace',
  PUBLIC_SITE_URL: 'https://elsewhere.example',
  NODE_OPTIONS: '--max-old-space-size=64',
};

describe('the environment of tests', () => {
  it('holds only what the harness passes through, whatever the caller had set', () => {
    const foreign = Object.keys(process.env).filter((name) => !isPassedThrough(name) && name !== 'NODE_ENV' && name !== 'JEST_WORKER_ID');
    expect(foreign).toEqual([]);
    expect(process.env['NODE_ENV']).toBe('test');
  });

  it("keeps the caller's service settings from a server the harness starts", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, callerSettings);
    try {
      const probe = startProcess('probe', process.execPath, ['-e', 'console.log(JSON.stringify(process.env))'], {
        env: selfContainedEnv({ ADMIN_EMAIL: 'admin@example.com' }),
        quiet: true,
      });
      expect((await probe.exited).code).toBe(0);
      const seen = JSON.parse(probe.output()) as Record<string, string>;
      const settings = Object.fromEntries(Object.entries(seen).filter(([name]) => name in callerSettings));
      // Only what the harness itself set.
      expect(settings).toEqual({ ADMIN_EMAIL: 'admin@example.com', LOG_LEVEL: 'warn' });
      expect(seen['PATH']).toBe(process.env['PATH']);
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });
});

describe('a server that fails to start', () => {
  it('is reported with what it printed', async () => {
    const proc = startProcess('broken', process.execPath, ['-e', 'console.log("loading"); console.error("DATABASE_URL is not a URL"); process.exit(3)'], {
      quiet: true,
    });
    await expect(untilReady(proc, new Promise(() => undefined))).rejects.toThrow(
      /broken exited with code 3 while starting; its last output:\n.*loading\n.*DATABASE_URL is not a URL/,
    );
  });

  it('is reported when the command is missing', async () => {
    const proc = startProcess('missing', '/nonexistent/server', [], { quiet: true });
    await expect(untilReady(proc, new Promise(() => undefined))).rejects.toThrow(/missing could not be started \(spawn \/nonexistent\/server ENOENT\)/);
  });

  it('that found its port taken is an AddressInUseError', async () => {
    const taken = await reservePort();
    try {
      const proc = startProcess('server', process.execPath, ['-e', `require('net').createServer().listen(${taken.port}, '127.0.0.1')`], { quiet: true });
      await expect(untilReady(proc, new Promise(() => undefined))).rejects.toBeInstanceOf(AddressInUseError);
    } finally {
      await taken.release();
    }
  });
});

describe('ports', () => {
  it('are held while reserved, each once, below the ephemeral range', async () => {
    const reservations = await Promise.all(Array.from({ length: 30 }, () => reservePort()));
    const block = await reservePortBlock(8);
    try {
      const ports = [...reservations, ...block].map((r) => r.port);
      expect(new Set(ports).size).toBe(ports.length);
      expect(block.map((r) => r.port - (block[0]?.port ?? 0))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      for (const port of ports) expect(port).toBeLessThan(32768);
    } finally {
      await Promise.all([...reservations, ...block].map((r) => r.release()));
    }
  });

  it('taken by someone else before the server binds are tried again elsewhere', async () => {
    const tried: number[] = [];
    const port = await startOnFreePort(async (candidate) => {
      tried.push(candidate);
      if (tried.length < 3) throw new AddressInUseError(`listen EADDRINUSE: address already in use 127.0.0.1:${candidate}`);
      return candidate;
    });
    expect(tried).toHaveLength(3);
    expect(port).toBe(tried[2]);
  });
});
