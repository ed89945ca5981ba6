// Markdown tables for the audit, bench and chaos reports: printed as they are and written to tmp/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../repo-root';

export type Cell = string | number;

export function markdownTable(header: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map((cell) => String(cell).replace(/\|/g, '\\|')));
  const widths = header.map((h, i) => Math.max(h.length, ...text.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...text.map(line)].join('\n');
}

export function machineLine(): string {
  const memGiB = Math.round(os.totalmem() / 2 ** 30);
  let distro: string = os.platform();
  try {
    distro = /PRETTY_NAME="([^"]+)"/.exec(fs.readFileSync('/etc/os-release', 'utf8'))?.[1] ?? distro;
  } catch {
    // not Linux: the platform name will do
  }
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${memGiB} GiB, ${distro}, Node ${process.versions.node}, ${new Date().toISOString().slice(0, 10)}`;
}

// Writes the report under tmp/ (git-ignored) and returns its path relative to the repo.
export function writeReport(name: string, markdown: string): string {
  const file = path.join(repoRoot, 'tmp', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${markdown}\n`);
  return path.relative(repoRoot, file);
}

export const fmt = {
  n: (v: number, digits = 0) => (Number.isFinite(v) ? v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '—'),
  ms: (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : v.toFixed(0)} ms` : '—'),
  pct: (v: number, digits = 2) => `${(v * 100).toFixed(digits)} %`,
};

// Prints a command's report with its verdict and run time, writes it to tmp/<command>-report.md and
// returns the exit code: 1 when a target was missed.
export function publishReport(command: 'audit' | 'bench' | 'chaos', setup: string, sections: string[], missed: string[], started: number): number {
  const markdown = [
    `## npm run ${command} — ${new Date().toISOString()}`,
    '',
    `Machine: ${machineLine()}. ${setup}`,
    '',
    ...sections.flatMap((section) => [section, '']),
    missed.length ? `Targets missed: ${missed.join('; ')}` : 'All targets met.',
    `Run time ${Math.round((Date.now() - started) / 1000)} s.`,
  ].join('\n');
  process.stdout.write(`\n${markdown}\n`);
  process.stdout.write(`\nReport written to ${writeReport(`${command}-report.md`, markdown)}\n`);
  return missed.length ? 1 : 0;
}

// Runs a command's main; a crash ends it with its stack and exit code 1.
export function runCommand(command: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${command} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}

// A drill's report (containers, containers:tls, the restore and upgrade drills): title, verdict line,
// the results table and further sections, printed and written to tmp/<file>, with where its logs are.
export function publishDrillReport(options: { command: string; file: string; verdict: string; rows: Cell[][]; sections?: string[]; workDir: string; failure?: string }): void {
  const report = [
    `# npm run ${options.command}`,
    '',
    `${machineLine()}; ${options.verdict}`,
    '',
    markdownTable(['what', 'result', 'detail'], options.rows),
    ...(options.sections ?? []).flatMap((section) => ['', section]),
  ].join('\n');
  console.log(`\n${report}\n`);
  if (options.failure) console.error(options.failure);
  console.log(`Written to ${writeReport(options.file, report)}; logs in ${path.relative(repoRoot, options.workDir)}/`);
}

// Runs a drill's main and exits with the code it returns; a crash exits 1 with its message.
export function runDrill(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
