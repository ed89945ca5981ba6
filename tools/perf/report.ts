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
