// What went wrong, in terms of what the visitor can do about it.
export type ErrorKind =
  | { kind: 'not-found' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'chunk'; reason: string }
  | { kind: 'unexpected'; message: string };

type RouteErrorLike = { status: number; data?: unknown; statusText?: string; internal?: boolean };

const chunkPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
  /Loading chunk \S+ failed/i,
];

function isRouteErrorLike(error: unknown): error is RouteErrorLike {
  return typeof error === 'object' && error !== null && 'status' in error && typeof (error as { status: unknown }).status === 'number' && 'data' in error;
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object' && 'message' in data && typeof (data as { message: unknown }).message === 'string') return (data as { message: string }).message;
  return undefined;
}

export function classifyError(error: unknown): ErrorKind {
  if (isRouteErrorLike(error)) {
    if (error.status === 404) return { kind: 'not-found' };
    if (error.status === 503 || error.status === 502 || error.status === 504) {
      return { kind: 'unavailable', message: messageOf(error.data) ?? 'This page is temporarily unavailable. Please try again in a minute.' };
    }
    return { kind: 'unexpected', message: messageOf(error.data) ?? `${error.status} ${error.statusText ?? ''}`.trim() };
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
  if (chunkPatterns.some((p) => p.test(message)) || (error instanceof Error && error.name === 'ChunkLoadError')) {
    return { kind: 'chunk', reason: message };
  }
  return { kind: 'unexpected', message };
}
