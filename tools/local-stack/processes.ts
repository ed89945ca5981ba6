import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';

export type Managed = { name: string; child: ChildProcess; stop: (signal?: NodeJS.Signals) => Promise<void> };

// Starts a child process whose output is prefixed with its name, and that can be stopped with a
// grace period before SIGKILL.
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { quiet?: boolean } = {},
): Managed {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  if (!options.quiet) {
    child.stdout?.on('data', (c: Buffer) => process.stdout.write(prefix(c)));
    child.stderr?.on('data', (c: Buffer) => process.stderr.write(prefix(c)));
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
