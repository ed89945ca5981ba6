// `npm start` (through tools/bootstrap.mjs, after installing and building): the whole stack on the ports
// of README.md, until Ctrl-C. The variables it reads are listed in tools/local-stack/README.md.
import path from 'node:path';
import { onStopSignal } from '@hvac/test-harness';
import { defaultPorts, launchStack, repoRoot, type RunningStack, type StackPorts } from './launch-stack';

function envPort(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number (1-65535), got "${value}"`);
    process.exit(1);
  }
  return port;
}

async function main() {
  // Internal ports can move as a block (INTERNAL_PORT_BASE) when the defaults clash with something else.
  const base = process.env['INTERNAL_PORT_BASE'] ? envPort('INTERNAL_PORT_BASE', 0) : null;
  const internal = (offset: number, fallback: number) => (base === null ? fallback : base + offset);
  const ports: StackPorts = {
    gateway: envPort('GATEWAY_PORT', defaultPorts.gateway),
    mailInbox: envPort('MAIL_INBOX_PORT', defaultPorts.mailInbox),
    web: internal(0, defaultPorts.web),
    authApi: internal(1, defaultPorts.authApi),
    contentApi: internal(2, defaultPorts.contentApi),
    workerHealth: internal(3, defaultPorts.workerHealth),
    postgres: internal(4, defaultPorts.postgres),
    redis: internal(5, defaultPorts.redis),
    s3: internal(6, defaultPorts.s3),
    smtp: internal(7, defaultPorts.smtp),
    analytics: internal(8, defaultPorts.analytics),
  };
  const dataDir = path.resolve(repoRoot, process.env['DATA_DIR'] ?? '.data');
  let stack: RunningStack | null = null;
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack?.stop();
    process.exit(0);
  };
  onStopSignal(shutdown);

  try {
    stack = await launchStack({ dataDir, env: process.env, ports });
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (stopping) return;
  const lines = [
    '',
    `  Site           ${stack.siteUrl}`,
    `  Admin sign-in  ${stack.siteUrl}/login  (${stack.admin.email} / ${stack.admin.password})`,
    `  API docs       ${stack.siteUrl}/docs/content  and  ${stack.siteUrl}/docs/auth`,
    `  Mail inbox     ${stack.mailInboxUrl ?? `(mail goes to ${process.env['SMTP_URL']})`}`,
    '',
    '  Ctrl-C stops everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

void main();
