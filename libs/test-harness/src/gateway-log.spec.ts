import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logOutput, startGateway } from './gateway';
import { freePort } from './ports';
import { childPids } from './processes';

// Ctrl-C in a terminal signals nginx's master and workers at once; the workers' exit notices reach the
// pipe after the master has exited. Writing them to a log already ended then was an unhandled
// ERR_STREAM_WRITE_AFTER_END at the end of every `npm start`.
describe("the gateway's error log", () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-log-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes the lines a process still writes after the one it started has exited', async () => {
    // The shell exits at once; the process it left behind holds the same stderr and writes 300 ms later.
    const child = spawn('sh', ['-c', '(sleep 0.3; echo "late notice" >&2) & echo "first notice" >&2'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const lines: string[] = [];
    const file = path.join(dir, 'error.log');
    const log = logOutput(child, file, (line) => lines.push(line));
    // Until the output has ended: the shell's exit, then the late line, then the pipe's end.
    await new Promise((resolve) => child.once('close', resolve));

    await expect(log.closed).resolves.toBeUndefined();
    expect(lines).toEqual(['first notice', 'late notice']);
    expect(fs.readFileSync(file, 'utf8')).toBe('first notice\nlate notice\n');
  });

  it('ends without an error when a Ctrl-C stops nginx, and keeps its last notices', async () => {
    const gateway = await startGateway({
      port: await freePort(),
      dataDir: dir,
      upstreams: { web: '127.0.0.1:9', authApi: '127.0.0.1:9', contentApi: '127.0.0.1:9', media: { endpoint: 'http://127.0.0.1:9', bucket: 'media' } },
    });
    try {
      const master = Number(fs.readFileSync(path.join(dir, 'nginx.pid'), 'utf8'));
      // The port answers once the master listens; its workers are forked just after.
      let workers = childPids(master);
      for (const deadline = Date.now() + 10_000; workers.length === 0 && Date.now() < deadline; workers = childPids(master)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(workers.length).toBeGreaterThan(0);

      // What a terminal does on Ctrl-C: SIGINT to every worker and the master at once (a helper process
      // may have finished its work and gone already).
      for (const pid of [...workers, master]) {
        try {
          process.kill(pid, 'SIGINT');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
        }
      }
      await expect(gateway.stop()).resolves.toBeUndefined();

      const notices = fs.readFileSync(path.join(dir, 'logs', 'error.log'), 'utf8').trim().split('\n');
      expect(notices).toContainEqual(expect.stringMatching(new RegExp(`\\[notice\\] ${master}#${master}: signal 2 \\(SIGINT\\) received`)));
      // The master's last words come after its workers have gone: all of it reached the file.
      expect(notices.at(-1)).toMatch(new RegExp(`\\[notice\\] ${master}#${master}: exit$`));
    } finally {
      await gateway.stop();
    }
  });
});
