// Base and third-party images for a machine that reaches no public image registry: each image that
// cannot be pulled is replaced by a stand-in built from Debian or npm packages (deploy/standins/*).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../repo-root';
import { buildImage, command, imageExists, succeeds } from './docker';

export const standinsDir = path.join(repoRoot, 'deploy/standins');
export const standinsComposeFile = path.join(standinsDir, 'docker-compose.standins.yml');
const debianImage = 'hvac-standin/debian:bookworm';
const nodeImage = 'hvac-standin/node:local';

// The Node base image the project's Dockerfile names by default.
export function dockerfileNodeImage(): string {
  const match = /^ARG NODE_IMAGE=(\S+)$/m.exec(fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8'));
  if (!match?.[1]) throw new Error('Dockerfile: no ARG NODE_IMAGE default');
  return match[1];
}

type ComposeFile = { services: Record<string, { image?: string; build?: { context?: string } }> };

// Services of docker-compose.yml that run a third-party image: one they pull (no build section) or one
// built on a third-party base from a folder of deploy/ (hvac/postgres: Postgres with pgBackRest), with
// that image. The project's own images are built from the repository root. Of this checkout's compose
// file, or another release's.
export function thirdPartyServices(composeFile = path.join(repoRoot, 'docker-compose.yml')): Record<string, string> {
  const compose = parse(fs.readFileSync(composeFile, 'utf8')) as ComposeFile;
  return Object.fromEntries(
    Object.entries(compose.services).flatMap(([name, service]) =>
      service.image && (!service.build || service.build.context !== '.') ? [[name, service.image]] : [],
    ),
  );
}

// The stand-in image of each service in the kept override file.
function standinServices(): Record<string, string> {
  const override = parse(fs.readFileSync(standinsComposeFile, 'utf8')) as ComposeFile;
  return Object.fromEntries(Object.entries(override.services).map(([name, service]) => [name, service.image ?? '']));
}

// True when the image is here or could be pulled now.
async function available(image: string, log: string): Promise<boolean> {
  return (await imageExists(image)) || succeeds('docker', ['pull', image], { log, timeoutMs: 60_000 });
}

function lockedVersion(pkg: string): string {
  const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages[`node_modules/${pkg}`]?.version;
  if (!version) throw new Error(`package-lock.json has no ${pkg}`);
  return version;
}

// A minimal Debian 12 made with debootstrap from the machine's own Debian mirror, trimmed as the
// slim images are (no apt lists, documentation or locales).
async function buildDebianBase(log: string): Promise<void> {
  if (await imageExists(debianImage)) return;
  const sources = fs.existsSync('/etc/apt/sources.list.d/debian.sources') ? fs.readFileSync('/etc/apt/sources.list.d/debian.sources', 'utf8') : '';
  const mirror = /^URIs:\s*(\S+debian)\s*$/m.exec(sources)?.[1] ?? 'http://deb.debian.org/debian';
  const rootfs = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-debian-'));
  try {
    await command('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror], { log });
    for (const dir of ['var/cache/apt', 'var/lib/apt/lists', 'usr/share/doc', 'usr/share/man', 'usr/share/locale']) {
      fs.rmSync(path.join(rootfs, dir), { recursive: true, force: true });
      fs.mkdirSync(path.join(rootfs, dir), { recursive: true });
    }
    await command('sh', ['-c', `tar -C '${rootfs}' -c . | docker import - '${debianImage}'`], { log });
  } finally {
    fs.rmSync(rootfs, { recursive: true, force: true });
  }
}

// The machine's own node and npm on that Debian, with the machine's CA bundle for the registry.
async function buildNodeBase(log: string): Promise<void> {
  if (await imageExists(nodeImage)) return;
  const context = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-node-image-'));
  try {
    fs.copyFileSync(path.join(standinsDir, 'node/Dockerfile'), path.join(context, 'Dockerfile'));
    fs.copyFileSync(process.execPath, path.join(context, 'node'));
    const npmDir = path.resolve(path.dirname(fs.realpathSync(process.execPath)), '../lib/node_modules/npm');
    fs.cpSync(npmDir, path.join(context, 'npm'), { recursive: true });
    fs.copyFileSync(process.env.NODE_EXTRA_CA_CERTS ?? '/etc/ssl/certs/ca-certificates.crt', path.join(context, 'ca-certificates.crt'));
    await buildImage(nodeImage, context, { DEBIAN_IMAGE: debianImage }, log);
  } finally {
    fs.rmSync(context, { recursive: true, force: true });
  }
}

export type BaseImages = {
  // What to pass as the Dockerfile's NODE_IMAGE build argument.
  nodeImage: string;
  // Services that run a stand-in; their entries of the override file apply.
  standinServices: string[];
  notes: string[];
};

// Pulls what it can; builds a stand-in for the Node base and for each third-party service image
// that cannot be pulled.
export async function prepareBaseImages(logDir: string): Promise<BaseImages> {
  const log = path.join(logDir, 'base-images.log');
  const notes: string[] = [];
  const wantedNode = dockerfileNodeImage();
  let node = wantedNode;
  if (!(await available(wantedNode, log))) {
    await buildDebianBase(log);
    await buildNodeBase(log);
    node = nodeImage;
    notes.push(`${wantedNode} could not be pulled: built ${nodeImage} (debootstrap bookworm + this machine's Node ${process.versions.node})`);
  }
  const standins = standinServices();
  const swapped: string[] = [];
  for (const [service, image] of Object.entries(thirdPartyServices())) {
    if (await available(image, log)) continue;
    const standin = standins[service];
    if (!standin) throw new Error(`${image} (service ${service}) cannot be pulled and ${path.relative(repoRoot, standinsComposeFile)} has no stand-in for it`);
    swapped.push(service);
    notes.push(`${service}: ${image} could not be pulled: ${standin}`);
  }
  // Stand-in images are built on every run (Docker's layer cache makes an unchanged one a moment's work),
  // so a changed stand-in is never run from an older build; services may share one.
  const needed = [...new Set(swapped.map((s) => standins[s] as string))];
  if (needed.length > 0) {
    await buildDebianBase(log);
    await buildNodeBase(log);
  }
  for (const image of needed) {
    const name = /^hvac-standin\/([a-z-]+):/.exec(image)?.[1];
    if (!name || !fs.existsSync(path.join(standinsDir, name, 'Dockerfile'))) throw new Error(`no deploy/standins/<name>/Dockerfile for ${image}`);
    await buildImage(image, path.join(standinsDir, name), {
      DEBIAN_IMAGE: debianImage,
      NODE_IMAGE: nodeImage,
      S3RVER_VERSION: lockedVersion('s3rver'),
      MAILDEV_VERSION: lockedVersion('maildev'),
    }, log);
  }
  return { nodeImage: node, standinServices: swapped, notes };
}

// The override file reduced to the services that need a stand-in.
export function writeStandinsOverride(services: string[], file: string): void {
  const override = parse(fs.readFileSync(standinsComposeFile, 'utf8')) as ComposeFile;
  const kept = Object.fromEntries(Object.entries(override.services).filter(([name]) => services.includes(name)));
  fs.writeFileSync(file, JSON.stringify({ services: kept }, null, 2));
}
