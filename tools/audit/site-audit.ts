// `npm run audit`: the quality bar of the public site, measured on a production-mode stack of its own
// (free ports, temporary data). One table, printed and written to tmp/audit-report.md; exit code 1
// when a target is missed.
// - Lighthouse, mobile (its default emulation and throttling), median of 3 runs per category, on /,
//   /services/heating-systems, /blog, one post and one location page: Performance ≥ 95,
//   Accessibility 100, Best Practices ≥ 95, SEO 100.
// - JavaScript loaded initially on every public route (scripts requested before the load event, as
//   they crossed the wire, gzip): ≤ 100 KB.
// - axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every public route: 0 violations.
// - The Nu HTML Checker (vnu, run with the system's java) on the server-rendered HTML of every public
//   route: 0 errors.
// - Security headers against OWASP ASVS 5.0 section 3.4, on every public route and a sample of API,
//   feed, asset and error responses, requested as the TLS-terminating ingress forwards them.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Request } from 'playwright-core';
import { markdownTable, publishReport, runCommand } from '../perf/report';
import { measureOnStack } from '../perf/measure-on-stack';
import { type PerfStack, repoRoot, startPerfStack } from '../perf/stack';
import { checkSecurityHeaders, type HeaderCheck } from './security-headers';

const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const lighthouseRuns = Number(process.env['AUDIT_LIGHTHOUSE_RUNS'] ?? 3);
const jsBudget = 100 * 1024;
const scoreTargets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof scoreTargets;
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const log = (line: string) => process.stdout.write(`${line}\n`);

type RouteResult = { route: string; status: number; jsGzip: number; jsFiles: number; jsAfterLoadGzip: number; largest: string[]; axe: number; axeRules: string[]; vnuErrors: number; vnuFirst: string[] };

// Every page the sitemap lists, with one blog post and one location page standing for their route
// patterns, plus the thank-you page and the 404 screen (neither belongs in a sitemap).
async function publicRoutes(base: string): Promise<{ all: string[]; lighthouse: string[] }> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  const post = listed.find((p) => p.startsWith('/blog/'));
  const location = listed.find((p) => p.startsWith('/location/'));
  if (!post || !location) throw new Error('the sitemap lists no blog post or no location page: is the seed content missing?');
  const pages = listed.filter((p) => !p.startsWith('/blog/') && !p.startsWith('/location/'));
  const all = [...new Set([...pages, post, location, '/thank-you', '/no-such-page'])];
  return { all, lighthouse: ['/', '/services/heating-systems', '/blog', post, location] };
}

// Script files the page requested before its load event, at their size on the wire (gzip from the
// gateway), plus an axe-core scan of the same page once the network is idle.
async function browserChecks(base: string, routes: string[]): Promise<Map<string, Pick<RouteResult, 'status' | 'jsGzip' | 'jsFiles' | 'jsAfterLoadGzip' | 'axe' | 'axeRules' | 'largest'>>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => !f.startsWith('--headless')).concat('--headless') });
  const results = new Map<string, Pick<RouteResult, 'status' | 'jsGzip' | 'jsFiles' | 'jsAfterLoadGzip' | 'axe' | 'axeRules' | 'largest'>>();
  try {
    for (const route of routes) {
      // A phone, as Lighthouse's mobile run sees the site; a fresh context has an empty cache.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      // Initial = requested before the load event; what the app loads later on purpose (web-vitals
      // once the page is interactive, a route on navigation) is not.
      // Public pages hydrate after the load event; that JavaScript is reported beside the budget.
      let loaded = false;
      const initial = new Set<Request>();
      const afterLoad = new Set<Request>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') (loaded ? afterLoad : initial).add(request);
      });
      page.once('load', () => (loaded = true));
      const response = await page.goto(`${base}${route}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const wireSize = (r: Request) => r.sizes().then((s) => s.responseBodySize).catch(() => 0);
      const laterSizes = await Promise.all([...afterLoad].map(wireSize));
      const files = await Promise.all(
        [...initial].map(async (r) => ({ name: new URL(r.url()).pathname, bytes: await wireSize(r) })),
      );
      const sizes = files.map((f) => f.bytes);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      results.set(route, {
        status: response?.status() ?? 0,
        jsGzip: sizes.reduce((a, b) => a + b, 0),
        jsFiles: sizes.length,
        jsAfterLoadGzip: laterSizes.reduce((a, b) => a + b, 0),
        axe: axe.violations.reduce((n, v) => n + v.nodes.length, 0),
        axeRules: axe.violations.map((v) => `${v.id} (${v.nodes.length})`),
        largest: files.sort((a, b) => b.bytes - a.bytes).slice(0, 3).map((f) => `${f.name} ${(f.bytes / 1024).toFixed(1)} KB`),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

type VnuMessage = { type: string; subType?: string; message: string; url: string; lastLine?: number };

// The server-rendered HTML (no JavaScript run) of each route, checked in one vnu run.
async function vnuChecks(base: string, routes: string[]): Promise<Map<string, { errors: number; first: string[] }>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  for (const route of routes) {
    const html = await (await fetch(`${base}${route}`)).text();
    const file = path.join(dir, `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}.html`);
    fs.writeFileSync(file, html);
    files.set(file, route);
  }
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar', { paths: [repoRoot] });
  const output = await new Promise<string>((resolve, reject) =>
    execFile('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files.keys()], { maxBuffer: 64 << 20 }, (error, _out, err) =>
      error ? reject(new Error(`vnu failed (is java installed?): ${error.message}`)) : resolve(err),
    ),
  );
  const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
  const results = new Map<string, { errors: number; first: string[] }>();
  for (const route of routes) results.set(route, { errors: 0, first: [] });
  for (const m of messages) {
    if (m.type !== 'error' && !(m.type === 'non-document-error')) continue;
    const route = files.get(decodeURIComponent(new URL(m.url).pathname)) ?? '?';
    const entry = results.get(route) ?? { errors: 0, first: [] };
    entry.errors++;
    if (entry.first.length < 3) entry.first.push(`line ${m.lastLine ?? '?'}: ${m.message}`);
    results.set(route, entry);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return results;
}

type LighthouseRow = { route: string; scores: Record<Category, number>; runs: Record<Category, number[]>; lcp: string; tbt: string; cls: string };

// The middle value (the upper one of an even count) of a category's three runs, so one slow run neither
// fails nor passes a row.
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function lighthouseChecks(base: string, routes: string[]): Promise<LighthouseRow[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  // The flags Lighthouse's own CLI runs with (more of them, e.g. --disable-quic, break its trace).
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const rows: LighthouseRow[] = [];
  try {
    for (const route of routes) {
      const runs: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
      const lcp: number[] = [];
      const tbt: number[] = [];
      const cls: number[] = [];
      for (let i = 0; i < lighthouseRuns; i++) {
        // A run whose trace recording failed (Lighthouse says: run again) is repeated once.
        let lhr;
        for (let attempt = 1; attempt <= 2 && (!lhr || lhr.runtimeError); attempt++) {
          const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(scoreTargets) });
          lhr = result?.lhr;
        }
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${lhr.runtimeError.message}`);
        for (const category of Object.keys(scoreTargets) as Category[]) runs[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
        tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
        cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
      }
      const scores = Object.fromEntries((Object.keys(runs) as Category[]).map((c) => [c, median(runs[c])])) as Record<Category, number>;
      rows.push({ route, scores, runs, lcp: `${(median(lcp) / 1000).toFixed(1)} s`, tbt: `${median(tbt).toFixed(0)} ms`, cls: median(cls).toFixed(3) });
      log(`  ${route}: ${(Object.keys(scores) as Category[]).map((c) => `${c} ${scores[c]} [${runs[c].join(', ')}]`).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

async function headerTargets(stack: PerfStack, routes: string[]): Promise<string[]> {
  const html = await (await fetch(`${stack.baseUrl}/`)).text();
  const asset = /(\/assets\/[^"']+\.js)/.exec(html)?.[1];
  return [...routes, '/blogs', '/api/categories', '/api/locationpages', '/sitemap.xml', '/rss.xml', '/robots.txt', '/api/users/profile', '/docs/content', ...(asset ? [asset] : [])];
}

async function main(): Promise<void> {
  const started = Date.now();
  const stack = await startPerfStack({ label: 'audit' });
  await measureOnStack(stack, async () => {
    const base = stack.baseUrl;
    const { all, lighthouse } = await publicRoutes(base);
    log(`\nAuditing ${all.length} public routes at ${base}`);

    log('HTML validity (vnu)…');
    const vnu = await vnuChecks(base, all);
    log('Initial JavaScript and axe-core (Chromium, phone viewport)…');
    const browser = await browserChecks(base, all);
    log('Security headers (OWASP ASVS 5.0, 3.4)…');
    const headers: HeaderCheck[] = await checkSecurityHeaders(base, await headerTargets(stack, all));
    log(`Lighthouse, mobile, ${lighthouseRuns} runs per page…`);
    const lh = await lighthouseChecks(base, lighthouse);

    const routeRows: RouteResult[] = all.map((route) => {
      const b = browser.get(route);
      const v = vnu.get(route);
      return { route, status: b?.status ?? 0, jsGzip: b?.jsGzip ?? NaN, jsFiles: b?.jsFiles ?? 0, jsAfterLoadGzip: b?.jsAfterLoadGzip ?? NaN, largest: b?.largest ?? [], axe: b?.axe ?? NaN, axeRules: b?.axeRules ?? [], vnuErrors: v?.errors ?? NaN, vnuFirst: v?.first ?? [] };
    });
    const expectedStatus = (route: string) => (route === '/no-such-page' ? 404 : 200);
    const routeOk = (r: RouteResult) => r.status === expectedStatus(r.route) && r.jsGzip <= jsBudget && r.axe === 0 && r.vnuErrors === 0;
    const lhOk = (row: LighthouseRow) => (Object.keys(scoreTargets) as Category[]).every((c) => row.scores[c] >= scoreTargets[c]);

    const routeTable = markdownTable(
      ['route', 'status', `initial JS (gzip, ≤ ${jsBudget / 1024} KB)`, 'files', 'JS after load (hydration, gzip)', 'axe violations', 'vnu errors', 'result'],
      routeRows.map((r) => [r.route, r.status, `${(r.jsGzip / 1024).toFixed(1)} KB`, r.jsFiles, `${(r.jsAfterLoadGzip / 1024).toFixed(1)} KB`, r.axe, r.vnuErrors, routeOk(r) ? 'met' : 'MISSED']),
    );
    const lhTable = markdownTable(
      ['Lighthouse mobile (median of ' + lighthouseRuns + ')', 'Performance ≥ 95', 'Accessibility 100', 'Best Practices ≥ 95', 'SEO 100', 'LCP', 'TBT', 'CLS', 'result'],
      lh.map((row) => [row.route, row.scores.performance, row.scores.accessibility, row.scores['best-practices'], row.scores.seo, row.lcp, row.tbt, row.cls, lhOk(row) ? 'met' : 'MISSED']),
    );
    const headerTable = markdownTable(
      ['OWASP ASVS 5.0', 'requirement', 'responses passing', 'result'],
      headers.map((h) => [h.id, h.title, `${h.passing}/${h.checked}`, h.pass ? 'met' : h.informational ? 'not met (L3, informational)' : 'MISSED']),
    );
    const heaviest = routeRows.find((r) => r.jsGzip > jsBudget);
    const details = [
      ...(heaviest ? [`- initial JS on ${heaviest.route}, largest files: ${heaviest.largest.join(', ')}`] : []),
      ...routeRows.flatMap((r) => [...r.axeRules.map((rule) => `- axe ${r.route}: ${rule}`), ...r.vnuFirst.map((m) => `- vnu ${r.route}: ${m}`)]),
      ...headers.filter((h) => !h.pass).flatMap((h) => h.failures.slice(0, 3).map((f) => `- ${h.id} ${f}`)),
    ];
    const missed = [
      ...routeRows.filter((r) => !routeOk(r)).map((r) => r.route),
      ...lh.filter((row) => !lhOk(row)).map((row) => `Lighthouse ${row.route}`),
      ...headers.filter((h) => !h.pass && !h.informational).map((h) => `ASVS ${h.id}`),
    ];
    return publishReport(
      'audit',
      `Production-mode stack behind the gateway; Lighthouse ${lighthouseRuns}× per page (mobile emulation, simulated throttling).`,
      [lhTable, routeTable, headerTable, ...(details.length ? [['Findings:', ...details].join('\n')] : [])],
      missed,
      started,
    );
  });
}

runCommand('audit', main);
