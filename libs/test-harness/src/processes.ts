import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import { AddressInUseError, saysAddressInUse } from './ports';

export type Exit = { code: number | null; signal: NodeJS.Signals | null; error?: Error };

export type Managed = {
  name: string;
  child: ChildProcess;
  // The last lines the process wrote (stdout and stderr), kept even when they are not shown.
  output: () => string;
  exited: Promise<Exit>;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

const keptLines = 60;

function describeExit({ code, signal, error }: Exit): string {
  if (error) return `could not be started (${error.message})`;
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

// Starts a child process whose output is prefixed with its name (or only kept, when quiet), and that
// can be stopped with a grace period before SIGKILL.
export function startProcess(name: string, command: string, args: string[], options: SpawnOptions & { quiet?: boolean } = {}): Managed {
  const { quiet, ...spawnOptions } = options;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  const lines: string[] = [];
  const partial = { stdout: '', stderr: '' };
  const take = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    const text = partial[stream] + chunk.toString();
    const complete = text.split('\n');
    partial[stream] = complete.pop() ?? '';
    for (const line of complete) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > keptLines) lines.shift();
      if (!quiet) (stream === 'stdout' ? process.stdout : process.stderr).write(`[${name}] ${line}\n`);
    }
  };
  child.stdout?.on('data', take('stdout'));
  child.stderr?.on('data', take('stderr'));
  const exited = new Promise<Exit>((resolve) => {
    // 'error' without 'exit' when the command cannot be run at all (ENOENT, EACCES).
    child.once('error', (error) => {
      if (child.pid === undefined) resolve({ code: null, signal: null, error });
    });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const output = () => [...lines, partial.stdout, partial.stderr].filter(Boolean).join('\n');
  return {
    name,
    child,
    output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

// The error for a process that ended before it was ready, with what it said about why. A taken port
// gives an AddressInUseError, so that callers choosing the port can try another.
export function startFailure(proc: Pick<Managed, 'name' | 'output'>, exit: Exit): Error {
  const output = proc.output().trim();
  const tail = output ? `; its last output:\n${output.replace(/^/gm, `  [${proc.name}] `)}` : ' and printed nothing';
  const message = `${proc.name} ${describeExit(exit)} while starting${tail}`;
  return saysAddressInUse(output) ? new AddressInUseError(message) : new Error(message);
}

// Waits for `ready`; if the process ends first, fails with the process's own output. A process that
// does not become ready is stopped, and its output goes into the error too.
export async function untilReady(proc: Managed, ready: Promise<unknown>): Promise<void> {
  const ended = proc.exited.then((exit) => Promise.reject(startFailure(proc, exit)));
  ended.catch(() => undefined);
  try {
    await Promise.race([ready, ended]);
  } catch (error) {
    const running = proc.child.pid !== undefined && proc.child.exitCode === null && proc.child.signalCode === null;
    if (!running) throw startFailure(proc, await proc.exited);
    await proc.stop('SIGKILL');
    const output = proc.output().trim();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(output ? `${reason}; ${proc.name}'s last output:\n${output.replace(/^/gm, `  [${proc.name}] `)}` : reason);
  }
}

// Resolves when the process writes a line matching `pattern`.
export function outputMatches(proc: Managed, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pattern.test(proc.output())) {
        done();
        resolve();
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${proc.name} did not report ready within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      proc.child.stdout?.off('data', check);
      proc.child.stderr?.off('data', check);
      proc.child.off('exit', done);
    };
    proc.child.stdout?.on('data', check);
    proc.child.stderr?.on('data', check);
    proc.child.once('exit', done);
    check();
  });
}

const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

// Whoever starts servers takes the stop signals over (replacing any other library's hooks that would
// exit the process before everything has stopped) and stops the servers itself, Postgres last.
export function onStopSignal(handler: (signal: NodeJS.Signals) => void): void {
  for (const signal of stopSignals) {
    process.removeAllListeners(signal);
    process.on(signal, handler);
  }
}

// The processes a process started (Linux; none elsewhere): what a terminal's Ctrl-C reaches besides it.
export function childPids(parent: number): number[] {
  if (process.platform !== 'linux') return [];
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}
