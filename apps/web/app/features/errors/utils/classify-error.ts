import { messageFromBody } from '../../../lib/error-body';

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

export function classifyError(error: unknown): ErrorKind {
  if (isRouteErrorLike(error)) {
    if (error.status === 404) return { kind: 'not-found' };
    // A loader's own words: a JSON body's message, or the plain text it threw.
    const words = messageFromBody(error.data) ?? (typeof error.data === 'string' ? error.data : null);
    if (error.status === 503 || error.status === 502 || error.status === 504) {
      return { kind: 'unavailable', message: words ?? 'This page is temporarily unavailable. Please try again in a minute.' };
    }
    return { kind: 'unexpected', message: words ?? `${error.status} ${error.statusText ?? ''}`.trim() };
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
  if (chunkPatterns.some((p) => p.test(message)) || (error instanceof Error && error.name === 'ChunkLoadError')) {
    return { kind: 'chunk', reason: message };
  }
  return { kind: 'unexpected', message };
}
