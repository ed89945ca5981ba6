// The memory check of `npm run containers`: reading docker stats' sizes and judging the targets.
import { judgeFootprint, type MemorySample, mib, parseSize, peaks } from '../containers/footprint';

const sample = (entries: Record<string, number>): MemorySample => new Map(Object.entries(entries).map(([k, v]) => [k, v * mib]));
const quiet = { web: 90, 'auth-api': 95, 'content-api': 105, 'mailer-worker': 90, postgres: 100, redis: 5 };

describe('footprint', () => {
  it('reads the sizes docker stats prints', () => {
    expect(parseSize('138.3MiB')).toBeCloseTo(138.3 * mib);
    expect(parseSize('1.5GiB')).toBe(1.5 * 2 ** 30);
    expect(parseSize('512KiB')).toBe(512 * 1024);
    expect(parseSize('20MB')).toBe(20e6);
    expect(parseSize('0B')).toBe(0);
    expect(() => parseSize('--')).toThrow(/cannot read the size/);
  });

  it('keeps the highest reading of each service', () => {
    expect(Object.fromEntries(peaks([sample({ web: 90, redis: 5 }), sample({ web: 120, redis: 4 })]))).toEqual({ web: 120 * mib, redis: 5 * mib });
  });

  it('passes a stack within its targets', () => {
    expect(judgeFootprint(sample(quiet), sample(quiet), []).problems).toEqual([]);
  });

  it('fails a Node service above 150 MB idle, and one it could not read', () => {
    const { web: _web, ...withoutWeb } = quiet;
    const verdict = judgeFootprint(sample({ ...withoutWeb, 'content-api': 150 }), sample(quiet), []);
    expect(verdict.problems).toEqual(['web: no memory reading', 'content-api holds 157 MB idle (target ≤ 150 MB)']);
  });

  it('fails a stack above 1 GiB under load, without counting the monitoring profile', () => {
    const load = sample({ ...quiet, postgres: 700, prometheus: 400 });
    expect(judgeFootprint(sample(quiet), load, ['prometheus']).problems).toEqual(['the stack holds 1085 MiB under load (target ≤ 1024 MiB)']);
    expect(judgeFootprint(sample(quiet), sample({ ...quiet, prometheus: 900 }), ['prometheus']).problems).toEqual([]);
  });
});
