import { ChunkLoadError, chunkTimeoutMs, loadChunk } from '../load-chunk';

describe('loadChunk', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("uses the spec's 120 s", () => {
    expect(chunkTimeoutMs).toBe(120_000);
  });

  it('passes a chunk that arrives in time through', async () => {
    const module = { default: 'component' };
    const loaded = loadChunk(() => new Promise((resolve) => setTimeout(() => resolve(module), chunkTimeoutMs - 1)));
    jest.advanceTimersByTime(chunkTimeoutMs - 1);
    await expect(loaded).resolves.toBe(module);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('fails a chunk that has not arrived after 120 s, as a chunk loading error', async () => {
    const loaded = loadChunk(() => new Promise(() => undefined));
    jest.advanceTimersByTime(chunkTimeoutMs - 1);
    let settled = false;
    void loaded.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    const error: unknown = await loaded.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk failed: no answer within 120 s' });
  });

  it("fails a failed import as a chunk loading error with the browser's reason", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/swiper-carousel.js');
    const error: unknown = await loadChunk(() => Promise.reject(failure)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ message: failure.message, cause: failure });
    expect(jest.getTimerCount()).toBe(0);
  });
});
