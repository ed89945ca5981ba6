import { EventBuffer, type StoredEvent } from './event-buffer';

const event = (path: string): StoredEvent => ({
  at: new Date('2026-11-26T15:00:00Z'),
  day: '2026-11-26',
  kind: 'pageview',
  visitor: 1n,
  path,
  route: '/',
  device: 'desktop',
  country: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  metric: null,
  value: null,
});

// The database is a function here: what is under test is when the buffer writes and what it keeps.
function bufferOver(fails: number, settings = { ANALYTICS_FLUSH_MS: 1000, ANALYTICS_FLUSH_EVENTS: 3, ANALYTICS_BUFFER_MAX: 100 }) {
  const written: string[][] = [];
  const warnings: string[] = [];
  let failures = fails;
  const buffer = new EventBuffer(
    async <T>(_sql: string, params: unknown[]) => {
      if (failures-- > 0) throw new Error('connection refused');
      written.push(params[4] as string[]);
      return [] as T[];
    },
    settings,
    (_fields, message) => warnings.push(message),
  );
  return { buffer, written, warnings };
}

describe('EventBuffer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes once enough events wait, or once the oldest has waited ANALYTICS_FLUSH_MS', async () => {
    const { buffer, written } = bufferOver(0);
    buffer.add([event('/a')]);
    await jest.advanceTimersByTimeAsync(999);
    expect(written).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(written).toEqual([['/a']]);
    buffer.add([event('/b'), event('/c'), event('/d')]);
    await jest.advanceTimersByTimeAsync(0);
    expect(written).toEqual([['/a'], ['/b', '/c', '/d']]);
  });

  it('keeps the events of a failed insert and writes them with the next ones after at least 5 s', async () => {
    const { buffer, written, warnings } = bufferOver(1);
    buffer.add([event('/a'), event('/b'), event('/c')]);
    await jest.advanceTimersByTimeAsync(0);
    expect(written).toEqual([]);
    expect(warnings).toEqual(['analytics events not written; retrying']);
    // More events than the threshold do not bring the retry forward.
    buffer.add([event('/d'), event('/e'), event('/f')]);
    await jest.advanceTimersByTimeAsync(4999);
    expect(written).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(written).toEqual([['/a', '/b', '/c', '/d', '/e', '/f']]);
  });

  it('drops the oldest events past ANALYTICS_BUFFER_MAX while the database is away, and says so once it is back', async () => {
    const { buffer, written, warnings } = bufferOver(1, { ANALYTICS_FLUSH_MS: 1000, ANALYTICS_FLUSH_EVENTS: 1000, ANALYTICS_BUFFER_MAX: 100 });
    buffer.add(Array.from({ length: 60 }, (_, i) => event(`/${i}`)));
    await buffer.flush();
    buffer.add(Array.from({ length: 60 }, (_, i) => event(`/${60 + i}`)));
    await buffer.flush();
    expect(written).toHaveLength(1);
    expect(written[0]).toHaveLength(100);
    expect(written[0]?.[0]).toBe('/20');
    expect(warnings).toEqual(['analytics events not written; retrying', 'analytics events dropped while the database was away']);
  });
});
