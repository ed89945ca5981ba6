// The analytics bench row's statistic: one percentile of several wrk runs' requests together.
import { pooledPercentile, tailPercentiles } from '../perf/wrk';

// A percentile as wrk's stats_percentile reads it: the value at rank round(p/100 × count + 0.5).
const percentileOf = (sorted: number[], p: number) => sorted[Math.min(sorted.length, Math.round((p / 100) * sorted.length + 0.5)) - 1];
const run = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, tail: tailPercentiles.map((p) => percentileOf(sorted, p)) };
};
const steady = (count: number, from: number) => Array.from({ length: count }, (_, i) => from + (i % 100) / 10);

describe('pooledPercentile', () => {
  it("gives back one run's own percentile", () => {
    const latencies = steady(1000, 5);
    const sorted = [...latencies].sort((a, b) => a - b);
    for (const p of [99, 99.5, 100]) expect(pooledPercentile([run(latencies)], p)).toBe(percentileOf(sorted, p));
  });

  it('weighs a slow stretch by the requests it slowed, not by the run it fell in', () => {
    const calm = steady(1000, 5);
    // One run with 15 requests held up by a stall: its own p99 is a stalled request, the pooled one is not.
    const stalled = [...steady(985, 5), ...Array.from({ length: 15 }, () => 200)];
    expect(pooledPercentile([run(stalled)], 99)).toBe(200);
    const pooled = pooledPercentile([run(calm), run(stalled), run(calm)], 99);
    expect(pooled).toBe(percentileOf([...calm, ...stalled, ...calm].sort((a, b) => a - b), 99));
    expect(pooled).toBeLessThan(200);
  });

  // A run whose length is not a multiple of 2,000 has tail steps of a fraction of a request: the pooled
  // value may be the neighbour of the exact one.
  it('pools runs of different lengths by their requests', () => {
    const short = [...steady(500, 5), ...Array.from({ length: 10 }, () => 80)];
    const long = steady(2000, 6);
    const all = [...short, ...long].sort((a, b) => a - b);
    for (const p of [98, 99, 99.9]) {
      const pooled = pooledPercentile([run(short), run(long)], p);
      expect(pooled).toBeGreaterThanOrEqual(percentileOf(all, p - 0.05));
      expect(pooled).toBeLessThanOrEqual(percentileOf(all, p + 0.05));
    }
    // The short run's ten slow requests are 0.4 % of all: above the p99, below the p99.9.
    expect(pooledPercentile([run(short), run(long)], 99)).toBeLessThan(80);
    expect(pooledPercentile([run(short), run(long)], 99.9)).toBe(80);
  });

  it('refuses a run without its tail and a percentile below the tail', () => {
    expect(() => pooledPercentile([{ requests: 10 }], 99)).toThrow(/without its tail/);
    expect(() => pooledPercentile([run(steady(100, 1))], 50)).toThrow(/slowest tenth/);
  });
});
