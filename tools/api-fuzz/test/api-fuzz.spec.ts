import { type FuzzStack, startFuzzStack } from '../src/fuzz-stack';
import { failures, formatReport, runFuzz } from '../src/fuzz-run';

// Fixed, so that a failure in CI is the same failure on a laptop: the report prints the seed and, for each
// failing request, the command that sends it again. Override with FUZZ_SEED to explore.
const seed = Number(process.env['FUZZ_SEED'] ?? 20250131);

describe('every operation of both OpenAPI documents, fuzzed against the running services', () => {
  let stack: FuzzStack;

  beforeAll(async () => {
    stack = await startFuzzStack();
  }, 180_000);
  afterAll(() => stack?.stop());

  it('answers every case with a documented status, never a 5xx, and changes nothing on a refused request', async () => {
    const report = await runFuzz(stack, { seed });
    console.log(formatReport(report));
    expect(report.operations['auth-api']).toBeGreaterThan(0);
    expect(report.operations['content-api']).toBeGreaterThan(0);
    // The report above has each failing request, its answer and the command that sends it again.
    const failing = [...new Set(report.findings.map((f) => `[${f.problem}] ${f.case.op.key} ${f.status}`))];
    expect({ failures: failures(report), failing }).toEqual({ failures: 0, failing: [] });
  });
});
