// `npm run fuzz [-- --requests 100000] [--seed N] [--only "POST /blogs" [--case 17]]`: starts Postgres,
// Redis, S3, auth-api and content-api (from their builds), fuzzes both documents and prints the report.
// Exits 1 on any 5xx, unintended change or answer the documents do not describe.
import { parseArgs } from 'node:util';
import { onStopSignal, startTestInfra, type TestInfra } from '@hvac/test-harness';
import { type FuzzStack, startFuzzStack } from './fuzz-stack';
import { failures, formatReport, runFuzz } from './fuzz-run';

async function main() {
  const { values } = parseArgs({
    options: { requests: { type: 'string' }, seed: { type: 'string' }, only: { type: 'string' }, case: { type: 'string' }, verbose: { type: 'boolean' } },
  });
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  const requests = values.requests === undefined ? undefined : Number(values.requests);
  const caseIndex = values.case === undefined ? undefined : Number(values.case);
  if (!Number.isInteger(seed) || (requests !== undefined && !(requests > 0)) || (caseIndex !== undefined && !(caseIndex >= 0))) {
    console.error('usage: npm run fuzz -- [--requests N] [--seed N] [--only "METHOD /path" [--case N]] [--verbose]');
    process.exit(2);
  }
  console.log(`api-fuzz: seed ${seed}${requests ? `, ${requests} requests` : ''}`);

  let infra: TestInfra | null = null;
  let stack: FuzzStack | null = null;
  const cleanup = async () => {
    await stack?.stop();
    await infra?.stop();
  };
  onStopSignal(() => void cleanup().finally(() => process.exit(130)));
  try {
    infra = await startTestInfra();
    Object.assign(process.env, infra.env);
    stack = await startFuzzStack({ quiet: !values.verbose });
    let last = Date.now();
    const report = await runFuzz(stack, {
      seed,
      requests,
      only: values.only,
      caseIndex,
      progress: (sent) => {
        if (Date.now() - last < 10_000) return;
        last = Date.now();
        console.log(`  ${sent} requests sent`);
      },
    });
    console.log(formatReport(report));
    await cleanup();
    process.exit(failures(report) > 0 ? 1 : 0);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await cleanup();
    process.exit(1);
  }
}

void main();
