// `npm run restore-drill`: proves that the backups of the compose stack restore. On the stack of
// `npm run containers` (stand-ins where an image cannot be pulled) it fills the site through its APIs,
// takes the backups, keeps writing, records a time, deletes a post by mistake, destroys every volume
// (`docker-compose down --volumes`; the backup target is a host directory, as another disk would be),
// restores to the recorded time with deploy/backup/compose-restore.sh, compares every row of every
// table and every object, and runs the smoke test again. Prints one table; exits 1 on any mismatch
// or missed target.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { defaultSiteSettings } from '@hvac/site';
import { composeProcessEnv, trialComposeEnv } from '../containers/compose-env';
import { writeEnvFile } from '../containers/compose-stack';
import { buildImage, command, ensureDockerDaemon, projectImages } from '../containers/docker';
import { runSmoke } from '../containers/smoke';
import { prepareBaseImages, writeStandinsOverride } from '../containers/standins';
import { fmt, publishDrillReport, runDrill } from '../perf/report';
import { repoRoot } from '../repo-root';

const project = 'hvac-restore-drill';
const workDir = path.join(repoRoot, 'tmp/restore-drill');
const target = path.join(workDir, 'backup-target');
const writeSeconds = Number(process.env['DRILL_WRITE_SECONDS'] ?? 180);
const targets = { rpoDatabaseS: 300, rpoMediaS: 3600, rtoS: 900 };
const fillScript = fs.readFileSync(path.join(__dirname, 'fill-site.js'), 'utf8');
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Compose = (args: string[], options?: { timeoutMs?: number }) => Promise<string>;

async function waitHealthy(compose: Compose, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ids = (await compose(['ps', '-q'])).split('\n').filter(Boolean);
    const format = '{{index .Config.Labels "com.docker.compose.service"}}|{{.State.Status}}|{{.State.ExitCode}}|{{if .State.Health}}{{.State.Health.Status}}{{end}}';
    const list = ids.length ? (await command('docker', ['inspect', '--format', format, ...ids])).trim().split('\n').map((l) => l.split('|')) : [];
    const failed = list.find(([, state, code]) => state === 'exited' && code !== '0');
    if (failed) throw new Error(`${failed[0]} exited with ${failed[2]}`);
    const waiting = list.filter(([, state, , health]) => state !== 'exited' && (health ? health !== 'healthy' : state !== 'running'));
    if (list.length > 0 && waiting.length === 0) return;
    if (Date.now() > deadline) throw new Error(`not healthy after ${timeoutMs / 1000} s: ${waiting.map((w) => w[0]).join(', ')}`);
    await sleep(1000);
  }
}

// Per-table row count and checksum of every table of every schema, in one snapshot.
const checksumSql = `
SELECT string_agg(format('SELECT %L AS t, count(*) AS n, coalesce(md5(string_agg(x::text, E''\\n'' ORDER BY x::text)), '''') AS h FROM %I.%I x', schemaname || '.' || tablename, schemaname, tablename), ' UNION ALL ' ORDER BY schemaname, tablename)
FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`;

type TableSums = Map<string, { rows: number; hash: string }>;

async function main(): Promise<number> {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const started = Date.now();
  const stopDocker = await ensureDockerDaemon(workDir);
  const rows: (string | number)[][] = [];
  const missed: string[] = [];
  let compose: Compose | undefined;
  try {
    log('Preparing base images and stand-ins');
    const base = await prepareBaseImages(workDir);
    const { values: env, ports } = await trialComposeEnv();
    env['BACKUP_TARGET'] = target;
    const envFile = path.join(workDir, 'compose.env');
    writeEnvFile(envFile, env);
    for (const image of projectImages) {
      log(`Building hvac/${image.name}`);
      await buildImage(`hvac/${image.name}:${env['IMAGE_TAG']}`, repoRoot, { ...image.args, NODE_IMAGE: base.nodeImage }, path.join(workDir, `build-${image.name}.log`));
    }
    const files = ['-f', path.join(repoRoot, 'docker-compose.yml')];
    if (base.standinServices.length > 0) {
      writeStandinsOverride(base.standinServices, path.join(workDir, 'standins.override.yml'));
      files.push('-f', path.join(workDir, 'standins.override.yml'));
    }
    const composeArgs = ['--project-name', project, '--project-directory', repoRoot, '--env-file', envFile, ...files];
    const composeLog = path.join(workDir, 'compose.log');
    const processEnv = composeProcessEnv(env);
    compose = (args, options = {}) => command('docker-compose', [...composeArgs, ...args], { cwd: repoRoot, env: processEnv, log: composeLog, ...options });
    const c = compose;
    const sql = async (query: string) => (await c(['exec', '-T', 'postgres', 'psql', '-U', env['POSTGRES_USER'] as string, '-d', env['POSTGRES_DB'] as string, '-qAtX', '-v', 'ON_ERROR_STOP=1', '-c', query])).trim();
    const site = (mode: string, extra = '') => c(['exec', '-T', 'web', 'node', '-e', fillScript, mode, env['ADMIN_EMAIL'] as string, env['ADMIN_PASSWORD'] as string, 'r1', extra], { timeoutMs: 600_000 });
    const inBackup = (script: string) => c(['exec', '-T', 'backup', 'sh', '-c', script], { timeoutMs: 600_000 });
    const objectSums = async () => new Map((await inBackup('. /opt/backup/common.sh; media_remote; rclone md5sum --download "$remote"')).trim().split('\n').filter(Boolean).map((l) => { const [h, ...k] = l.split(/\s+/); return [k.join(' '), h as string] as const; }));
    const tableSums = async (): Promise<TableSums> => {
      const union = await sql(checksumSql);
      // One statement: one snapshot.
      const out = await sql(`${union} ORDER BY 1`);
      return new Map(out.split('\n').filter(Boolean).map((l) => { const [t, n, h] = l.split('|'); return [t as string, { rows: Number(n), hash: h as string }]; }));
    };

    log('Starting the compose stack');
    await Promise.all(ports.map((p) => p?.release()));
    await c(['up', '--detach', '--no-build']);
    await waitHealthy(c, 300_000);

    log('Filling the site through its APIs');
    const filled = JSON.parse((await site('fill')).trim().split('\n').pop() as string) as { images: number; posts: { id: number; slug: string }[] };
    rows.push(['data set', 'filled through the APIs', '10 posts, 8 town pages, 200 enquiries, 20 subscribers, 3 staff invitations, site settings, 50 images (plus the mail the enquiries sent)']);

    log('Taking the backups: database (full) and media');
    await inBackup('/opt/backup/backup-database.sh full');
    await inBackup('/opt/backup/backup-media.sh');

    log(`Writing for ${writeSeconds} s: enquiries, an upload and an hourly media backup`);
    const writeUntil = Date.now() + writeSeconds * 1000;
    let n = 1000;
    let uploaded = false;
    let mediaBackupAt = 0;
    let objectsAtMediaBackup = new Map<string, string>();
    while (Date.now() < writeUntil) {
      await site('enquiries', `${n}:3`);
      n += 3;
      if (!uploaded && Date.now() > writeUntil - (writeSeconds * 1000) / 2) {
        await site('upload', '51');
        await inBackup('/opt/backup/backup-media.sh');
        mediaBackupAt = Date.now();
        objectsAtMediaBackup = await objectSums();
        uploaded = true;
      }
      await sleep(2000);
    }
    log('Quiet: waiting for the mail worker to settle, then recording the time');
    await sleep(15_000);
    const sumsAtT = await tableSums();
    const recorded = (await sql("SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || '+00'")).trim();
    await sleep(2000);
    const victim = filled.posts[0] as { id: number; slug: string };
    log(`Recorded ${recorded}; deleting post ${victim.id} by mistake`);
    await site('delete', String(victim.id));
    const deleteSegment = await sql('SELECT pg_walfile_name(pg_current_wal_lsn())');
    // More writes until the segment holding the delete is archived (recovery must see past the target).
    while ((await sql("SELECT coalesce(last_archived_wal, '') FROM pg_stat_archiver")).slice(0, 24) < deleteSegment) {
      await site('enquiries', `${n}:1`);
      n += 1;
      await sleep(3000);
    }
    const lagS = Number(await sql('SELECT extract(epoch FROM now() - last_archived_time) FROM pg_stat_archiver'));
    const mediaLagS = (Date.now() - mediaBackupAt) / 1000;

    log('Destroying every volume');
    await c(['down', '--volumes']);
    const gone = Date.now();

    log(`Restoring to ${recorded}`);
    await command(path.join(repoRoot, 'deploy/backup/compose-restore.sh'), ['--time', recorded, '--keep-stopped'], {
      cwd: repoRoot,
      env: { ...processEnv, COMPOSE: ['docker-compose', ...composeArgs].join(' ') },
      log: composeLog,
      timeoutMs: 900_000,
    });
    await c(['up', '--detach', '--no-build', 'postgres']);
    for (let i = 0; (await sql('SELECT pg_is_in_recovery()').catch(() => 't')) !== 'f'; i += 1) {
      if (i > 300) throw new Error('Postgres did not finish recovery in 300 s');
      await sleep(1000);
    }
    const sumsAfter = await tableSums();
    log('Starting the site again');
    await c(['up', '--detach', '--no-build']);
    await waitHealthy(c, 300_000);
    const smoke = await runSmoke({
      site: `http://127.0.0.1:${env['HTTP_PORT']}`,
      inbox: `http://127.0.0.1:${env['MAILPIT_HOST_PORT']}`,
      adminEmail: env['ADMIN_EMAIL'] as string,
      adminPassword: env['ADMIN_PASSWORD'] as string,
      enquiryTo: env['ENQUIRY_TO'] || defaultSiteSettings.email,
    });
    const rto = (Date.now() - gone) / 1000;
    const objectsAfter = await objectSums();

    // Compare.
    const tableMismatches = [...new Set([...sumsAtT.keys(), ...sumsAfter.keys()])].filter((t) => {
      const a = sumsAtT.get(t);
      const b = sumsAfter.get(t);
      return !a || !b || a.rows !== b.rows || a.hash !== b.hash;
    });
    const objectMismatches = [...objectsAtMediaBackup.keys()].filter((k) => objectsAfter.get(k) !== objectsAtMediaBackup.get(k));
    const postBack = await fetch(`http://127.0.0.1:${env['HTTP_PORT']}/single-blog/${victim.slug}`);
    const totalRows = [...sumsAtT.values()].reduce((s, v) => s + v.rows, 0);
    const size = (dir: string) => Number((/^(\d+)/.exec(fs.existsSync(dir) ? execFileSync('du', ['-sb', dir], { encoding: 'utf8' }) : '0') ?? [])[1] ?? 0);
    rows.push(
      ['backup sizes', 'database / media', `pgBackRest repository ${fmt.n(size(path.join(target, 'pgbackrest')) / 1e6, 1)} MB (full backup + WAL, lz4, AES-256); restic repository ${fmt.n(size(path.join(target, 'restic')) / 1e6, 1)} MB`],
      ['achieved RPO, database', `${fmt.n(lagS, 0)} s`, `time since the last WAL segment reached the repository when the volumes went (target ≤ ${targets.rpoDatabaseS} s, archive_timeout 60 s)`],
      ['achieved RPO, media', `${fmt.n(mediaLagS, 0)} s`, `time since the last media backup when the volumes went (target ≤ ${targets.rpoMediaS} s; hourly schedule)`],
      ['RTO', `${fmt.n(rto, 0)} s`, `from "volumes gone" to "smoke passed" (target ≤ ${targets.rtoS} s)`],
      ['rows compared', `${sumsAtT.size} tables, ${totalRows} rows`, `every table of every schema at ${recorded} against the restored database (count and checksum)`],
      ['objects compared', `${objectsAtMediaBackup.size} objects`, 'every object of the last media backup against the restored bucket (MD5 of the bytes)'],
      ['mistaken delete undone', postBack.status === 200 ? 'yes' : 'NO', `post ${victim.id} after the restore: GET /single-blog/${victim.slug} → ${postBack.status}`],
      ['mismatches', tableMismatches.length + objectMismatches.length, [...tableMismatches, ...objectMismatches].slice(0, 5).join(', ') || 'none'],
      ['smoke test after the restore', smoke.every((s) => s.ok) ? 'passed' : 'FAILED', smoke.filter((s) => !s.ok).map((s) => `${s.step}: ${s.detail}`).join('; ') || `${smoke.length} steps`],
    );
    if (tableMismatches.length + objectMismatches.length > 0) missed.push('mismatches');
    if (postBack.status !== 200) missed.push('the deleted post did not come back');
    if (!smoke.every((s) => s.ok)) missed.push('smoke test');
    if (!(lagS <= targets.rpoDatabaseS)) missed.push('database RPO');
    if (!(mediaLagS <= targets.rpoMediaS)) missed.push('media RPO');
    if (!(rto <= targets.rtoS)) missed.push('RTO');
  } catch (error) {
    missed.push((error as Error).message.split('\n')[0] as string);
    rows.push(['run', 'FAILED', (error as Error).message.replace(/\s+/g, ' ').slice(0, 400)]);
    console.error((error as Error).message);
  } finally {
    if (compose) {
      if (missed.length) await compose(['logs', '--no-color', '--tail', '300']).then((l) => fs.writeFileSync(path.join(workDir, 'services.log'), l), () => undefined);
      await compose(['down', '--volumes', '--remove-orphans']).catch((e: Error) => console.error(`compose down: ${e.message}`));
    }
    await stopDocker();
  }
  publishDrillReport({
    command: 'restore-drill',
    file: 'restore-drill-report.md',
    verdict: `${missed.length ? `FAILED: ${missed.join('; ')}` : 'passed'}; ${fmt.n((Date.now() - started) / 60000, 1)} min in all`,
    rows,
    workDir,
  });
  return missed.length ? 1 : 0;
}

runDrill(main);
