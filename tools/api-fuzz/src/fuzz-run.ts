// Sends the cases of every operation of both documents, one at a time, and judges each answer and what it
// did to the stored data. Requests that got a 2xx count as valid: they may change data; any other
// request that changed a table is an unintended change.
import fc from 'fast-check';
import { changedTables, DataSnapshots, type Snapshot, volatileData } from './data-snapshot';
import { buildCase, caseSpecs, type CaseSpec, extraSegmentLabel, type FuzzCase, randomSpecArb, seedOf } from './fuzz-cases';
import type { FuzzService, FuzzStack } from './fuzz-stack';
import { FuzzTokens } from './fuzz-tokens';
import { describe, judge, type Problem } from './fuzz-verdict';
import { loadOperations, type Operation } from './openapi-operations';

export type Finding = { problem: Problem; case: FuzzCase; status: number; detail: string; serviceOutput?: string };

export type FuzzReport = {
  seed: number;
  operations: Record<FuzzService['name'], number>;
  requests: number;
  durationMs: number;
  statuses: Map<number, number>;
  findings: Finding[];
  counts: Map<Problem, number>;
  latency: Map<string, { count: number; totalMs: number; maxMs: number }>;
};

export type FuzzOptions = {
  seed: number;
  // Total requests; beyond the fixed cases of every operation, seeded random ones. Default: the fixed cases.
  requests?: number;
  // Only this operation ("POST /blogs") and, with `caseIndex`, only that case.
  only?: string;
  caseIndex?: number;
  progress?: (sent: number) => void;
};

// Deletes last, so the other operations meet the stored posts and pages first.
const order = (ops: Operation[]) => [...ops].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

export function specAt(op: Operation, index: number, seed: number): CaseSpec {
  const fixed = caseSpecs(op);
  if (index < fixed.length) return fixed[index] as CaseSpec;
  const [spec] = fc.sample(randomSpecArb(op), { seed: seedOf(seed, op, index) ^ 0x2545f491, numRuns: 1 });
  return spec as CaseSpec;
}

export async function allOperations(): Promise<Operation[]> {
  return [...order(await loadOperations('auth-api')), ...order(await loadOperations('content-api'))];
}

export async function runFuzz(stack: FuzzStack, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const operations = await allOperations();
  const report: FuzzReport = {
    seed: options.seed,
    operations: { 'auth-api': operations.filter((o) => o.service === 'auth-api').length, 'content-api': operations.filter((o) => o.service === 'content-api').length },
    requests: 0,
    durationMs: 0,
    statuses: new Map(),
    findings: [],
    counts: new Map(),
    latency: new Map(),
  };
  const tokens = new FuzzTokens(stack);
  await tokens.signInAll();

  const selected = operations.filter((op) => !options.only || op.key === options.only);
  if (options.only && selected.length === 0) throw new Error(`no operation "${options.only}" in either document`);
  const fixedTotal = selected.reduce((sum, op) => sum + caseSpecs(op).length, 0);
  const extra = Math.max(0, (options.requests ?? 0) - fixedTotal);

  // The two services are fuzzed side by side (two cores), each watching every schema but the other's own.
  const schemas = { 'auth-api': 'auth', 'content-api': 'content' } as const;
  const runs = [stack.auth, stack.content].map(async (service) => {
    const ops = selected.filter((op) => op.service === service.name);
    if (ops.length === 0) return;
    // Each operation's case numbers: its fixed list, then seeded random cases in rounds over the operations.
    const plan: [Operation, number][] = [];
    if (options.caseIndex !== undefined) plan.push(...ops.map((op): [Operation, number] => [op, options.caseIndex as number]));
    else {
      for (const op of ops) caseSpecs(op).forEach((_s, i) => plan.push([op, i]));
      const share = Math.round((extra * ops.length) / selected.length);
      for (let k = 0; k < share; k++) {
        const op = ops[k % ops.length] as Operation;
        plan.push([op, caseSpecs(op).length + Math.floor(k / ops.length)]);
      }
    }
    const other = service.name === 'auth-api' ? schemas['content-api'] : schemas['auth-api'];
    await fuzzService(new DataSnapshots(stack.databaseUrl, volatileData, [other]), service, plan, tokens, report, options);
  });
  await Promise.all(runs);
  report.durationMs = Date.now() - started;
  return report;
}

let clientNumber = 0;
// Each request from an address of its own (auth-api and content-api trust X-Forwarded-For from loopback),
// so that per-address limits meet the handlers rather than the fuzz's request rate.
const nextClientAddress = () => {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
};

async function fuzzService(snapshots: DataSnapshots, service: FuzzService, plan: [Operation, number][], tokens: FuzzTokens, report: FuzzReport, options: FuzzOptions) {
  const sameMethod = new Map<string, Set<number>>();
  for (const [op] of plan) sameMethod.set(op.method, new Set([...(sameMethod.get(op.method) ?? []), ...op.responses.keys()]));
  await snapshots.open();
  try {
    let before: Snapshot = await snapshots.take();
    for (const [op, index] of plan) {
      const fuzzCase = buildCase(op, specAt(op, index, options.seed), index, options.seed);
      const sentAt = Date.now();
      const answer = await send(service, fuzzCase, tokens);
      const elapsed = Date.now() - sentAt;
      report.requests += 1;
      options.progress?.(report.requests);
      const latency = report.latency.get(op.key) ?? { count: 0, totalMs: 0, maxMs: 0 };
      report.latency.set(op.key, { count: latency.count + 1, totalMs: latency.totalMs + elapsed, maxMs: Math.max(latency.maxMs, elapsed) });
      report.statuses.set(answer.status, (report.statuses.get(answer.status) ?? 0) + 1);

      // An extra segment, or a path value left out (/api/admin/blogs/ is the list), may reach another route.
      const elsewhere = fuzzCase.label === extraSegmentLabel || /^path \S+: missing$/.test(fuzzCase.label);
      const verdict = answer.status === 0 ? { problem: 'no answer' as const, detail: answer.error } : judge(op, answer.status, answer.body, elsewhere ? sameMethod.get(op.method) : undefined);
      if (verdict) record(report, { problem: verdict.problem, case: fuzzCase, status: answer.status, detail: verdict.detail, serviceOutput: verdict.problem === 'server error' || verdict.problem === 'no answer' ? lastErrors(service) : undefined });
      if (answer.status === 0 && service.process.child.exitCode !== null) throw new Error(`${service.name} stopped:\n${service.process.output()}`);

      const valid = answer.status >= 200 && answer.status < 300;
      if (valid) {
        if (op.service === 'auth-api' && op.method !== 'GET') await tokens.renewIfEnded(fuzzCase.token);
        before = await snapshots.take();
      } else {
        const after = await snapshots.take();
        const changes = changedTables(before, after);
        if (changes.length) record(report, { problem: 'unintended change', case: fuzzCase, status: answer.status, detail: changes.join(', ') });
        before = after;
      }
    }
  } finally {
    await snapshots.close();
  }
}

const keptExamples = 3;
function record(report: FuzzReport, finding: Finding): void {
  report.counts.set(finding.problem, (report.counts.get(finding.problem) ?? 0) + 1);
  const same = report.findings.filter((f) => f.problem === finding.problem && f.case.op.key === finding.case.op.key && f.case.label === finding.case.label);
  if (same.length < keptExamples) report.findings.push(finding);
}

function lastErrors(service: FuzzService): string {
  return service.process.output().split('\n').slice(-6).join('\n').slice(-3000);
}

type Answer = { status: number; body: unknown; error: string };

// A reply that closes its connection (a 413 sent before a 2 MB body was read) can end a request the client
// had already put on that kept-alive connection, so a request with no answer is sent once more, on a new
// connection, before it counts: one that ends its own connection fails both times.
async function send(service: FuzzService, fuzzCase: FuzzCase, tokens: FuzzTokens): Promise<Answer> {
  const answer = await sendOnce(service, fuzzCase, tokens);
  return answer.status === 0 && service.process.child.exitCode === null ? sendOnce(service, fuzzCase, tokens) : answer;
}

async function sendOnce(service: FuzzService, fuzzCase: FuzzCase, tokens: FuzzTokens): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextClientAddress() };
  const authorization = tokens.header(fuzzCase.token, fuzzCase.tokenPick);
  if (authorization) headers['authorization'] = authorization;
  if (fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType;
  try {
    const res = await fetch(`${service.routes?.[fuzzCase.op.path] ?? service.url}${fuzzCase.url}`, {
      method: fuzzCase.op.method,
      headers,
      body: Buffer.isBuffer(fuzzCase.body) ? new Uint8Array(fuzzCase.body) : fuzzCase.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let body: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // a JSON content type with a body that is not: judged as text
      }
    }
    return { status: res.status, body, error: '' };
  } catch (error) {
    return { status: 0, body: undefined, error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) };
  }
}

// The request as a person reads it, to see what was sent and send it again.
export function describeCase(fuzzCase: FuzzCase): string {
  const body = fuzzCase.body === undefined ? '' : fuzzCase.body instanceof FormData ? ' multipart form' : ` ${fuzzCase.contentType ?? ''} body of ${Buffer.byteLength(fuzzCase.body as string | Buffer)} bytes: ${describe(String(fuzzCase.body)).slice(0, 120)}`;
  return `${fuzzCase.op.service} ${fuzzCase.op.method} ${fuzzCase.url.length > 200 ? `${fuzzCase.url.slice(0, 200)}…` : fuzzCase.url} [${fuzzCase.label}; token: ${fuzzCase.token}]${body}`;
}

export function formatReport(report: FuzzReport): string {
  const lines: string[] = [];
  const seconds = report.durationMs / 1000;
  lines.push(`api-fuzz: seed ${report.seed}, ${report.requests} requests in ${seconds.toFixed(1)} s (${Math.round(report.requests / Math.max(seconds, 0.001))} per second)`);
  lines.push(`operations: auth-api ${report.operations['auth-api']}, content-api ${report.operations['content-api']}`);
  lines.push(`statuses: ${[...report.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s} x${n}`).join(', ')}`);
  const serverErrors = [...report.statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
  lines.push(`5xx: ${serverErrors}`);
  lines.push(`unintended changes: ${report.counts.get('unintended change') ?? 0}`);
  for (const problem of ['undocumented status', 'undocumented field', 'no message', 'no answer'] as const) lines.push(`${problem}: ${report.counts.get(problem) ?? 0}`);
  const slowest = [...report.latency].sort(([, a], [, b]) => b.totalMs / b.count - a.totalMs / a.count).slice(0, 5);
  lines.push(`slowest routes (mean / max ms): ${slowest.map(([key, l]) => `${key} ${Math.round(l.totalMs / l.count)} / ${l.maxMs}`).join('; ')}`);
  for (const finding of report.findings) {
    lines.push('');
    lines.push(`[${finding.problem}] ${describeCase(finding.case)}`);
    lines.push(`  answer: ${finding.detail}`);
    lines.push(`  reproduce: npm run fuzz -- --seed ${report.seed} --only "${finding.case.op.key}" --case ${finding.case.index}`);
    if (finding.serviceOutput) lines.push(`  ${finding.case.op.service} said:\n${finding.serviceOutput.replace(/^/gm, '    ')}`);
  }
  return lines.join('\n');
}

// Whether the run passes: no 5xx, no unintended change, and answers as the documents say.
export const failures = (report: FuzzReport) => [...report.counts.values()].reduce((sum, n) => sum + n, 0);
