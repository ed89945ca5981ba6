// `npm run containers`: proves the operators' path on this machine. Starts a Docker daemon if none
// runs, makes the base images that cannot be pulled, builds the project's images with its own
// Dockerfile, runs docker-compose.yml with the values of .env.example (secrets filled in, as its
// header asks), waits until every service is healthy, runs the smoke test through the gateway's
// published port, prints one table (also written to tmp/), and takes everything down with its volumes.
import fs from 'node:fs';
import path from 'node:path';
import { defaultSiteSettings } from '@hvac/site';
import { fmt, markdownTable, publishDrillReport, runDrill } from '../perf/report';
import { repoRoot } from '../repo-root';
import { composeProcessEnv, trialComposeEnv } from './compose-env';
import { type Compose, waitHealthy, writeEnvFile } from './compose-stack';
import { buildImage, command, ensureDockerDaemon, imageSize, projectImages } from './docker';
import { judgeFootprint, type MemorySample, mib, nodeServiceIdleLimit, nodeServices, readLoad, sampleDuring, stackLoadLimit } from './footprint';
import { checkMonitoring } from './monitoring';
import { runSmoke, type SmokeStep } from './smoke';
import { dockerfileNodeImage, prepareBaseImages, writeStandinsOverride } from './standins';

const project = 'hvac-containers';
const workDir = path.join(repoRoot, 'tmp/containers');
// Services of the monitoring profile: measured, but not counted in the stack's memory target.
const monitoringServices = ['prometheus', 'gateway-exporter', 'gateway-cache-stats'];
// What the load reads through the gateway for 30 s: pages, content-api's public reads, auth-api's
// key set, the feeds.
const loadPaths = ['/', '/blog', '/services', '/about', '/contact', '/service-areas', '/api/categories', '/blogs', '/blogs/count', '/api/locationpages', '/api/settings', '/api/users/.well-known/jwks.json', '/sitemap.xml', '/rss.xml'];
const loadSeconds = 30;


// What the runtime image holds that it must not, looked at from inside a read-only container: the
// user it runs as, test files, a git directory, and two development-only packages.
async function runtimeContents(image: string): Promise<string> {
  const script = [
    'id -u',
    "find / -xdev \\( -name '*.spec.*' -o -name '*.test.*' -o -name __tests__ -o -name .git \\) -not -path '/app/node_modules/*' -not -path '/usr/*' -print",
    'ls -d /app/node_modules/jest /app/node_modules/typescript 2>/dev/null',
  ].join('; ');
  const [uid, ...unwanted] = (await command('docker', ['run', '--rm', '--read-only', '--entrypoint', 'sh', image, '-c', `${script}; true`])).trim().split('\n');
  if (uid === '0') throw new Error(`${image} runs as root`);
  if (unwanted.length > 0) throw new Error(`${image} holds ${unwanted.slice(0, 5).join(', ')}`);
  return `runs as uid ${uid}, read-only; no tests, .git or development packages`;
}

// Each container's memory (MiB, as docker stats reports it) at idle and its peak during the smoke test
// and the load, and the totals with and without the monitoring profile.
function memoryTable(idle: MemorySample, load: MemorySample): string {
  const services = [...new Set([...idle.keys(), ...load.keys()])].sort((a, b) => (load.get(b) ?? 0) - (load.get(a) ?? 0));
  const cell = (bytes: number | undefined) => (bytes === undefined ? '—' : fmt.n(bytes / mib, 1));
  const total = (sample: MemorySample, monitoring: boolean) => [...sample].filter(([s]) => monitoringServices.includes(s) === monitoring).reduce((sum, [, b]) => sum + b, 0);
  const rows = services.map((s) => [
    s,
    cell(idle.get(s)),
    cell(load.get(s)),
    monitoringServices.includes(s) ? 'monitoring profile (not counted)' : nodeServices.includes(s) ? `≤ ${nodeServiceIdleLimit / 1e6} MB (${fmt.n(nodeServiceIdleLimit / mib, 0)} MiB) idle` : '',
  ]);
  rows.push(['**stack total** (monitoring profile excluded)', cell(total(idle, false)), cell(total(load, false)), `≤ ${fmt.n(stackLoadLimit / mib, 0)} under load`]);
  rows.push(['monitoring profile', cell(total(idle, true)), cell(total(load, true)), '']);
  return markdownTable(['container', 'idle MiB', 'under load MiB (peak)', 'target'], rows);
}

async function main(): Promise<number> {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const stopDocker = await ensureDockerDaemon(workDir);
  const rows: (string | number)[][] = [];
  const notes: string[] = [];
  let smoke: SmokeStep[] = [];
  let failure: string | undefined;
  let compose: Compose | undefined;
  let memory: { idle: MemorySample; load: MemorySample } | undefined;
  try {
    const baseStarted = Date.now();
    const base = await prepareBaseImages(workDir);
    notes.push(...base.notes);
    rows.push([
      'base and third-party images',
      `ready in ${fmt.n((Date.now() - baseStarted) / 1000, 0)} s`,
      base.standinServices.length > 0 || base.nodeImage !== dockerfileNodeImage() ? "stand-ins (built on every run, from Docker's cache when unchanged) where no pull was possible: notes below" : 'all pulled',
    ]);

    const { values: env, ports } = await trialComposeEnv();
    // The monitoring profile runs: the gateway sends its cache results to its mtail.
    env.GATEWAY_CACHE_LOG = '127.0.0.1:5140';
    const envFile = path.join(workDir, 'compose.env');
    writeEnvFile(envFile, env);
    for (const image of projectImages) {
      const tag = `hvac/${image.name}:${env.IMAGE_TAG}`;
      console.log(`Building ${tag}`);
      const ms = await buildImage(tag, repoRoot, { ...image.args, NODE_IMAGE: base.nodeImage }, path.join(workDir, `build-${image.name}.log`));
      rows.push([`image hvac/${image.name}`, `built in ${fmt.n(ms / 1000, 0)} s`, `${fmt.n((await imageSize(tag)) / 1e6, 0)} MB; ${await runtimeContents(tag)}`]);
    }

    const files = ['-f', path.join(repoRoot, 'docker-compose.yml')];
    if (base.standinServices.length > 0) {
      const override = path.join(workDir, 'standins.override.yml');
      writeStandinsOverride(base.standinServices, override);
      files.push('-f', override);
    }
    const composeLog = path.join(workDir, 'compose.log');
    const processEnv = composeProcessEnv(env);
    compose = (args) =>
      command('docker-compose', ['--project-name', project, '--project-directory', repoRoot, '--env-file', envFile, '--profile', 'dev', '--profile', 'monitoring', ...files, ...args], {
        cwd: repoRoot,
        env: processEnv,
        log: composeLog,
      });

    const started = Date.now();
    console.log('Starting the compose stack');
    await Promise.all(ports.map((p) => p.release()));
    await compose(['up', '--detach', '--no-build']);
    const list = await waitHealthy(compose, 180_000);
    const services = list.filter((c) => c.state !== 'exited');
    rows.push([
      'compose up to every service healthy',
      `${fmt.n((Date.now() - started) / 1000, 0)} s`,
      `${services.length} services healthy, ${list.length - services.length} one-shot jobs exited 0`,
    ]);

    // Idle: the highest of three readings once start-up work (migrations, first connections) has settled.
    await new Promise((r) => setTimeout(r, 15_000));
    const { peak: idle } = await sampleDuring(project, new Promise((r) => setTimeout(r, 4000)));

    const site = `http://127.0.0.1:${env.HTTP_PORT}`;
    const { result: load, peak: underLoad } = await sampleDuring(project, (async () => {
      smoke = await runSmoke({
        site,
        inbox: `http://127.0.0.1:${env.MAILPIT_HOST_PORT}`,
        adminEmail: env.ADMIN_EMAIL as string,
        adminPassword: env.ADMIN_PASSWORD as string,
        enquiryTo: env.ENQUIRY_TO || defaultSiteSettings.email,
      });
      return readLoad(site, loadPaths, loadSeconds);
    })());
    memory = { idle, load: underLoad };
    for (const s of smoke) rows.push([`smoke: ${s.step}`, s.ok ? `passed (${fmt.ms(s.ms)})` : 'FAILED', s.detail]);
    const statuses = Object.entries(load.byStatus).sort().map(([status, n]) => `${n} × ${status}`).join(', ');
    rows.push([`load: ${loadSeconds} s of page and API reads through the gateway`, `${fmt.n(load.requests / load.seconds, 0)} requests/s`, `${loadPaths.length} paths round-robin on 8 connections: ${statuses}${load.errors ? `, ${load.errors} errors` : ''}`]);
    const verdict = judgeFootprint(idle, underLoad, monitoringServices);
    rows.push([
      'memory: each Node service idle, the stack under load',
      verdict.problems.length === 0 ? 'passed' : 'FAILED',
      verdict.problems.length === 0
        ? `every Node service ≤ ${nodeServiceIdleLimit / 1e6} MB idle; the stack ${fmt.n(verdict.loadTotal / mib, 0)} MiB under load (≤ ${fmt.n(stackLoadLimit / mib, 0)}); table below`
        : verdict.problems.join('; '),
    ]);
    if (verdict.problems.length > 0) failure = `memory: ${verdict.problems.join('; ')}`;
    const monitoringStarted = Date.now();
    const monitoring = await checkMonitoring(`http://127.0.0.1:${env.PROMETHEUS_HOST_PORT}`);
    rows.push(['monitoring profile: every target up, key series sampled', monitoring.ok ? `passed (${fmt.n((Date.now() - monitoringStarted) / 1000, 0)} s)` : 'FAILED', monitoring.detail]);
    if (!monitoring.ok) failure = [failure, `monitoring: ${monitoring.detail}`].filter(Boolean).join('; ');
  } catch (error) {
    failure = (error as Error).message;
    rows.push(['run', 'FAILED', failure.split('\n')[0] as string]);
  } finally {
    if (compose) {
      if (failure || smoke.some((s) => !s.ok)) {
        await compose(['logs', '--no-color', '--tail', '200']).then((logs) => fs.writeFileSync(path.join(workDir, 'services.log'), logs), () => undefined);
      }
      await compose(['down', '--volumes', '--remove-orphans']).catch((error: Error) => console.error(`compose down: ${error.message}`));
    }
    await stopDocker();
  }

  const passed = !failure && smoke.length > 0 && smoke.every((s) => s.ok);
  publishDrillReport({
    command: 'containers',
    file: 'containers-report.md',
    verdict: passed ? 'passed' : 'FAILED',
    rows,
    sections: [
      ...(memory ? [memoryTable(memory.idle, memory.load)] : []),
      'The first image build pays for the dependency layers the three images share (`npm ci` in the build stage, `npm ci --omit=dev` in the runtime stage); the other two reuse them.',
      notes.map((n) => `- ${n}`).join('\n'),
    ],
    workDir,
    failure,
  });
  return passed ? 0 : 1;
}

runDrill(main);
