// `npm test`: static checks, then every project's unit and integration tests against real servers,
// then the browser tests against a freshly launched stack. Stops at the first failing stage.
// `npm run test:browser -- [spec patterns]`: only the browser stage, only the specs named.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anyPorts, launchStack, type RunningStack } from '@hvac/local-stack';
import { harnessEnv, onStopSignal, selfContainedEnv, startTestInfra, type TestInfra } from '@hvac/test-harness';

const repoRoot = path.resolve(__dirname, '../..');
const parallel = String(Math.max(1, Math.min(os.cpus().length, 4)));
const browserOnly = process.argv.includes('--browser-only');
const browserSpecs = process.argv.slice(2).filter((arg) => arg !== '--browser-only');

// Asynchronous on purpose: the S3 store of the test servers runs inside this process and must keep
// answering while the tests run. The environment is the harness's (see self-contained-env.ts), never
// the caller's shell as a whole.
function nx(args: string[], env: NodeJS.ProcessEnv = harnessEnv()): Promise<void> {
  return new Promise((resolve, reject) => {
    // Nx's own options go before `--`; what follows it is the target's (jest's path patterns).
    const passThrough = args.includes('--') ? args.slice(args.indexOf('--')) : [];
    const nxArgs = args.slice(0, args.length - passThrough.length);
    const child = spawn('npx', ['nx', ...nxArgs, '--output-style', 'stream', ...passThrough], { cwd: repoRoot, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`nx ${args.join(' ')} failed`))));
  });
}

async function stage<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const result = await work();
  console.log(`=== ${name}: done in ${Math.round((Date.now() - started) / 1000)} s`);
  return result;
}

async function main() {
  let infra: TestInfra | null = null;
  let stack: RunningStack | null = null;
  const cleanup = async () => {
    await infra?.stop();
    await stack?.stop();
  };
  onStopSignal(() => void cleanup().finally(() => process.exit(130)));
  try {
    if (!browserOnly) {
      await stage('lint, typecheck and repeated code', () => nx(['run-many', '-t', 'lint', 'typecheck', 'duplicates', '--parallel', parallel]));

      infra = await stage('start Postgres, Redis and the S3 store', () => startTestInfra());
      const testEnv = harnessEnv(infra.env);
      // Everything was built before this runner started; rebuilding (or restoring builds from Nx's cache)
      // while other tests run the built services would swap files under running processes.
      await stage('unit and integration tests', () =>
        nx(['run-many', '-t', 'test', '--parallel', '2', '--exclude', '@hvac/web-e2e', '--exclude-task-dependencies'], testEnv),
      );
      await infra.stop();
      infra = null;
    }

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-e2e-'));
    // Every browser test submits from one address (127.0.0.1); the per-address form limit itself is
    // covered by content-api's tests, so here it only needs room for the suite's own submissions.
    const e2eEnv = selfContainedEnv({ LEADS_RATE_LIMIT: '20' });
    stack = await stage('launch the stack for browser tests', () => launchStack({ dataDir, env: e2eEnv, ports: anyPorts, quiet: true }));
    await stage('browser tests', () =>
      nx(
        ['run', '@hvac/web-e2e:e2e', ...(browserSpecs.length > 0 ? ['--', ...browserSpecs] : [])],
        harnessEnv({
          BASE_URL: stack?.siteUrl,
          ADMIN_EMAIL: stack?.admin.email,
          ADMIN_PASSWORD: stack?.admin.password,
          MAIL_INBOX_URL: stack?.mailInboxUrl ?? '',
        }),
      ),
    );
    await stack.stop();
    stack = null;
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log('\nAll test stages passed.');
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    await cleanup();
    process.exit(1);
  }
}

void main();
