// Both overlays render with `kubectl kustomize`, every rendered object validates against the
// Kubernetes OpenAPI schemas, and the manifests keep the promises of the design: security contexts,
// resources, probes, disruption budgets, pinned images, network policies that allow exactly the flows
// the architecture needs, and settings that the services' own start-up checks accept.
//
// Target: Kubernetes 1.33. kubernetes-models 4.5.x validates with the OpenAPI schemas of Kubernetes
// v1.33.0 (merged with older releases' schemas for removed APIs, which is why the kinds below are an
// explicit list of API versions served by 1.33). Its schemas do not reject unknown fields.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trustedProxiesConfig } from '@hvac/test-harness';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { CronJob, Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import type { INetworkPolicy, INetworkPolicyPeer, INetworkPolicyPort } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import type { IContainer, IContainerPort, IPodSpec } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(__dirname, '../..');

// Every kind the manifests may use; anything else fails the test until it is added here.
const models: Record<string, { validate: (object: unknown) => void }> = {
  'apps/v1/Deployment': { validate: (o) => new Deployment(o as Deployment).validate() },
  'apps/v1/StatefulSet': { validate: (o) => new StatefulSet(o as StatefulSet).validate() },
  'autoscaling/v2/HorizontalPodAutoscaler': { validate: (o) => new HorizontalPodAutoscaler(o as HorizontalPodAutoscaler).validate() },
  'batch/v1/CronJob': { validate: (o) => new CronJob(o as CronJob).validate() },
  'batch/v1/Job': { validate: (o) => new Job(o as Job).validate() },
  'networking.k8s.io/v1/Ingress': { validate: (o) => new Ingress(o as Ingress).validate() },
  'networking.k8s.io/v1/NetworkPolicy': { validate: (o) => new NetworkPolicy(o as NetworkPolicy).validate() },
  'policy/v1/PodDisruptionBudget': { validate: (o) => new PodDisruptionBudget(o as PodDisruptionBudget).validate() },
  'v1/ConfigMap': { validate: (o) => new ConfigMap(o as ConfigMap).validate() },
  'v1/Namespace': { validate: (o) => new Namespace(o as Namespace).validate() },
  'v1/PersistentVolumeClaim': { validate: (o) => new PersistentVolumeClaim(o as PersistentVolumeClaim).validate() },
  'v1/Secret': { validate: (o) => new Secret(o as Secret).validate() },
  'v1/Service': { validate: (o) => new Service(o as Service).validate() },
  // The Prometheus Operator's kinds of the monitoring component: kubernetes-models has no schema for
  // them; test/monitoring.spec.ts checks their fields.
  'monitoring.coreos.com/v1/PodMonitor': { validate: () => undefined },
  'monitoring.coreos.com/v1/PrometheusRule': { validate: () => undefined },
};

type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
};
type Workload = K8sObject & { spec: { template: { metadata?: { labels?: Record<string, string> }; spec: IPodSpec } } };

function render(overlay: string): K8sObject[] {
  const yaml = execFileSync('kubectl', ['kustomize', path.join(root, 'deploy/k8s/overlays', overlay)], { encoding: 'utf8' });
  return parseAllDocuments(yaml).map((doc) => {
    const object = doc.toJS() as K8sObject;
    // kustomize wraps long base64 values over lines; the API server's decoder skips line breaks,
    // the schema's "byte" format does not.
    if (object.kind === 'Secret' && object.data) {
      object.data = Object.fromEntries(Object.entries(object.data).map(([k, v]) => [k, v.replace(/\s+/g, '')]));
    }
    return object;
  });
}

const workloadKinds = ['Deployment', 'StatefulSet', 'Job'];
const apps = ['web', 'auth-api', 'content-api'];

// ---- NetworkPolicy evaluation (the rules of the NetworkPolicy API, over the rendered objects) ----

type Selector = NonNullable<INetworkPolicy['spec']>['podSelector'];
// A pod (namespace set) or an address outside the cluster (no namespace).
type Endpoint = { name: string; namespace?: string; labels: Record<string, string>; ip: string; ports: IContainerPort[] };
type Protocol = 'TCP' | 'UDP';

function matches(selector: Selector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return true;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return key in labels && values.includes(labels[key] ?? '');
    if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key] ?? '');
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    throw new Error(`unknown selector operator ${operator}`);
  });
  return byLabels && byExpressions;
}

function ipv4(address: string): number {
  return address.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
}

function inCidr(address: string, cidr: string): boolean {
  const [base = '', bits = '32'] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipv4(address) / size) === Math.floor(ipv4(base) / size);
}

// ipBlocks are checked against pod addresses too: some network plugins apply them to pod traffic,
// so a "0.0.0.0/0 on port X" rule is assumed to reach every pod listening on X.
function peerMatches(peer: INetworkPolicyPeer, policyNamespace: string, other: Endpoint, namespaceLabels: (ns: string) => Record<string, string>): boolean {
  if (peer.ipBlock) return inCidr(other.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((cidr) => inCidr(other.ip, cidr));
  if (other.namespace === undefined) return false;
  const namespaceOk = peer.namespaceSelector ? matches(peer.namespaceSelector, namespaceLabels(other.namespace)) : other.namespace === policyNamespace;
  return namespaceOk && matches(peer.podSelector, other.labels);
}

function portMatches(ports: INetworkPolicyPort[] | undefined, port: number, protocol: Protocol, destination: Endpoint): boolean {
  if (!ports || ports.length === 0) return true;
  return ports.some((p) => {
    if ((p.protocol ?? 'TCP') !== protocol) return false;
    if (p.port === undefined) return true;
    if (typeof p.port === 'number') return p.endPort ? port >= p.port && port <= p.endPort : port === p.port;
    // A named port is looked up on the destination pod.
    return destination.ports.some((c) => c.name === p.port && c.containerPort === port && (c.protocol ?? 'TCP') === protocol);
  });
}

function policyTypes(policy: INetworkPolicy): string[] {
  return policy.spec?.policyTypes ?? (policy.spec?.egress ? ['Ingress', 'Egress'] : ['Ingress']);
}

// Allowed when the source may send it (egress) and the destination may receive it (ingress); a pod
// that no policy of a direction selects is not isolated in that direction.
function flowAllowed(policies: INetworkPolicy[], namespaceLabels: (ns: string) => Record<string, string>, from: Endpoint, to: Endpoint, port: number, protocol: Protocol): boolean {
  const side = (direction: 'Ingress' | 'Egress', self: Endpoint, other: Endpoint) => {
    if (self.namespace === undefined) return true;
    const selecting = policies.filter((p) => p.metadata?.namespace === self.namespace && matches(p.spec?.podSelector, self.labels) && policyTypes(p).includes(direction));
    if (selecting.length === 0) return true;
    return selecting.some((p) =>
      (direction === 'Egress' ? (p.spec?.egress ?? []).map((r) => ({ peers: r.to, ports: r.ports })) : (p.spec?.ingress ?? []).map((r) => ({ peers: r.from, ports: r.ports }))).some(
        (rule) =>
          (!rule.peers || rule.peers.length === 0 || rule.peers.some((peer) => peerMatches(peer, p.metadata?.namespace ?? '', other, namespaceLabels))) &&
          portMatches(rule.ports, port, protocol, to),
      ),
    );
  };
  return side('Egress', from, to) && side('Ingress', to, from);
}

// The gateway's entrypoint script (as the nginx image runs it), writing into a directory of its own.
function runEntrypointScript(env: Record<string, string>): { status: number; conf: string | undefined; stderr: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvac-gateway-entrypoint-'));
  try {
    const run = spawnSync('sh', [path.join(root, 'deploy/gateway/docker-entrypoint.d/25-gateway-trusted-proxies.sh')], {
      env: { PATH: process.env['PATH'], NGINX_ENVSUBST_OUTPUT_DIR: dir, ...env },
      encoding: 'utf8',
    });
    const file = path.join(dir, 'real-ip.conf');
    return { status: run.status ?? -1, conf: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined, stderr: run.stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---- The services' own start-up checks ----

// Each service validates its environment before anything else, and auth-api refuses weak secrets
// when NODE_ENV is production. Those checks live in the services' code, which deploy may not import
// (apps are not libraries), so a child process loads the very modules the services load at start-up
// from their TypeScript sources and runs them on the environment each container would get.
const startupChecks = `
const path = require('node:path');
const { loadHttpEdge, validateEnv } = require('@hvac/server-kit');
const source = (file) => require(path.join(process.cwd(), file));
// Both APIs also read how they meet the network (TRUSTED_PROXIES, required in production) at start.
const checks = {
  'auth-api': (env) => loadHttpEdge(env) && source('apps/auth-api/src/config/load-env').loadAuthEnv(env),
  'http edge': (env) => loadHttpEdge(env),
  'auth-api migrate': (env) => validateEnv(source('apps/auth-api/src/config/database-env').DatabaseEnv, env),
  'content-api': (env) => loadHttpEdge(env) && source('apps/content-api/src/leads/leads.config').leadsEnvFrom(validateEnv(source('apps/content-api/src/config/content-env').ContentEnv, env)),
  'mailer-worker': (env) => source('apps/mailer-worker/src/config/worker-env').loadWorkerEnv(env),
};
const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(cases.map(({ check, env }) => { try { checks[check](env); return null; } catch (error) { return error.message; } })));
`;

function runStartupChecks(cases: { check: string; env: Record<string, string> }[]): (string | null)[] {
  // The workspace libraries resolve to their sources through their "@hvac/source" export condition.
  const output = execFileSync(process.execPath, ['--conditions=@hvac/source', '-r', 'ts-node/register', '-e', startupChecks], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    env: { PATH: process.env['PATH'], TS_NODE_PROJECT: path.join(root, 'tsconfig.base.json'), TS_NODE_TRANSPILE_ONLY: 'true', TS_NODE_SWC: 'true' },
  });
  return JSON.parse(output) as (string | null)[];
}

// Issue 30: the base names no trusted proxies (they depend on the cluster); an overlay that forgets
// them gets pods that stop at start, never ones that trust every private address.
describe('the base without an overlay', () => {
  const config = () => {
    const yaml = execFileSync('kubectl', ['kustomize', path.join(root, 'deploy/k8s/base')], { encoding: 'utf8' });
    const objects = parseAllDocuments(yaml).map((doc) => doc.toJS() as K8sObject);
    return objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('hvac-config-'))?.data ?? {};
  };

  it('sets neither GATEWAY_TRUSTED_PROXIES nor TRUSTED_PROXIES, so the APIs refuse to start in production', () => {
    const env = config();
    expect(env['NODE_ENV']).toBe('production');
    expect([env['GATEWAY_TRUSTED_PROXIES'], env['TRUSTED_PROXIES']]).toEqual([undefined, undefined]);
    expect(runStartupChecks([{ check: 'http edge', env }])).toEqual([expect.stringMatching(/TRUSTED_PROXIES: must be set in production/)]);
  });

  it.each([
    ['missing', {}, /GATEWAY_TRUSTED_PROXIES is not set/],
    ['empty', { GATEWAY_TRUSTED_PROXIES: ' , ' }, /GATEWAY_TRUSTED_PROXIES is not set/],
    ['everything', { GATEWAY_TRUSTED_PROXIES: '10.244.0.0/16,0.0.0.0/0' }, /must not trust every address \("0\.0\.0\.0\/0"\)/],
    ['a name', { GATEWAY_TRUSTED_PROXIES: 'ingress-nginx' }, /malformed entry: "ingress-nginx"/],
    ['a bad block', { GATEWAY_TRUSTED_PROXIES: '10.244.0.0/33' }, /malformed entry: "10\.244\.0\.0\/33"/],
  ])('stops the gateway when the setting is %s, naming it', (_what, env: Record<string, string>, message) => {
    const run = runEntrypointScript(env);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(message);
    expect(run.conf).toBeUndefined();
  });

  it('lets an operator say that clients reach the gateway directly', () => {
    expect(runEntrypointScript({ GATEWAY_TRUSTED_PROXIES: 'none' })).toMatchObject({ status: 0, conf: '' });
  });
});

describe.each(['dev', 'prod'])('overlay %s', (overlay) => {
  let objects: K8sObject[];
  const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
  const findPrefixed = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name.startsWith(`${name}-`));
  const workloads = () => objects.filter((o) => workloadKinds.includes(o.kind)) as Workload[];
  const containersOf = (w: Workload): IContainer[] => [...(w.spec.template.spec.initContainers ?? []), ...w.spec.template.spec.containers];
  const deployment = (name: string) => find('Deployment', name) as Workload | undefined;

  beforeAll(() => {
    objects = render(overlay);
  });

  it('renders objects that all validate against the Kubernetes 1.33 schemas', () => {
    // A new kubernetes-models major moves the target version: README and the header above go with it.
    const modelsPackage = path.join(path.dirname(require.resolve('kubernetes-models')), 'package.json');
    expect((JSON.parse(fs.readFileSync(modelsPackage, 'utf8')) as { version: string }).version).toMatch(/^4\.5\./);
    expect(objects.length).toBeGreaterThan(20);
    const invalid = objects.flatMap((object) => {
      const model = models[`${object.apiVersion}/${object.kind}`];
      if (!model) return [`${object.apiVersion} ${object.kind} ${object.metadata.name}: no schema registered in this test`];
      try {
        model.validate(object);
        return [];
      } catch (error) {
        return [`${object.kind} ${object.metadata.name}: ${(error as Error).message}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it('puts everything in the overlay’s namespace', () => {
    const namespace = overlay === 'prod' ? 'hvac' : 'hvac-dev';
    expect(find('Namespace', namespace)).toBeDefined();
    expect(objects.filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== namespace).map((o) => o.metadata.name)).toEqual([]);
  });

  it.each(['gateway', ...apps])('has a Deployment and a Service for %s whose selector and port match its pods', (name) => {
    const d = deployment(name);
    const service = find('Service', name) as (K8sObject & { spec: { selector: Record<string, string>; ports: { targetPort: string | number }[] } }) | undefined;
    expect(d).toBeDefined();
    expect(service).toBeDefined();
    const labels = d?.spec.template.metadata?.labels ?? {};
    expect(Object.entries(service?.spec.selector ?? {}).every(([k, v]) => labels[k] === v)).toBe(true);
    const portNames = d?.spec.template.spec.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name)) ?? [];
    for (const port of service?.spec.ports ?? []) expect(portNames).toContain(port.targetPort);
  });

  it('runs the mail worker from the content-api image with another command', () => {
    const worker = deployment('mailer-worker')?.spec.template.spec.containers[0];
    const contentApi = deployment('content-api')?.spec.template.spec.containers[0];
    expect(worker?.image).toBeDefined();
    expect(worker?.image).toBe(contentApi?.image);
    expect(worker?.command).toEqual(['node', 'apps/mailer-worker/dist/main.js']);
    expect(contentApi?.command).toBeUndefined();
  });

  it('mounts the gateway ConfigMap generated from deploy/gateway, with an envsubst value for every placeholder', () => {
    const template = fs.readFileSync(path.join(root, 'deploy/gateway/templates/default.conf.template'), 'utf8');
    const configMap = findPrefixed('ConfigMap', 'gateway-templates');
    expect(configMap?.data?.['default.conf.template']).toBe(template);
    const gateway = deployment('gateway');
    const sources = gateway?.spec.template.spec.volumes?.flatMap((v) => v.projected?.sources?.map((s) => s.configMap?.name) ?? [v.configMap?.name]) ?? [];
    expect(sources).toContain(configMap?.metadata.name);
    const nginx = gateway?.spec.template.spec.containers[0];
    expect(nginx?.volumeMounts?.map((m) => m.mountPath)).toEqual(expect.arrayContaining(['/etc/nginx/templates', '/etc/nginx/conf.d', '/etc/nginx/cache']));
    const placeholders = [...new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]))];
    // ...and the settings the entrypoint scripts read (the monitoring component turns on the cache log).
    expect(nginx?.env?.map((e) => e.name).sort()).toEqual([...placeholders, 'GATEWAY_TRUSTED_PROXIES', 'GATEWAY_CACHE_LOG'].sort());
  });

  it('gives every long-running container readiness and liveness probes', () => {
    const longRunning = workloads().filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet');
    expect(longRunning.length).toBeGreaterThan(0);
    for (const w of longRunning) {
      for (const c of w.spec.template.spec.containers) {
        expect(`${w.metadata.name}/${c.name}: ${Boolean(c.readinessProbe && c.livenessProbe)}`).toBe(`${w.metadata.name}/${c.name}: true`);
      }
    }
    const probe = deployment('content-api')?.spec.template.spec.containers[0]?.readinessProbe;
    expect(probe?.httpGet?.path).toBe('/health/ready');
  });

  it('gives every container resource requests and limits', () => {
    for (const w of workloads()) {
      for (const c of containersOf(w)) {
        const r = c.resources;
        expect(`${w.metadata.name}/${c.name}: ${Boolean(r?.requests?.['cpu'] && r.requests['memory'] && r.limits?.['cpu'] && r.limits['memory'])}`).toBe(
          `${w.metadata.name}/${c.name}: true`,
        );
      }
    }
  });

  it('runs every container as non-root on a read-only root file system without privilege escalation', () => {
    const failures = workloads().flatMap((w) => {
      const pod = w.spec.template.spec.securityContext;
      return containersOf(w).flatMap((c) => {
        const id = `${w.kind} ${w.metadata.name}/${c.name}`;
        const problems = [
          (c.securityContext?.runAsNonRoot ?? pod?.runAsNonRoot) !== true && 'runAsNonRoot',
          c.securityContext?.readOnlyRootFilesystem !== true && 'readOnlyRootFilesystem',
          c.securityContext?.allowPrivilegeEscalation !== false && 'allowPrivilegeEscalation',
          JSON.stringify(c.securityContext?.capabilities?.drop) !== '["ALL"]' && 'capabilities.drop',
        ].filter(Boolean);
        return problems.map((p) => `${id}: ${p}`);
      });
    });
    expect(failures).toEqual([]);
  });

  it('pins every image to a version tag (no latest, no untagged image)', () => {
    const images = workloads().flatMap((w) => containersOf(w).map((c) => `${w.metadata.name}/${c.name} ${c.image}`));
    expect(images.length).toBeGreaterThan(0);
    // name[:port]/path:tag or name@sha256:digest
    expect(images.filter((i) => !/ [^ @]+(?::[^:/@ ]+|@sha256:[0-9a-f]{64})$/.test(i) || /:latest$/.test(i))).toEqual([]);
  });

  it('migrates both schemas in a Job before the rollout', () => {
    const job = find('Job', 'migrate') as Workload | undefined;
    const commands = containersOf(job as Workload).map((c) => (c.command ?? []).join(' '));
    expect(commands).toEqual(['node apps/auth-api/dist/migrate.js', 'node apps/content-api/dist/migrate.js']);
    const images = containersOf(job as Workload).map((c) => c.image);
    expect(images).toEqual([deployment('auth-api')?.spec.template.spec.containers[0]?.image, deployment('content-api')?.spec.template.spec.containers[0]?.image]);
  });

  it('sends all traffic through the Ingress to the gateway', () => {
    const ingress = find('Ingress', 'site') as (K8sObject & { spec: Ingress['spec'] }) | undefined;
    const paths = ingress?.spec?.rules?.flatMap((r) => r.http?.paths ?? []) ?? [];
    expect(paths.map((p) => [p.path, p.backend.service?.name])).toEqual([['/', 'gateway']]);
    expect(ingress?.spec?.tls?.length).toBeGreaterThan(0);
  });

  it('has the gateway serve exactly the host the Ingress forwards and the site links to', () => {
    const ingress = find('Ingress', 'site') as (K8sObject & { spec: Ingress['spec'] }) | undefined;
    const config = findPrefixed('ConfigMap', 'hvac-config')?.data ?? {};
    expect(ingress?.spec?.rules?.map((r) => r.host)).toEqual([config['SITE_HOST']]);
    expect(new URL(config['PUBLIC_SITE_URL'] ?? '').hostname).toBe(config['SITE_HOST']);
  });

  // Issue 30: every private range used to be trusted; behind a load balancer that shows node
  // addresses (themselves private) any visitor could then name itself, or all shared one limit key.
  it('trusts X-Forwarded-For in the gateway and the APIs from the addresses the overlay names, never a whole private range', () => {
    const config = findPrefixed('ConfigMap', 'hvac-config')?.data ?? {};
    const wholeRanges = ['0.0.0.0/0', '::/0', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'];
    for (const name of ['GATEWAY_TRUSTED_PROXIES', 'TRUSTED_PROXIES']) {
      const entries = (config[name] ?? '').split(/[\s,]+/).filter(Boolean);
      expect(`${name}: ${entries.length > 0}`).toBe(`${name}: true`);
      expect(entries.filter((e) => wholeRanges.includes(e))).toEqual([]);
    }
    // What the gateway's entrypoint script makes of the value: exactly those front proxies.
    const realIp = runEntrypointScript({ GATEWAY_TRUSTED_PROXIES: config['GATEWAY_TRUSTED_PROXIES'] ?? '' });
    expect(realIp.status).toBe(0);
    expect(realIp.conf).toBe(trustedProxiesConfig((config['GATEWAY_TRUSTED_PROXIES'] ?? '').split(/[\s,]+/).filter(Boolean)));
  });

  it('runs the trusted-proxies script from deploy/gateway in the gateway, with its required setting', () => {
    const script = fs.readFileSync(path.join(root, 'deploy/gateway/docker-entrypoint.d/25-gateway-trusted-proxies.sh'), 'utf8');
    const configMap = findPrefixed('ConfigMap', 'gateway-entrypoint');
    expect(configMap?.data?.['25-gateway-trusted-proxies.sh']).toBe(script);
    const pod = deployment('gateway')?.spec.template.spec;
    const volume = pod?.volumes?.find((v) => v.configMap?.name === configMap?.metadata.name);
    // The image's entrypoint runs only executable scripts.
    expect((volume?.configMap?.defaultMode ?? 0) & 0o111).toBe(0o111);
    const nginx = pod?.containers[0];
    expect(nginx?.volumeMounts?.find((m) => m.name === volume?.name)).toMatchObject({
      mountPath: '/docker-entrypoint.d/25-gateway-trusted-proxies.sh',
      subPath: '25-gateway-trusted-proxies.sh',
    });
    const setting = nginx?.env?.find((e) => e.name === 'GATEWAY_TRUSTED_PROXIES')?.valueFrom?.configMapKeyRef;
    expect(setting).toMatchObject({ key: 'GATEWAY_TRUSTED_PROXIES' });
    expect(setting?.name).toBe(findPrefixed('ConfigMap', 'hvac-config')?.metadata.name);
    expect(setting?.optional).toBeFalsy();
  });

  it.each(apps)('autoscales %s', (name) => {
    const hpa = find('HorizontalPodAutoscaler', name) as (K8sObject & { spec: HorizontalPodAutoscaler['spec'] }) | undefined;
    expect(hpa?.spec?.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
    expect(hpa?.spec?.maxReplicas).toBeGreaterThan(hpa?.spec?.minReplicas ?? 0);
  });

  it('protects every Deployment that may run more than one pod with a PodDisruptionBudget that never blocks a drain', () => {
    const hpaMax = (name: string) =>
      (objects.find((o) => o.kind === 'HorizontalPodAutoscaler' && (o.spec?.['scaleTargetRef'] as { name?: string } | undefined)?.name === name)?.spec?.['maxReplicas'] as number | undefined) ?? 0;
    const multi = (objects.filter((o) => o.kind === 'Deployment') as Workload[]).filter(
      (d) => ((d.spec as { replicas?: number }).replicas ?? 1) > 1 || hpaMax(d.metadata.name) > 1,
    );
    // dev runs one gateway without an HPA; the others may scale out.
    expect(multi.map((d) => d.metadata.name).sort()).toEqual(overlay === 'prod' ? ['auth-api', 'content-api', 'gateway', 'web'] : ['auth-api', 'content-api', 'web']);
    const pdbs = objects.filter((o) => o.kind === 'PodDisruptionBudget') as (K8sObject & { spec: NonNullable<PodDisruptionBudget['spec']> })[];
    for (const d of multi) {
      const labels = d.spec.template.metadata?.labels ?? {};
      const covering = pdbs.filter((p) => Object.keys(p.spec.selector?.matchLabels ?? {}).length > 0 && matches(p.spec.selector, labels));
      expect(`${d.metadata.name}: ${covering.length}`).toBe(`${d.metadata.name}: 1`);
    }
    // minAvailable equal to a Deployment's replica count would make every eviction wait forever.
    for (const p of pdbs) expect(`${p.metadata.name}: ${JSON.stringify(p.spec.maxUnavailable)}`).toBe(`${p.metadata.name}: 1`);
  });

  it.each(['gateway', ...apps])('protects %s with a PodDisruptionBudget that selects its pods', (name) => {
    const pdb = find('PodDisruptionBudget', name) as (K8sObject & { spec: PodDisruptionBudget['spec'] }) | undefined;
    const labels = deployment(name)?.spec.template.metadata?.labels ?? {};
    const selector = pdb?.spec?.selector?.matchLabels ?? {};
    expect(Object.keys(selector).length).toBeGreaterThan(0);
    expect(Object.entries(selector).every(([k, v]) => labels[k] === v)).toBe(true);
  });

  it('refers only to ConfigMap keys that exist', () => {
    const configMaps = new Map(objects.filter((o) => o.kind === 'ConfigMap').map((o) => [o.metadata.name, o.data ?? {}]));
    for (const w of workloads()) {
      for (const c of containersOf(w)) {
        for (const ref of c.envFrom ?? []) if (ref.configMapRef) expect(configMaps.has(ref.configMapRef.name ?? '')).toBe(true);
        for (const e of c.env ?? []) {
          const ref = e.valueFrom?.configMapKeyRef;
          if (ref) expect(`${ref.name}/${ref.key}: ${ref.key in (configMaps.get(ref.name ?? '') ?? {})}`).toBe(`${ref.name}/${ref.key}: true`);
        }
      }
    }
  });

  // Secret keys a container cannot start without; optional ones (the previous signing keys of a key
  // rotation, in the same Secret as the signing key) may be absent.
  const secretRefs = () =>
    workloads().flatMap((w) =>
      containersOf(w).flatMap((c) => [
        ...(c.env ?? []).flatMap((e) =>
          e.valueFrom?.secretKeyRef && !e.valueFrom.secretKeyRef.optional ? [{ name: e.valueFrom.secretKeyRef.name ?? '', key: e.valueFrom.secretKeyRef.key }] : [],
        ),
        ...(c.envFrom ?? []).flatMap((e) => (e.secretRef ? [{ name: e.secretRef.name ?? '', key: '' }] : [])),
      ]),
    );

  if (overlay === 'dev') {
    it.each([
      ['StatefulSet', 'postgres'],
      ['StatefulSet', 'redis'],
      ['StatefulSet', 'minio'],
      ['Deployment', 'mailpit'],
    ])('runs %s %s in the cluster with a Service', (kind, name) => {
      expect(find(kind, name)).toBeDefined();
      expect(find('Service', name)).toBeDefined();
    });

    it('runs Redis without eviction and with the append-only file', () => {
      const args = (find('StatefulSet', 'redis') as Workload).spec.template.spec.containers[0]?.args?.join(' ');
      expect(args).toMatch(/--maxmemory-policy noeviction/);
      expect(args).toMatch(/--appendonly yes/);
    });

    it('creates the media bucket with a read-only public policy', () => {
      const script = ((find('Job', 'minio-init') as Workload).spec.template.spec.containers[0]?.args ?? []).join('\n');
      expect(script).toContain('mc mb --ignore-existing');
      expect(script).toContain('s3:GetObject');
    });

    it('points the services at the in-cluster servers through a generated Secret with every referenced key', () => {
      const secrets = new Map(objects.filter((o) => o.kind === 'Secret').map((o) => [o.metadata.name, o.data ?? {}]));
      for (const { name, key } of secretRefs()) {
        expect(secrets.has(name)).toBe(true);
        if (key) expect(`${name}/${key}: ${key in (secrets.get(name) ?? {})}`).toBe(`${name}/${key}: true`);
      }
      const hvacSecrets = [...secrets.entries()].find(([n]) => n.startsWith('hvac-secrets-'))?.[1] ?? {};
      const decode = (k: string) => Buffer.from(hvacSecrets[k] ?? '', 'base64').toString();
      expect(decode('DATABASE_URL')).toMatch(/@postgres:5432\//);
      expect(decode('REDIS_URL')).toBe('redis://redis:6379');
      expect(decode('SMTP_URL')).toBe('smtp://mailpit:1025');
    });
  } else {
    it('runs no database, cache, object store or mail catcher in the cluster', () => {
      for (const name of ['postgres', 'redis', 'minio', 'mailpit']) {
        expect(objects.filter((o) => o.metadata.name === name)).toEqual([]);
      }
    });

    it('takes every secret from Secrets created outside this repository', () => {
      expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
      const names = new Set(secretRefs().map((r) => r.name));
      expect([...names]).toEqual(['hvac-secrets']);
      const keys = new Set(secretRefs().map((r) => r.key));
      expect([...keys].sort()).toEqual(['ACCOUNT_MAIL_KEY', 'ADMIN_PASSWORD', 'DATABASE_URL', 'DEVICE_COOKIE_SECRET', 'REDIS_URL', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'SECOND_FACTOR_KEY', 'SMTP_URL']);
      const jwt = deployment('auth-api')?.spec.template.spec.volumes?.find((v) => v.secret);
      expect(jwt?.secret?.secretName).toBe('hvac-jwt');
    });

    it('uses external endpoints', () => {
      const config = findPrefixed('ConfigMap', 'hvac-config')?.data ?? {};
      expect(config['S3_ENDPOINT']).toMatch(/^https:\/\//);
      expect(config['PUBLIC_SITE_URL']).toMatch(/^https:\/\//);
    });
  }

  describe('network policies', () => {
    const policies = () => objects.filter((o) => o.kind === 'NetworkPolicy') as unknown as INetworkPolicy[];
    const namespace = overlay === 'prod' ? 'hvac' : 'hvac-dev';
    // Namespaces get kubernetes.io/metadata.name from the API server; kube-system and ingress-nginx
    // are the cluster's (ingress-nginx as its manifests install it).
    const namespaceLabels = (ns: string) => ({
      ...((objects.find((o) => o.kind === 'Namespace' && o.metadata.name === ns)?.metadata.labels as Record<string, string> | undefined) ?? {}),
      'kubernetes.io/metadata.name': ns,
    });
    const external = (name: string, ip: string): Endpoint => ({ name, ip, labels: {}, ports: [] });
    const cluster = {
      'ingress-controller': { name: 'ingress-controller', namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'ingress-nginx', 'app.kubernetes.io/component': 'controller' }, ip: '10.244.9.1', ports: [] },
      'kube-dns': { name: 'kube-dns', namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' }, ip: '10.244.9.2', ports: [{ name: 'dns', containerPort: 53, protocol: 'UDP' }, { name: 'dns-tcp', containerPort: 53 }] },
      'other-namespace': { name: 'other-namespace', namespace: 'other', labels: { 'app.kubernetes.io/name': 'web' }, ip: '10.244.9.3', ports: [] },
    } satisfies Record<string, Endpoint>;
    // Workloads, and the pods of CronJobs (their template one level down).
    const podOwners = (): Workload[] => [
      ...workloads(),
      ...objects.filter((o) => o.kind === 'CronJob').map((o) => ({ ...o, spec: (o.spec?.['jobTemplate'] as { spec: Workload['spec'] }).spec }) as Workload),
    ];
    const pods = (): Record<string, Endpoint> =>
      Object.fromEntries(
        podOwners().map((w, i) => [
          w.metadata.name,
          { name: w.metadata.name, namespace: w.metadata.namespace, labels: w.spec.template.metadata?.labels ?? {}, ip: `10.244.1.${i + 1}`, ports: containersOf(w).flatMap((c) => c.ports ?? []) },
        ]),
      );
    // Managed services of prod, at documentation addresses.
    const outside = { postgres: external('managed Postgres', '203.0.113.10'), redis: external('managed Redis', '203.0.113.11'), s3: external('S3', '198.51.100.20'), smtp: external('SMTP relay', '198.51.100.30') };
    // The port a client reaches through a destination's Service (its targetPort on the pods).
    const servicePort = (name: string, portName?: string): number => {
      const service = find('Service', name) as (K8sObject & { spec: { ports: { name?: string; targetPort: string | number }[] } }) | undefined;
      const target = (service?.spec.ports.find((p) => !portName || p.name === portName) ?? service?.spec.ports[0])?.targetPort;
      const port = typeof target === 'number' ? target : pods()[name]?.ports.find((p) => p.name === target)?.containerPort;
      if (port === undefined) throw new Error(`no port for ${name}`);
      return port;
    };
    type Flow = [from: string, to: string | Endpoint, port: number, protocol?: Protocol];
    const endpoint = (ref: string | Endpoint): Endpoint => {
      if (typeof ref !== 'string') return ref;
      const found = pods()[ref] ?? (cluster as Record<string, Endpoint>)[ref];
      if (!found) throw new Error(`unknown endpoint ${ref}`);
      return found;
    };
    const describeFlow = ([from, to, port, protocol = 'TCP']: Flow) => `${from} -> ${typeof to === 'string' ? to : to.name}:${port}/${protocol}`;
    const verdicts = (flows: Flow[]) =>
      flows.map((flow) => `${describeFlow(flow)} ${flowAllowed(policies(), namespaceLabels, endpoint(flow[0]), endpoint(flow[1]), flow[2], flow[3] ?? 'TCP') ? 'allowed' : 'denied'}`);

    const needed = (): Flow[] => {
      const common: Flow[] = [
        ['ingress-controller', 'gateway', servicePort('gateway')],
        ['gateway', 'web', servicePort('web')],
        ['gateway', 'auth-api', servicePort('auth-api')],
        ['gateway', 'content-api', servicePort('content-api')],
        ['gateway', 'content-api', servicePort('content-api', 'analytics')],
        ['web', 'content-api', servicePort('content-api')],
        ['content-api', 'auth-api', servicePort('auth-api')],
        ...workloads().flatMap((w): Flow[] => [
          [w.metadata.name, 'kube-dns', 53, 'UDP'],
          [w.metadata.name, 'kube-dns', 53, 'TCP'],
        ]),
      ];
      if (overlay === 'dev') {
        const [pg, redis, minio, smtp] = [servicePort('postgres'), servicePort('redis'), servicePort('minio'), servicePort('mailpit', 'smtp')];
        return [
          ...common,
          ['gateway', 'minio', minio],
          ['content-api', 'postgres', pg],
          ['content-api', 'redis', redis],
          ['content-api', 'minio', minio],
          ['auth-api', 'postgres', pg],
          ['auth-api', 'redis', redis],
          ['mailer-worker', 'postgres', pg],
          ['mailer-worker', 'redis', redis],
          ['mailer-worker', 'mailpit', smtp],
          ['migrate', 'postgres', pg],
          ['minio-init', 'minio', minio],
        ];
      }
      return [
        ...common,
        ['gateway', outside.s3, 443],
        ['gateway', outside.s3, 9000],
        ['content-api', outside.postgres, 5432],
        ['content-api', outside.redis, 6379],
        ['content-api', outside.s3, 443],
        ['content-api', outside.s3, 9000],
        ['auth-api', outside.postgres, 5432],
        ['auth-api', outside.redis, 6379],
        ['mailer-worker', outside.postgres, 5432],
        ['mailer-worker', outside.redis, 6379],
        ['mailer-worker', outside.smtp, 25],
        ['mailer-worker', outside.smtp, 465],
        ['mailer-worker', outside.smtp, 587],
        ['migrate', outside.postgres, 5432],
      ];
    };

    const notNeeded = (): Flow[] => {
      const common: Flow[] = [
        ['ingress-controller', 'web', servicePort('web')],
        ['ingress-controller', 'auth-api', servicePort('auth-api')],
        ['ingress-controller', 'content-api', servicePort('content-api')],
        ['other-namespace', 'gateway', servicePort('gateway')],
        ['other-namespace', 'content-api', servicePort('content-api')],
        // The analytics collector is the gateway's alone.
        ['web', 'content-api', servicePort('content-api', 'analytics')],
        ['ingress-controller', 'content-api', servicePort('content-api', 'analytics')],
        ['web', 'auth-api', servicePort('auth-api')],
        ['web', 'gateway', servicePort('gateway')],
        ['auth-api', 'content-api', servicePort('content-api')],
        ['mailer-worker', 'auth-api', servicePort('auth-api')],
        ['mailer-worker', 'content-api', servicePort('content-api')],
        ['migrate', 'auth-api', servicePort('auth-api')],
        ['gateway', 'mailer-worker', 3003],
        ['web', 'kube-dns', 80],
        ['web', external('anywhere on the internet', '192.0.2.50'), 443],
      ];
      if (overlay === 'dev') {
        const [pg, redis, minio, smtp] = [servicePort('postgres'), servicePort('redis'), servicePort('minio'), servicePort('mailpit', 'smtp')];
        return [
          ...common,
          ['web', 'postgres', pg],
          ['web', 'redis', redis],
          ['web', 'minio', minio],
          ['gateway', 'postgres', pg],
          ['gateway', 'redis', redis],
          ['auth-api', 'minio', minio],
          ['mailer-worker', 'minio', minio],
          ['migrate', 'redis', redis],
          ['minio-init', 'postgres', pg],
          ['auth-api', 'mailpit', smtp],
          ['content-api', 'mailpit', smtp],
          ['gateway', 'mailpit', servicePort('mailpit', 'http')],
          ['postgres', 'redis', redis],
          ['other-namespace', 'postgres', pg],
        ];
      }
      return [
        ...common,
        ['web', outside.postgres, 5432],
        ['web', outside.redis, 6379],
        ['web', outside.s3, 443],
        ['gateway', outside.postgres, 5432],
        ['gateway', outside.redis, 6379],
        ['auth-api', outside.s3, 443],
        ['auth-api', outside.smtp, 587],
        ['content-api', outside.smtp, 587],
        ['mailer-worker', outside.s3, 443],
        ['migrate', outside.redis, 6379],
        ['migrate', outside.s3, 443],
      ];
    };

    it('denies all ingress and egress in the namespace unless a policy allows it', () => {
      const denyAll = policies().filter(
        (p) =>
          p.metadata?.namespace === namespace &&
          Object.keys(p.spec?.podSelector ?? { x: 1 }).length === 0 &&
          ['Ingress', 'Egress'].every((t) => policyTypes(p).includes(t)) &&
          !p.spec?.ingress?.length &&
          !p.spec?.egress?.length,
      );
      expect(denyAll.map((p) => p.metadata?.name)).toEqual(['default-deny']);
    });

    it('allows every flow the architecture needs', () => {
      const flows = needed();
      expect(verdicts(flows)).toEqual(flows.map((f) => `${describeFlow(f)} allowed`));
    });

    it('denies flows the architecture does not need', () => {
      const flows = notNeeded();
      expect(verdicts(flows)).toEqual(flows.map((f) => `${describeFlow(f)} denied`));
    });

    it('selects pods that exist with every policy', () => {
      const labels = Object.values(pods()).map((p) => p.labels);
      for (const p of policies().filter((q) => Object.keys(q.spec?.podSelector ?? {}).length > 0)) {
        expect(`${p.metadata?.name}: ${labels.some((l) => matches(p.spec?.podSelector, l))}`).toBe(`${p.metadata?.name}: true`);
      }
    });
  });

  describe('the services’ start-up checks', () => {
    // prod's Secrets live outside this repository: valid stand-ins show that the repository's own
    // settings (ConfigMap, per-container env) pass; dev's generated Secret is checked as it is.
    const standIns: Record<string, string> = {
      DATABASE_URL: 'postgres://hvac:stand-in@db.internal.example:5432/hvac',
      REDIS_URL: 'rediss://cache.internal.example:6379',
      S3_ACCESS_KEY: 'stand-in',
      S3_SECRET_KEY: 'stand-in',
      SMTP_URL: 'smtps://smtp.internal.example:465',
      ADMIN_PASSWORD: 'stand-in-Vq83-furnace',
      DEVICE_COOKIE_SECRET: 'stand-in-device-cookie-secret-0123456789',
      SECOND_FACTOR_KEY: 'stand-in-second-factor-key-0123456789ab',
      ACCOUNT_MAIL_KEY: 'stand-in-account-mail-key-0123456789abcd',
    };
    const checkOf: Record<string, string> = {
      'Deployment auth-api/auth-api': 'auth-api',
      'Deployment content-api/content-api': 'content-api',
      'Deployment mailer-worker/mailer-worker': 'mailer-worker',
      // web is an ES module package whose server checks its settings as it loads: see the next test.
      'Deployment web/web': '',
      'Job migrate/auth-api': 'auth-api migrate',
      // content-api's migration declares its one variable (DATABASE_URL, the Secret's, as
      // content-api's) inside its entry point, which runs when loaded.
      'Job migrate/content-api': '',
    };

    const environmentOf = (c: IContainer): Record<string, string> => {
      const data = (kind: string, name: string): Record<string, string> => {
        const object = objects.find((o) => o.kind === kind && (o.metadata.name === name || o.metadata.name.startsWith(`${name}-`)));
        if (kind === 'ConfigMap') return object?.data ?? {};
        if (!object) return overlay === 'prod' && name === 'hvac-secrets' ? standIns : {};
        return Object.fromEntries(Object.entries(object.data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]));
      };
      const env: Record<string, string> = {};
      for (const from of c.envFrom ?? []) {
        if (from.configMapRef) Object.assign(env, data('ConfigMap', from.configMapRef.name ?? ''));
        if (from.secretRef) Object.assign(env, data('Secret', from.secretRef.name ?? ''));
      }
      for (const e of c.env ?? []) {
        const ref = e.valueFrom?.configMapKeyRef ?? e.valueFrom?.secretKeyRef;
        const value = e.valueFrom?.configMapKeyRef ? data('ConfigMap', ref?.name ?? '')[ref?.key ?? ''] : ref ? data('Secret', ref.name ?? '')[ref.key] : e.value;
        if (value !== undefined) env[e.name] = value;
      }
      return env;
    };

    const siteContainers = () =>
      // hvac/postgres is Postgres with pgBackRest (deploy/backup), not a Node service: backup.spec.ts checks it.
      workloads().flatMap((w) => containersOf(w).filter((c) => c.image?.includes('hvac/') && !c.image.startsWith('hvac/postgres:')).map((c) => ({ id: `${w.kind} ${w.metadata.name}/${c.name}`, container: c })));

    it('runs every site container with NODE_ENV=production and settings its service accepts', () => {
      const cases = siteContainers().flatMap(({ id, container }) => {
        expect(`${id}: ${id in checkOf}`).toBe(`${id}: true`);
        const check = checkOf[id];
        return check ? [{ id, check, env: environmentOf(container) }] : [];
      });
      expect(cases.map((c) => c.id).sort()).toEqual(Object.keys(checkOf).filter((k) => checkOf[k]).sort());
      for (const c of cases) expect(`${c.id}: ${c.env['NODE_ENV']}`).toBe(`${c.id}: production`);
      // No sample posts or pages are published from a cluster.
      for (const c of cases.filter((c) => c.check === 'content-api')) expect(`${c.id}: ${c.env['SEED_SAMPLE_CONTENT'] ?? 'false'}`).toBe(`${c.id}: false`);
      const results = runStartupChecks(cases);
      expect(cases.map((c, i) => `${c.id}: ${results[i] ?? 'accepted'}`)).toEqual(cases.map((c) => `${c.id}: accepted`));
      if (overlay === 'dev') expect(cases.find((c) => c.check === 'auth-api')?.env['ADMIN_PASSWORD']).toBeTruthy();
    });

    it('gives web the absolute URLs its server requires in production', () => {
      // apps/web/server/config.ts (and app/config/env.server.ts): CONTENT_API_URL and PUBLIC_SITE_URL must be
      // absolute URLs when NODE_ENV is production.
      const web = siteContainers().find((c) => c.id === 'Deployment web/web');
      const env = environmentOf(web?.container as IContainer);
      expect(env['NODE_ENV']).toBe('production');
      for (const name of ['CONTENT_API_URL', 'PUBLIC_SITE_URL']) expect(() => new URL(env[name] ?? '')).not.toThrow();
    });

    if (overlay === 'dev') {
      it('would catch an admin password that auth-api refuses in production', () => {
        const auth = siteContainers().find((c) => c.id === 'Deployment auth-api/auth-api');
        const env = environmentOf(auth?.container as IContainer);
        const [refused] = runStartupChecks([{ check: 'auth-api', env: { ...env, ADMIN_PASSWORD: 'dev-only-admin-password-change-me' } }]);
        expect(refused).toMatch(/ADMIN_PASSWORD: refused in production/);
      });
    }
  });
});
