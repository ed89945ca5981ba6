// `npm run upgrade-drill [-- --from <tag or commit>] [--no-build]`: an operator's upgrade, proven. Builds the
// images of the previous release (the newest v* tag, or the commit given) from `git archive` of it,
// starts its docker-compose.yml, fills the site (tools/upgrade-drill/fill-site.ts), then upgrades to
// this checkout exactly as deploy/README.md says (same project and volumes, the new compose file and
// image tag, `up -d`) while a load of cached page reads runs. It compares every table and every
// object before and after, runs the smoke test, and reports the failed requests of the switch.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import autocannon from 'autocannon';
import { defaultSiteSettings } from '@hvac/site';
import { reservePort } from '@hvac/test-harness';
import { fmt, markdownTable, publishDrillReport, runDrill } from '../perf/report';
import { repoRoot } from '../repo-root';
import { type Compose, composeRunner, listContainers, secretEnv, waitHealthy, writeEnvFile } from '../containers/compose-stack';
import { buildImage, ensureDockerDaemon, imageExists, projectImages } from '../containers/docker';
import { runSmoke } from '../containers/smoke';
import { prepareBaseImages, thirdPartyServices, writeStandinsOverride } from '../containers/standins';
import { fillSite } from './fill-site';
import { compareTables, objectSums, type Snapshot, tableSums } from './site-snapshot';

const project = 'hvac-upgrade';
const workDir = path.join(repoRoot, 'tmp/upgrade-drill');
// Tables an upgrade legitimately changes: each schema's migration log gains the new migrations.
const changedByMigrations = (table: string) => /\.(migrations|typeorm_metadata)$/.test(table);

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
}

function previousRef(): string {
  const i = process.argv.indexOf('--from');
  if (i > 0 && process.argv[i + 1]) return process.argv[i + 1] as string;
  try {
    return git(['describe', '--tags', '--abbrev=0', '--match', 'v*', 'HEAD^']);
  } catch {
    throw new Error('no v* release tag before HEAD: give the previous release with --from <tag or commit>');
  }
}

type Side = { label: string; dir: string; tag: string; compose: Compose; env: Record<string, string> };

async function snapshot(side: Side, keep?: Snapshot): Promise<Snapshot> {
  const list = await listContainers(side.compose);
  const id = (service: string) => list.find((c) => c.service === service && c.state === 'running')?.id;
  const postgres = id('postgres');
  const contentApi = id('content-api');
  if (!postgres || !contentApi) throw new Error(`${side.label}: postgres or content-api is not running`);
  return { tables: await tableSums(postgres, side.env, keep?.tables), objects: await objectSums(contentApi) };
}

// Snapshots until two in a row agree: the mail worker may still be recording deliveries.
async function settledSnapshot(side: Side, keep?: Snapshot): Promise<Snapshot> {
  let last = await snapshot(side, keep);
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 2000));
    const next = await snapshot(side, keep);
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  throw new Error(`${side.label}: the data kept changing for 40 s with nothing writing to the site`);
}

async function main(): Promise<number> {
  const from = previousRef();
  const fromSha = git(['rev-parse', '--short', `${from}^{commit}`]);
  const toSha = git(['rev-parse', '--short', 'HEAD']) + (git(['status', '--porcelain']) ? '+changes' : '');
  fs.rmSync(workDir, { recursive: true, force: true });
  // The operator's checkout: the previous release first, then, for the upgrade, this checkout's
  // compose file and deploy/ in the same place (bind mounts keep their paths, as on a server).
  const previousDir = path.join(workDir, 'site');
  fs.mkdirSync(previousDir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${fromSha} | tar -x -C '${previousDir}'`], { cwd: repoRoot });

  const stopDocker = await ensureDockerDaemon(workDir);
  const rows: (string | number)[][] = [];
  const tableRows: (string | number)[][] = [];
  let failure: string | undefined;
  const check = (what: string, ok: boolean, detail: string) => {
    rows.push([what, ok ? 'passed' : 'FAILED', detail]);
    if (!ok) failure ??= `${what}: ${detail}`;
  };
  let current: Side | undefined;
  let previous: Side | undefined;
  try {
    const base = await prepareBaseImages(workDir);
    const log = (name: string) => path.join(workDir, name);
    const sides = [
      { label: `previous (${from}, ${fromSha})`, dir: previousDir, tag: `upgrade-${fromSha}` },
      { label: `current (${toSha})`, dir: repoRoot, tag: 'upgrade-current' },
    ];
    for (const side of sides) {
      for (const image of projectImages) {
        const tag = `hvac/${image.name}:${side.tag}`;
        // A release's images never change; with --no-build, neither do the current ones already tagged.
        if ((side.dir === previousDir || process.argv.includes('--no-build')) && (await imageExists(tag))) continue;
        console.log(`Building ${tag}`);
        const ms = await buildImage(tag, side.dir, { ...image.args, NODE_IMAGE: base.nodeImage }, log(`build-${side.tag}-${image.name}.log`));
        rows.push([`build ${tag}`, `${fmt.n(ms / 1000, 0)} s`, side.label]);
      }
    }

    // One set of secrets for both sides: the volumes were created with them. The published ports
    // are the same too, so the load keeps one address across the switch.
    const reserved = await Promise.all([reservePort(), reservePort(), reservePort()]);
    const [sitePort, inboxPort, httpsPort] = reserved.map((r) => r.port) as [number, number, number];
    const secrets = secretEnv({});
    const stack = (side: (typeof sides)[number]): Side => {
      const example = path.join(side.dir, '.env.example');
      const env = secretEnv(
        {
          IMAGE_TAG: side.tag,
          COMPOSE_PROFILES: 'dev',
          GATEWAY_HOST_PORT: String(sitePort),
          HTTP_PORT: String(sitePort),
          HTTPS_PORT: String(httpsPort),
          MAILPIT_HOST_PORT: String(inboxPort),
          PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
          SITE_HOST: 'localhost 127.0.0.1',
          SMTP_URL: 'smtp://mailpit:1025',
        },
        example,
      );
      // Every secret (passwords, keys, passphrases): the volumes, the stored second factors, the mail
      // links and the backup repository were made with the previous side's.
      const placeholders = parseEnv(fs.readFileSync(example, 'utf8')) as Record<string, string>;
      for (const key of Object.keys(env)) if (secrets[key] && placeholders[key]?.startsWith('change-me')) env[key] = secrets[key] as string;
      const envFile = log(`${side.tag}.env`);
      writeEnvFile(envFile, env);
      const files = [path.join(previousDir, 'docker-compose.yml')];
      const swapped = base.standinServices.filter((s) => s in thirdPartyServices(path.join(side.dir, 'docker-compose.yml')));
      if (swapped.length > 0) {
        files.push(log(`${side.tag}.standins.yml`));
        writeStandinsOverride(swapped, files[1] as string);
      }
      return { ...side, env, compose: composeRunner({ project, directory: previousDir, envFile, files, log: log('compose.log') }) };
    };
    previous = stack(sides[0] as (typeof sides)[number]);
    current = stack(sides[1] as (typeof sides)[number]);
    const site = `http://127.0.0.1:${sitePort}`;

    await Promise.all(reserved.map((r) => r.release()));
    let started = Date.now();
    await previous.compose(['up', '--detach', '--no-build']);
    await waitHealthy(previous.compose, 240_000);
    rows.push([`start ${previous.label}`, `${fmt.n((Date.now() - started) / 1000, 0)} s`, 'every service healthy']);

    const filled = await fillSite(site, { email: previous.env.ADMIN_EMAIL as string, password: previous.env.ADMIN_PASSWORD as string }, 'upgrade');
    rows.push(['fill the site through the API', 'done', Object.entries(filled.counts).map(([k, v]) => `${v} ${k}`).join(', ')]);
    const before = await settledSnapshot(previous);
    for (const page of filled.pages) {
      const res = await fetch(`${site}${page}`);
      if (res.status !== 200) throw new Error(`GET ${page}: ${res.status} before the upgrade`);
    }

    // Cached page reads during the whole switch; every failure is counted with its time. A refused
    // connection is no request (nothing listens on the port), so those are counted apart.
    const failures: { at: number; what: string }[] = [];
    const refused: number[] = [];
    const switchStarted = Date.now();
    let loadDone: (result: autocannon.Result) => void = () => undefined;
    const loaded = new Promise<autocannon.Result>((resolve) => (loadDone = resolve));
    const load = autocannon(
      { url: site, connections: 8, duration: 1800, requests: filled.pages.map((p) => ({ method: 'GET' as const, path: p })) },
      (error, result) => (error ? failures.push({ at: Date.now() - switchStarted, what: String(error) }) : loadDone(result)),
    );
    load.on('response', (_client: unknown, status: number) => {
      if (status < 200 || status >= 400) failures.push({ at: Date.now() - switchStarted, what: String(status) });
    });
    load.on('reqError', (error: Error) => {
      if (/ECONNREFUSED/.test(error.message)) refused.push(Date.now() - switchStarted);
      else failures.push({ at: Date.now() - switchStarted, what: error.message });
    });
    await new Promise((r) => setTimeout(r, 3000));

    for (const entry of ['docker-compose.yml', '.env.example', 'deploy']) {
      fs.rmSync(path.join(previousDir, entry), { recursive: true, force: true });
      fs.cpSync(path.join(repoRoot, entry), path.join(previousDir, entry), { recursive: true, filter: (f) => !f.includes('node_modules') });
    }
    started = Date.now();
    console.log(`Upgrading to ${current.label}`);
    await current.compose(['up', '--detach', '--no-build', '--remove-orphans']);
    await waitHealthy(current.compose, 240_000);
    // As deploy/README.md says: nginx resolved the services' names when it started; a graceful
    // reload makes a gateway that was kept find the new containers' addresses.
    await current.compose(['exec', '-T', 'gateway', 'nginx', '-s', 'reload']);
    const upgradeMs = Date.now() - started;
    await new Promise((r) => setTimeout(r, 5000));
    load.stop();
    const result = await loaded;
    const kinds = [...new Set(failures.map((f) => f.what))].join(', ');
    const window = failures.length ? `, from ${fmt.n((failures[0]?.at ?? 0) / 1000, 1)} s to ${fmt.n((failures.at(-1)?.at ?? 0) / 1000, 1)} s after the load began (${kinds})` : '';
    rows.push([`upgrade: up -d to every service healthy`, `${fmt.n(upgradeMs / 1000, 0)} s`, `${(await listContainers(current.compose)).length} containers of ${current.label}`]);
    check(
      'cached page reads during the switch',
      failures.length === 0,
      `${result.requests.total} reads of ${filled.pages.length} pages (${fmt.n(result.requests.average, 0)}/s), ${failures.length} failed${window}`,
    );
    check(
      'no connection refused during the switch',
      refused.length === 0,
      refused.length === 0 ? 'the published port answered throughout' : `${refused.length} refused attempts from ${fmt.n((refused[0] ?? 0) / 1000, 1)} s to ${fmt.n((refused.at(-1) ?? 0) / 1000, 1)} s: nothing listened on the port while its service was replaced`,
    );

    const after = await settledSnapshot(current, before);
    const tables = compareTables(before.tables, after.tables, changedByMigrations);
    for (const t of tables) tableRows.push([t.table, t.before, t.after, t.same ? 'same' : t.added ? 'new in this release' : t.expectedChange ? 'changed (migration log)' : 'CHANGED']);
    const lost = tables.filter((t) => !t.same && !t.added && !t.expectedChange);
    const added = tables.filter((t) => t.added).length;
    check(
      'every row kept',
      lost.length === 0,
      `${tables.length - added} tables, ${tables.reduce((n, t) => n + Math.max(t.before, 0), 0)} rows before (${added} tables new in this release); ${lost.length ? `changed: ${lost.map((t) => t.table).join(', ')}` : 'all checksums of the columns kept equal but the migration logs'}`,
    );
    const objectsKept = before.objects.filter((o) => after.objects.some((a) => a.key === o.key && a.sha256 === o.sha256 && a.size === o.size));
    check('every object kept', objectsKept.length === before.objects.length && before.objects.length > 0, `${objectsKept.length} of ${before.objects.length} objects with the same size and SHA-256`);

    const smoke = await runSmoke({
      site,
      inbox: `http://127.0.0.1:${inboxPort}`,
      adminEmail: current.env.ADMIN_EMAIL as string,
      adminPassword: current.env.ADMIN_PASSWORD as string,
      enquiryTo: current.env.ENQUIRY_TO || defaultSiteSettings.email,
    });
    for (const s of smoke) check(`smoke after the upgrade: ${s.step}`, s.ok, s.detail);
  } catch (error) {
    failure = (error as Error).message;
    rows.push(['run', 'FAILED', failure.split('\n')[0] as string]);
  } finally {
    const compose = current ?? previous;
    if (compose) {
      await compose.compose(['logs', '--no-color', '--tail', '300']).then((logs) => fs.writeFileSync(path.join(workDir, 'services.log'), logs), () => undefined);
      if (!process.env['KEEP_STACK']) await compose.compose(['down', '--volumes', '--remove-orphans']).catch((error: Error) => console.error(`compose down: ${error.message}`));
    }
    await stopDocker();
  }

  publishDrillReport({
    command: 'upgrade-drill',
    file: 'upgrade-drill-report.md',
    verdict: `from ${from} (${fromSha}) to ${toSha}; ${failure ? 'FAILED' : 'passed'}`,
    rows,
    sections: ['## Tables', markdownTable(['table', 'rows before', 'rows after', 'checksum'], tableRows)],
    workDir,
    failure,
  });
  return failure ? 1 : 0;
}

runDrill(main);
