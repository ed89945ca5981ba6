// The spec's chunk loading time-out (section 9): a script chunk that has not arrived by then has failed.
export const chunkTimeoutMs = 120_000;

// Named as webpack names it, so the error screens recognise it as a chunk failure (classify-error.ts).
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

// A dynamic import that fails after `timeoutMs` instead of leaving its place empty for ever. Any failure
// comes out as a ChunkLoadError with the browser's reason, so a boundary can tell it from a render error.
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = chunkTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk failed: no answer within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
  });
  const loaded = load().catch((error: unknown) => {
    throw new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error });
  });
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
