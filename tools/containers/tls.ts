// `npm run containers:tls`: the production shape of docker-compose.yml (no dev profile) proven on this
// machine, with Pebble in place of Let's Encrypt (deploy/tls/docker-compose.rehearsal.yml). It checks
// that preflight refuses unsafe settings and names them; that the front obtains a certificate over
// ACME; the smoke test over HTTPS trusting the Pebble root and nothing else; HTTP/2, HSTS and the
// security-header rules of the audit; that http:// redirects; and a forced renewal under a load of
// page reads with 0 failed requests. Prints one table (also in tmp/), takes the stack down.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { Agent, fetch as undiciFetch } from 'undici';
import { defaultSiteSettings } from '@hvac/site';
import { reservePort } from '@hvac/test-harness';
import { checkSecurityHeaders } from '../audit/security-headers';
import { fmt, publishDrillReport, runDrill } from '../perf/report';
import { repoRoot } from '../repo-root';
import { type Compose, composeRunner, listContainers, secretEnv, servedCertificate, trustOnly, waitHealthy, writeEnvFile } from './compose-stack';
import { buildImage, command, ensureDockerDaemon, imageExists, projectImages } from './docker';
import { runSmoke, type SmokeStep } from './smoke';
import { prepareBaseImages, standinsDir, writeStandinsOverride } from './standins';

const project = 'hvac-tls';
const domain = 'www.hvac-tls.test';
const imageTag = 'containers-tls';
const pebbleImage = 'hvac-standin/pebble:local';
const workDir = path.join(repoRoot, 'tmp/containers-tls');
const rehearsalFile = path.join(repoRoot, 'deploy/tls/docker-compose.rehearsal.yml');

type Row = (string | number)[];

// Runs the preflight job alone on settings an operator might leave as they are, and returns what it said.
async function refusal(base: Record<string, string>, files: string[]): Promise<string> {
  const envFile = path.join(workDir, 'refused.env');
  writeEnvFile(envFile, { ...base, SMTP_URL: '', PUBLIC_SITE_URL: 'http://www.hvac-tls.test', ADMIN_PASSWORD: 'change-me-to-a-long-unique-admin-password', ACME_EMAIL: '' });
  const compose = composeRunner({ project: `${project}-refused`, directory: repoRoot, envFile, files, log: path.join(workDir, 'refused.log') });
  try {
    await compose(['run', '--rm', '--no-deps', 'preflight']);
    throw new Error('preflight accepted an empty SMTP_URL, an http:// PUBLIC_SITE_URL and a change-me admin password');
  } catch (error) {
    const said = (error as Error).message;
    if (said.startsWith('preflight accepted')) throw error;
    const named = ['SMTP_URL', 'PUBLIC_SITE_URL', 'ADMIN_PASSWORD', 'ACME_EMAIL'].filter((n) => said.includes(n));
    if (named.length < 3) throw new Error(`preflight refused without naming the settings:\n${said}`);
    return `refused (exit 1), naming ${named.join(', ')}`;
  } finally {
    await compose(['down', '--volumes', '--remove-orphans']).catch(() => undefined);
  }
}

// Runs a command with the given standard input; rejects with its output when it fails.
function pipeInto(cmd: string, args: string[], input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}: ${output.slice(-1000)}`))));
    child.stdin.end(input);
  });
}

// Reloads the front's running configuration with a renewal window of all but the first second of a
// certificate's life and a 2 s maintenance tick, so Caddy's own renewal (the path that renews a
// Let's Encrypt certificate 30 days before expiry) replaces the certificate in place; then puts the
// configuration back once the new certificate is served.
async function forceRenewal(frontId: string, before: string, roots: string[], port: number): Promise<{ after: string; ms: number }> {
  const started = Date.now();
  const config = JSON.parse(await command('docker', ['exec', frontId, 'wget', '-q', '-O', '-', 'http://127.0.0.1:2019/config/'])) as {
    apps: { tls: { automation: { policies: Record<string, unknown>[]; renew_interval?: string } } };
  };
  const load = (body: unknown) =>
    pipeInto('docker', ['exec', '-i', frontId, 'sh', '-c', 'cat > /tmp/front.json && caddy reload --config /tmp/front.json'], JSON.stringify(body));
  const renewing = structuredClone(config);
  for (const policy of renewing.apps.tls.automation.policies) policy['renewal_window_ratio'] = 0.99999999;
  renewing.apps.tls.automation.renew_interval = '2s';
  await load(renewing);
  try {
    for (;;) {
      const served = await servedCertificate(port, domain, roots);
      if (served.serial !== before) return { after: served.serial, ms: Date.now() - started };
      if (Date.now() - started > 90_000) throw new Error('the front still serves the old certificate 90 s after the renewal was forced');
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await load(config);
  }
}

async function main(): Promise<number> {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const stopDocker = await ensureDockerDaemon(workDir);
  const rows: Row[] = [];
  const notes: string[] = [];
  let smoke: SmokeStep[] = [];
  let failure: string | undefined;
  let compose: Compose | undefined;
  const check = (what: string, ok: boolean, detail: string) => {
    rows.push([what, ok ? 'passed' : 'FAILED', detail]);
    if (!ok) failure ??= `${what}: ${detail}`;
  };
  try {
    const base = await prepareBaseImages(workDir);
    notes.push(...base.notes);
    if (!(await imageExists(pebbleImage))) {
      await buildImage(pebbleImage, path.join(standinsDir, 'pebble'), { DEBIAN_IMAGE: 'hvac-standin/debian:bookworm' }, path.join(workDir, 'base-images.log'));
    }
    if (!(await imageExists('hvac-standin/mail-inbox:local'))) throw new Error('hvac-standin/mail-inbox:local is missing (built with the stand-ins)');
    const caDir = path.join(workDir, 'pebble-ca');
    fs.mkdirSync(caDir, { recursive: true });
    fs.writeFileSync(path.join(caDir, 'ca.pem'), await command('docker', ['run', '--rm', '--entrypoint', 'cat', pebbleImage, '/etc/pebble/ca.pem']));

    for (const image of projectImages) {
      const tag = `hvac/${image.name}:${imageTag}`;
      // --no-build: images already tagged stay as they are (runs after a build of the same checkout).
      if (process.argv.includes('--no-build') && (await imageExists(tag))) continue;
      console.log(`Building ${tag}`);
      const ms = await buildImage(tag, repoRoot, { ...image.args, NODE_IMAGE: base.nodeImage }, path.join(workDir, `build-${image.name}.log`));
      rows.push([`image hvac/${image.name}`, `built in ${fmt.n(ms / 1000, 0)} s`, '']);
    }

    const files = [path.join(repoRoot, 'docker-compose.yml')];
    if (base.standinServices.length > 0) {
      const override = path.join(workDir, 'standins.override.yml');
      writeStandinsOverride(base.standinServices, override);
      files.push(override);
    }
    files.push(rehearsalFile);

    const reserved = await Promise.all([reservePort(), reservePort(), reservePort(), reservePort()]);
    const [httpPort, httpsPort, pebblePort, inboxPort] = reserved.map((r) => r.port) as [number, number, number, number];
    const env = secretEnv({
      IMAGE_TAG: imageTag,
      COMPOSE_PROFILES: '',
      PUBLIC_SITE_URL: `https://${domain}`,
      SITE_HOST: domain,
      TLS_DOMAIN: domain,
      ACME_EMAIL: `ops@${domain}`,
      SMTP_URL: 'smtp://mail-relay:1025',
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      PEBBLE_MANAGEMENT_PORT: String(pebblePort),
      RELAY_INBOX_PORT: String(inboxPort),
      PEBBLE_CA_DIR: caDir,
    });

    check('production refuses unsafe settings', true, await refusal(env, files));

    const envFile = path.join(workDir, 'compose.env');
    writeEnvFile(envFile, env);
    compose = composeRunner({ project, directory: repoRoot, envFile, files, log: path.join(workDir, 'compose.log') });
    const started = Date.now();
    console.log('Starting the compose stack (production shape, Pebble as the ACME server)');
    await Promise.all(reserved.map((r) => r.release()));
    await compose(['up', '--detach', '--no-build']);
    const list = await waitHealthy(compose, 240_000);
    const services = list.filter((c) => c.state !== 'exited').map((c) => c.service);
    check('no development service in production', !services.includes('mailpit'), `running: ${services.sort().join(', ')}`);
    rows.push(['compose up to every service healthy', `${fmt.n((Date.now() - started) / 1000, 0)} s`, `${services.length} services, ${list.length - services.length} one-shot jobs exited 0`]);

    // The root the issued certificates chain to, from Pebble's management API (whose own listener
    // the stand-in's CA signed).
    const listenerCa = fs.readFileSync(path.join(caDir, 'ca.pem'), 'utf8');
    const rootRes = await undiciFetch(`https://127.0.0.1:${pebblePort}/roots/0`, { dispatcher: new Agent({ connect: { ca: listenerCa } }) });
    if (!rootRes.ok) throw new Error(`Pebble /roots/0: ${rootRes.status}`);
    const roots = [await rootRes.text()];

    const issueStarted = Date.now();
    let first;
    for (;;) {
      try {
        first = await servedCertificate(httpsPort, domain, roots);
        break;
      } catch (error) {
        if (Date.now() - issueStarted > 120_000) throw new Error(`no certificate from Pebble after 120 s: ${(error as Error).message}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    const frontLog = await compose(['logs', '--no-color', 'front']);
    const challenge = /"challenge_type":"([a-z0-9-]+)"/.exec(frontLog)?.[1] ?? 'see the front log';
    check('certificate issued over ACME by Pebble', first.subject.includes(domain), `${first.subject}, issuer "${first.issuer}", serial ${first.serial}, valid to ${first.validTo}; ${challenge} challenge validated by Pebble over the compose network; verified against the Pebble root only`);
    check('HTTPS speaks HTTP/2', first.alpn === 'h2', `ALPN ${first.alpn}`);

    trustOnly(roots);
    const site = `https://${domain}:${httpsPort}`;
    smoke = await runSmoke({
      site,
      inbox: `http://127.0.0.1:${inboxPort}`,
      adminEmail: env.ADMIN_EMAIL as string,
      adminPassword: env.ADMIN_PASSWORD as string,
      enquiryTo: env.ENQUIRY_TO || defaultSiteSettings.email,
    });
    for (const s of smoke) rows.push([`smoke over HTTPS: ${s.step}`, s.ok ? `passed (${fmt.ms(s.ms)})` : 'FAILED', s.detail]);
    if (smoke.some((s) => !s.ok)) failure ??= 'smoke test';

    const headerPaths = ['/', '/blog', '/contact', '/blogs', '/api/categories', '/sitemap.xml', '/robots.txt', '/api/users/profile', '/docs/content', '/no-such-page'];
    const headers = await checkSecurityHeaders(site, headerPaths);
    const required = headers.filter((h) => !h.informational);
    check(
      'security headers over HTTPS (tools/audit/security-headers.ts, OWASP ASVS 3.4)',
      required.every((h) => h.pass),
      `${required.filter((h) => h.pass).length}/${required.length} required rules on ${headerPaths.length} paths${required.filter((h) => !h.pass).map((h) => `; ${h.id}: ${h.failures[0]}`).join('')}`,
    );
    const hsts = (await fetch(`${site}/`)).headers.get('strict-transport-security');
    check('HSTS', Boolean(hsts && /max-age=\d{8}/.test(hsts)), String(hsts));

    const redirect = await fetch(`http://${domain}:${httpPort}/blog?page=2`, { redirect: 'manual' });
    const location = redirect.headers.get('location');
    check('http:// redirects to https://', [301, 308].includes(redirect.status) && location === `https://${domain}/blog?page=2`, `${redirect.status} -> ${location}`);

    // Forced renewal while page reads run; connections are renewed every 20 requests, so new TLS
    // handshakes meet the swap too.
    const frontId = (await listContainers(compose)).find((c) => c.service === 'front')?.id as string;
    const load = autocannon({
      url: `https://127.0.0.1:${httpsPort}/`,
      servername: domain,
      headers: { host: `${domain}:${httpsPort}` },
      tlsOptions: { ca: roots },
      connections: 8,
      reconnectRate: 20,
      duration: 25,
    } as autocannon.Options);
    await new Promise((r) => setTimeout(r, 4000));
    const renewal = await forceRenewal(frontId, first.serial, roots, httpsPort);
    const result = await load;
    const failed = result.errors + result.timeouts + result.non2xx;
    const renewed = await servedCertificate(httpsPort, domain, roots);
    check(
      'forced renewal under load swaps the certificate, 0 failed requests',
      failed === 0 && renewed.serial !== first.serial,
      `serial ${first.serial} -> ${renewal.after} in ${fmt.n(renewal.ms / 1000, 1)} s, no restart (front container ${frontId.slice(0, 12)} kept); load: ${result.requests.total} page reads (${fmt.n(result.requests.average, 0)}/s, p99 ${result.latency.p99} ms), ${result.errors} errors, ${result.timeouts} time-outs, ${result.non2xx} non-2xx`,
    );
    const sameFront = (await listContainers(compose)).find((c) => c.service === 'front')?.id === frontId;
    check('certificate kept in the caddy-data volume', sameFront && (await command('docker', ['exec', frontId, 'sh', '-c', `ls /data/caddy/certificates/*/${domain}/${domain}.crt`])).includes(domain), '/data/caddy/certificates/<directory>/<domain>/');
  } catch (error) {
    failure = (error as Error).message;
    rows.push(['run', 'FAILED', failure.split('\n')[0] as string]);
  } finally {
    if (compose) {
      await compose(['logs', '--no-color', '--tail', '300']).then((logs) => fs.writeFileSync(path.join(workDir, 'services.log'), logs), () => undefined);
      if (!process.env['KEEP_STACK']) await compose(['down', '--volumes', '--remove-orphans']).catch((error: Error) => console.error(`compose down: ${error.message}`));
    }
    await stopDocker();
  }

  const passed = !failure;
  publishDrillReport({
    command: 'containers:tls',
    file: 'containers-tls-report.md',
    verdict: passed ? 'passed' : 'FAILED',
    rows,
    sections: [notes.map((n) => `- ${n}`).join('\n')],
    workDir,
    failure,
  });
  return passed ? 0 : 1;
}

runDrill(main);
