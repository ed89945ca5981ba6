import { AsyncLocalStorage } from 'node:async_hooks';
import { data } from 'react-router';
import { Agent, errors, interceptors, request, type Dispatcher } from 'undici';
import { getServerEnv } from '../config/env.server';
import { messageFromBody } from './api-error';

// Loaders talk to content-api directly (not through the gateway), on every uncached render, so with
// the leanest client: undici's request costs a third of ky over fetch in CPU per call. It asks for
// no compression: replies travel inside the cluster, where gzip would cost CPU on both sides of every
// render to save bandwidth nobody pays for. Short time-outs: a slow API must not hold a page for long.
let dispatcher: Dispatcher | undefined;

function contentApi(): Dispatcher {
  dispatcher ??= new Agent({ headersTimeout: 8000, bodyTimeout: 8000 }).compose(interceptors.retry({ maxRetries: 1, methods: ['GET'] }));
  return dispatcher;
}

function contentApiUrl(path: string): string {
  return `${getServerEnv().contentApiUrl}/${path.replace(/^\/+/, '')}`;
}

// The signal of the page request being answered (the root route's middleware sets it): a visitor who
// goes away aborts the reads made for their page. Form posts are never aborted: an enquiry is sent on
// even when its sender has closed the tab.
const requestSignal = new AsyncLocalStorage<AbortSignal>();

export function withRequestSignal<T>(signal: AbortSignal, work: () => T): T {
  return requestSignal.run(signal, work);
}

// A failed call carries the server's own message when its reply had one.
export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; message?: string };

async function readReply<T>(reply: Dispatcher.ResponseData): Promise<ApiResult<T>> {
  if (reply.statusCode < 200 || reply.statusCode > 299) {
    const message = messageFromBody(await reply.body.json().catch(() => null));
    return { ok: false, status: reply.statusCode, ...(message ? { message } : {}) };
  }
  return { ok: true, value: (await reply.body.json()) as T };
}

export async function getFromContentApi<T>(path: string): Promise<ApiResult<T>> {
  const visitor = requestSignal.getStore();
  try {
    return await readReply<T>(await request(contentApiUrl(path), { dispatcher: contentApi(), signal: visitor }));
  } catch (error) {
    // A 5xx that was still there after the retry.
    if (error instanceof errors.RequestRetryError) return { ok: false, status: error.statusCode };
    // The visitor has gone: nobody reads this answer, and nothing is wrong with content-api.
    if (visitor?.aborted) return { ok: false, status: 503 };
    console.error(`content-api unreachable for ${path}:`, error instanceof Error ? error.message : error);
    return { ok: false, status: 503 };
  }
}

// A form posted to the site, passed on as if the visitor's browser had sent it: the visitor's address
// (from the gateway's X-Forwarded-For) and user agent go along, so limits and records stay per visitor.
export async function postToContentApi<T>(path: string, json: unknown, from: Request): Promise<ApiResult<T>> {
  const forwarded = from.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': from.headers.get('user-agent') ?? '' };
  if (forwarded) headers['X-Forwarded-For'] = forwarded;
  try {
    return await readReply<T>(await request(contentApiUrl(path), { dispatcher: contentApi(), method: 'POST', headers, body: JSON.stringify(json) }));
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
