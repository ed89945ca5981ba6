import cluster, { type Worker } from 'node:cluster';

// A render allocates a few MB of short-lived objects (elements, strings, chunks). Young-generation
// semi-spaces of 32 MB instead of V8's 16 MB let more of them die before a scavenge copies them:
// fewer garbage collections per page. A single-process server takes the same flag from NODE_OPTIONS
// (deploy/k8s/base/web.yaml).
const renderHeapFlags = ['--max-semi-space-size=32'];

// The primary process of a multi-process server: it keeps `count` workers serving the shared port,
// replaces one that dies, and on SIGTERM or SIGINT lets each drain, then exits 0 once all have.
export function supervise(count: number, port: number): void {
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...renderHeapFlags] });
  let stopping = false;
  let listening = 0;
  const serving = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      serving.add(worker);
      if (++listening === count) console.log(`web: listening on http://localhost:${port} (${count} workers)`);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that never listened failed to start (its own message says why): starting it again
    // would fail the same way.
    if (!serving.has(worker)) {
      console.error('web: a worker failed to start');
      process.exit(1);
    }
    console.error(`web: worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < count; i++) fork();
}
