// The bench row of the analytics beacon (apps/content-api/src/analytics): 2,000 events a second into
// POST /api/analytics/events (batches of 5, as a page's Web Vitals arrive, from distinct visitors with a
// browser's user agent, so each is counted and stored) must all be taken (204), while page reads that
// reach content-api and Postgres (uncached GET /blogs at a browsing pace) keep their p99 within 10 %.
// The load generator and the gateway run on the same two cores as the stack, so the same load of POSTs
// costs the reads something even when nginx answers them itself: the reads' p99 during collection is
// held against their p99 during that control load (what collection adds), and their p99 alone is shown.
// The p99 of one 20 s run (1,000 reads) moves by a third from run to run on two shared cores: ten
// reads held up by one stall make it. So control and collection runs alternate, and the row holds the
// p99 of all the reads of each kind together (pooledPercentile); each pair's own ratio is shown.
import { analyticsPaths } from '@hvac/contracts';
import { noOpPath } from './bench-gateway';
import { fmt, markdownTable } from './report';
import { pooledPercentile, runWrk, type WrkResult } from './wrk';

export const collectionTarget = { eventsPerSecond: 2000, eventsPerBeacon: 5, p99Growth: 1.1 };
// 1,000 reads a run; pooled over the pairs, the p99 is the 50th slowest of 5,000.
const reader = { path: '/blogs', connections: 4, rate: 50, seconds: 20 };
const pairs = 5;
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const body = JSON.stringify({
  events: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].slice(0, collectionTarget.eventsPerBeacon).map((name) => ({ type: 'vital', path: '/blog/bench', name, value: name === 'CLS' ? 0.02 : 850 })),
});

export type CollectionResult = { alone: WrkResult; pairs: { control: WrkResult; collection: WrkResult; during: WrkResult }[] };

export async function measureCollection(base: string, bypass: Record<string, string>): Promise<CollectionResult> {
  const read = () => runWrk({ url: `${base}${reader.path}`, connections: reader.connections, threads: 1, rate: reader.rate, headers: bypass, distinctClients: true, durationSeconds: reader.seconds, tail: true });
  const beacons = (path: string) =>
    runWrk({
      url: `${base}${path}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': chrome },
      body,
      connections: 50,
      rate: collectionTarget.eventsPerSecond / collectionTarget.eventsPerBeacon,
      distinctClients: true,
      durationSeconds: reader.seconds,
      tail: true,
    });
  const alone = await read();
  const measured: CollectionResult['pairs'] = [];
  for (let i = 0; i < pairs; i++) {
    const [, control] = await Promise.all([beacons(noOpPath), read()]);
    const [collection, during] = await Promise.all([beacons(analyticsPaths.events), read()]);
    measured.push({ control, collection, during });
  }
  return { alone, pairs: measured };
}

export function collectionTable({ alone, pairs: measured }: CollectionResult): { table: string; missed: string[] } {
  // Every collection run must take all its events; the slowest says so.
  const events = Math.min(...measured.map((m) => m.collection.rps)) * collectionTarget.eventsPerBeacon;
  const refused = measured.reduce((sum, m) => sum + m.collection.badStatus + m.collection.socketErrors, 0);
  const taken = events >= 0.95 * collectionTarget.eventsPerSecond && refused === 0;
  const ratios = measured.map((m) => m.during.p99 / m.control.p99);
  const duringP99 = pooledPercentile(measured.map((m) => m.during), 99);
  const controlP99 = pooledPercentile(measured.map((m) => m.control), 99);
  const ratio = duringP99 / controlP99;
  const reads = ratio <= collectionTarget.p99Growth && measured.every((m) => m.during.badStatus === 0);
  const beaconP99 = pooledPercentile(measured.map((m) => m.collection), 99);
  const table = markdownTable(
    ['analytics collection', 'measured', 'target', 'result'],
    [
      [
        `POST ${analyticsPaths.events} (${collectionTarget.eventsPerBeacon} events a beacon), ${pairs} runs of ${reader.seconds} s`,
        `${fmt.n(events)} events/s in the slowest run, p99 ${fmt.ms(beaconP99)}, ${refused} ≥400 or socket errors`,
        `${fmt.n(collectionTarget.eventsPerSecond)} events/s, all taken`,
        taken ? 'met' : 'MISSED',
      ],
      [
        `p99 of uncached GET ${reader.path} at ${reader.rate}/s: during collection ÷ during the same POSTs answered by nginx, the reads of ${pairs} alternating pairs pooled (alone: ${fmt.ms(alone.p99)})`,
        `${fmt.ms(duringP99)} ÷ ${fmt.ms(controlP99)} = ${ratio.toFixed(2)} (pair by pair: ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
        `≤ ${collectionTarget.p99Growth}`,
        reads ? 'met' : 'MISSED',
      ],
    ],
  );
  return { table, missed: [...(taken ? [] : ['analytics collection rate']), ...(reads ? [] : ['page reads p99 during analytics collection'])] };
}
