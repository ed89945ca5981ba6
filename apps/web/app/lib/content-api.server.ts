import { AsyncLocalStorage } from 'node:async_hooks';
import ky, { HTTPError, type KyInstance } from 'ky';
import { data } from 'react-router';
import { getServerEnv } from '../config/env.server';

// Loaders talk to content-api directly (not through the gateway). Short time-out: a slow API must
// not hold a page render for long. Replies travel inside the cluster, so they come uncompressed:
// gzip would cost CPU on both sides of every page render to save bandwidth nobody pays for.
let client: KyInstance | undefined;

function contentApi(): KyInstance {
  client ??= ky.create({
    prefixUrl: getServerEnv().contentApiUrl,
    timeout: 8000,
    retry: { limit: 1, methods: ['get'] },
    headers: { 'Accept-Encoding': 'identity' },
  });
  return client;
}

// The signal of the page request being answered (the root route's middleware sets it): a visitor who
// goes away aborts the reads made for their page. Form posts are never aborted: an enquiry is sent on
// even when its sender has closed the tab.
const requestSignal = new AsyncLocalStorage<AbortSignal>();

export function withRequestSignal<T>(signal: AbortSignal, work: () => T): T {
  return requestSignal.run(signal, work);
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number };

export async function getFromContentApi<T>(path: string): Promise<ApiResult<T>> {
  try {
    const value = await contentApi().get(path.replace(/^\/+/, ''), { signal: requestSignal.getStore() }).json<T>();
    return { ok: true, value };
  } catch (error) {
    if (error instanceof HTTPError) return { ok: false, status: error.response.status };
    // The visitor has gone: nobody reads this answer, and nothing is wrong with content-api.
    if (requestSignal.getStore()?.aborted) return { ok: false, status: 503 };
    console.error(`content-api unreachable for ${path}:`, error instanceof Error ? error.message : error);
    return { ok: false, status: 503 };
  }
}

// A form posted without JavaScript, passed on as the browser's request would have been: the visitor's
// address (from the gateway's X-Forwarded-For) and user agent go along, so limits and records stay per visitor.
export async function postToContentApi<T>(path: string, json: unknown, from: Request): Promise<ApiResult<T>> {
  const forwarded = from.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  const headers: Record<string, string> = { 'User-Agent': from.headers.get('user-agent') ?? '' };
  if (forwarded) headers['X-Forwarded-For'] = forwarded;
  try {
    const res = await contentApi().post(path.replace(/^\/+/, ''), { json, headers, throwHttpErrors: false });
    return res.ok ? { ok: true, value: await res.json<T>() } : { ok: false, status: res.status };
  } catch (error) {
    console.error(`content-api unreachable for ${path}:`, error instanceof Error ? error.message : error);
    return { ok: false, status: 503 };
  }
}

// Turns an API failure into the route's error response: 404 stays 404, everything else is 503.
export function throwApiFailure(status: number, what: string): never {
  if (status === 404) throw data({ message: `${what} could not be found.` }, { status: 404 });
  throw data({ message: `${what} is temporarily unavailable. Please try again in a minute.` }, { status: 503 });
}
