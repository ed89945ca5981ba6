// Both overlays render with `kubectl kustomize`, every rendered object validates against the
// Kubernetes OpenAPI schemas (kubernetes-models), and the manifests keep the promises of the design.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import type { IContainer, IPodSpec } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(__dirname, '../..');

// Every kind the manifests may use; anything else fails the test until it is added here.
const models: Record<string, { validate: (object: unknown) => void }> = {
  'apps/v1/Deployment': { validate: (o) => new Deployment(o as Deployment).validate() },
  'apps/v1/StatefulSet': { validate: (o) => new StatefulSet(o as StatefulSet).validate() },
  'autoscaling/v2/HorizontalPodAutoscaler': { validate: (o) => new HorizontalPodAutoscaler(o as HorizontalPodAutoscaler).validate() },
  'batch/v1/Job': { validate: (o) => new Job(o as Job).validate() },
  'networking.k8s.io/v1/Ingress': { validate: (o) => new Ingress(o as Ingress).validate() },
  'policy/v1/PodDisruptionBudget': { validate: (o) => new PodDisruptionBudget(o as PodDisruptionBudget).validate() },
  'v1/ConfigMap': { validate: (o) => new ConfigMap(o as ConfigMap).validate() },
  'v1/Namespace': { validate: (o) => new Namespace(o as Namespace).validate() },
  'v1/Secret': { validate: (o) => new Secret(o as Secret).validate() },
  'v1/Service': { validate: (o) => new Service(o as Service).validate() },
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

  it('renders objects that all validate against the Kubernetes schemas', () => {
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
    const placeholders = [...new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]))].sort();
    expect(nginx?.env?.map((e) => e.name).sort()).toEqual(placeholders);
  });

  it('gives every long-running container readiness and liveness probes', () => {
    for (const w of workloads().filter((o) => o.kind !== 'Job')) {
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

  it('runs every pod as non-root without privilege escalation', () => {
    for (const w of workloads()) {
      expect(`${w.metadata.name}: ${w.spec.template.spec.securityContext?.runAsNonRoot}`).toBe(`${w.metadata.name}: true`);
      for (const c of containersOf(w)) {
        expect(`${w.metadata.name}/${c.name}: ${c.securityContext?.allowPrivilegeEscalation}`).toBe(`${w.metadata.name}/${c.name}: false`);
        expect(c.securityContext?.capabilities?.drop).toEqual(['ALL']);
      }
    }
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

  it.each(apps)('autoscales %s', (name) => {
    const hpa = find('HorizontalPodAutoscaler', name) as (K8sObject & { spec: HorizontalPodAutoscaler['spec'] }) | undefined;
    expect(hpa?.spec?.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
    expect(hpa?.spec?.maxReplicas).toBeGreaterThan(hpa?.spec?.minReplicas ?? 0);
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

  const secretRefs = () =>
    workloads().flatMap((w) =>
      containersOf(w).flatMap((c) => [
        ...(c.env ?? []).flatMap((e) => (e.valueFrom?.secretKeyRef ? [{ name: e.valueFrom.secretKeyRef.name ?? '', key: e.valueFrom.secretKeyRef.key }] : [])),
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
      expect([...keys].sort()).toEqual(['ADMIN_PASSWORD', 'DATABASE_URL', 'REDIS_URL', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'SMTP_URL']);
      const jwt = deployment('auth-api')?.spec.template.spec.volumes?.find((v) => v.secret);
      expect(jwt?.secret?.secretName).toBe('hvac-jwt');
    });

    it('uses external endpoints and a pinned image tag', () => {
      const config = findPrefixed('ConfigMap', 'hvac-config')?.data ?? {};
      expect(config['S3_ENDPOINT']).toMatch(/^https:\/\//);
      expect(config['PUBLIC_SITE_URL']).toMatch(/^https:\/\//);
      for (const w of workloads()) {
        for (const c of containersOf(w)) expect(c.image).not.toMatch(/:latest$|^[^:]+$/);
      }
    });
  }
});
