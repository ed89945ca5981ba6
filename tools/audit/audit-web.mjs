#!/usr/bin/env node
// Budget check of the public website against a running stack (BASE_URL, default http://localhost:8080):
// 1. gzipped JavaScript loaded initially on every public route (HTML's module scripts + modulepreloads),
// 2. Lighthouse mobile scores on the key pages, when the lighthouse package is installed.
// Prints the figures and exits 1 when a budget is missed. Options: --no-lighthouse.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const base = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const jsBudgetBytes = 100 * 1024;
const scoreBudget = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const skipLighthouse = process.argv.includes('--no-lighthouse');

async function getJson(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

// A post and a location page that exist, so the audit covers real content.
async function discoverContentRoutes() {
  const blogs = await getJson(`${base}/blogs`);
  const post = blogs?.data?.[0]?.slug_url;
  const pages = await getJson(`${base}/api/locationpages`);
  const location = pages?.data?.[0]?.slug_url;
  return {
    post: process.env.AUDIT_POST ?? (post ? `/blog/${post.trim().toLowerCase().replace(/\s+/g, '-')}` : null),
    location: process.env.AUDIT_LOCATION ?? (location ? `/location/${location}` : null),
  };
}

function scriptUrls(html, pageUrl) {
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g)) urls.add(m[1]);
  // The hydration script imports the entry and route modules inline.
  for (const m of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) urls.add(m[1]);
  return [...urls].map((u) => new URL(u, pageUrl).toString());
}

const sizeCache = new Map();
async function gzippedSize(url) {
  if (!sizeCache.has(url)) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    sizeCache.set(url, { raw: body.length, gz: gzipSync(body, { level: 9 }).length });
  }
  return sizeCache.get(url);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function auditJavaScript(routes) {
  console.log(`\nInitial JavaScript per route (gzip -9, budget ${kb(jsBudgetBytes)}) at ${base}`);
  let ok = true;
  const rows = [];
  for (const route of routes) {
    const url = `${base}${route}`;
    const res = await fetch(url, { redirect: 'manual' });
    const html = await res.text();
    const scripts = scriptUrls(html, url);
    let gz = 0;
    let raw = 0;
    for (const s of scripts) {
      const size = await gzippedSize(s);
      gz += size.gz;
      raw += size.raw;
    }
    const pass = gz <= jsBudgetBytes;
    ok &&= pass;
    rows.push({ route, status: res.status, files: scripts.length, raw: kb(raw), gzip: kb(gz), budget: pass ? 'ok' : 'OVER' });
  }
  console.table(rows);
  const largest = [...sizeCache.entries()].sort((a, b) => b[1].gz - a[1].gz).slice(0, 5);
  console.log('Largest files:');
  for (const [u, s] of largest) console.log(`  ${kb(s.gz).padStart(9)}  ${new URL(u).pathname}`);
  return ok;
}

function findLighthouse() {
  const require = createRequire(import.meta.url);
  try {
    return path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
  } catch {
    return null;
  }
}

function auditLighthouse(routes) {
  const cli = findLighthouse();
  if (!cli) {
    console.log('\nLighthouse: not installed (npm install -D lighthouse); scores not measured.');
    return true;
  }
  if (!existsSync(chromePath)) {
    console.log(`\nLighthouse: no Chromium at ${chromePath} (set CHROME_PATH); scores not measured.`);
    return true;
  }
  console.log('\nLighthouse (mobile, default throttling)');
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-'));
  const rows = [];
  let ok = true;
  for (const route of routes) {
    const out = path.join(dir, `${route.replace(/\W+/g, '_') || 'home'}.json`);
    const run = spawnSync(
      process.execPath,
      [cli, `${base}${route}`, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility,best-practices,seo', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage'],
      { env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8', timeout: 180_000 },
    );
    if (run.status !== 0 || !existsSync(out)) {
      console.log(`  ${route}: lighthouse failed: ${(run.stderr || run.error?.message || '').split('\n').slice(-3).join(' ')}`);
      ok = false;
      continue;
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const row = { route };
    for (const [id, min] of Object.entries(scoreBudget)) {
      const s = score(id);
      row[id] = `${s}${s < min ? ' (<' + min + ')' : ''}`;
      if (s < min) ok = false;
    }
    row.LCP = report.audits['largest-contentful-paint']?.displayValue ?? '';
    row.CLS = report.audits['cumulative-layout-shift']?.displayValue ?? '';
    row.TBT = report.audits['total-blocking-time']?.displayValue ?? '';
    rows.push(row);
    const failing = Object.values(report.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    if (failing.length) console.log(`  ${route}: failing audits: ${failing.join(', ')}`);
  }
  console.table(rows);
  return ok;
}

const { post, location } = await discoverContentRoutes();
const publicRoutes = ['/', '/about', '/services', ...[
  'heating-systems', 'refrigation', 'design-build', 'air-conditioning', 'gas-lines', 'sheet-metal', 'fire-places', 'hydronics',
].map((s) => `/services/${s}`), '/blog', post, '/contact', location, '/thank-you', '/this-page-does-not-exist'].filter(Boolean);
const lighthouseRoutes = ['/', '/services/heating-systems', '/blog', post, location].filter(Boolean);
if (!post) console.log('Note: no blog post found at /blogs; post pages not audited.');
if (!location) console.log('Note: no location page found at /api/locationpages; location pages not audited.');

const jsOk = await auditJavaScript(publicRoutes);
const lhOk = skipLighthouse ? true : auditLighthouse(lighthouseRoutes);
console.log(`\nJavaScript budget: ${jsOk ? 'met' : 'MISSED'}${skipLighthouse ? '' : `; Lighthouse budget: ${lhOk ? 'met' : 'MISSED'}`}`);
process.exit(jsOk && lhOk ? 0 : 1);
