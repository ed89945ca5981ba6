import { LRUCache } from 'lru-cache';
import { data } from 'react-router';
import { Agent, errors, interceptors, request, type Dispatcher } from 'undici';
import { getServerEnv } from '../config/env.server';
import { messageFromBody } from './error-body';

// Loaders talk to content-api directly (not through the gateway), on every uncached render, so with
// the leanest client: undici's request costs a third of ky over fetch in CPU per call. It asks for
// no compression: replies travel inside the cluster, where gzip would cost CPU on both sides of every
// render to save bandwidth nobody pays for. Short time-outs: a slow API must not hold a page for long.
// Reads are tried once more on a 5xx; posts go out once (undici's retry interceptor would turn their
// refusals, a 429 for one, into errors without the server's reason).
let connections: { post: Dispatcher; read: Dispatcher } | undefined;

function contentApi(): { post: Dispatcher; read: Dispatcher } {
  if (!connections) {
    const agent = new Agent({ headersTimeout: 8000, bodyTimeout: 8000 });
    connections = { post: agent, read: agent.compose(interceptors.retry({ maxRetries: 1, methods: ['GET'] })) };
  }
  return connections;
}

function contentApiUrl(path: string): string {
  return `${getServerEnv().contentApiUrl}/${path.replace(/^\/+/, '')}`;
}

// A failed call carries the server's own message and Retry-After when its reply had them.
export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; message?: string; retryAfter?: string };

async function readReply<T>(reply: Dispatcher.ResponseData): Promise<ApiResult<T>> {
  if (reply.statusCode < 200 || reply.statusCode > 299) {
    const message = messageFromBody(await reply.body.json().catch(() => null));
    const retryAfter = reply.headers['retry-after'];
    return { ok: false, status: reply.statusCode, ...(message ? { message } : {}), ...(typeof retryAfter === 'string' ? { retryAfter } : {}) };
  }
  return { ok: true, value: (await reply.body.json()) as T };
}

export async function readFromContentApi<T>(path: string): Promise<ApiResult<T>> {
  try {
    return await readReply<T>(await request(contentApiUrl(path), { dispatcher: contentApi().read }));
  } catch (error) {
    // A 5xx that was still there after the retry.
    if (error instanceof errors.RequestRetryError) return { ok: false, status: error.statusCode };
    console.error(`content-api unreachable for ${path}:`, error instanceof Error ? error.message : error);
    return { ok: false, status: 503 };
  }
}

// (readFromContentApi is for personal reads, such as a booking's manage link: never shared between renders.)
// Loaders read public content, the same for every visitor. A successful read is shared by every render of
// the next half second and by the renders that ask while it is in flight, so a burst of pages the gateway
// has not cached costs content-api one read per address, not one per page. Half a second keeps a published
// change within the 2 s the site promises (the gateway's page cache adds at most one second). A failure is
// shared only by the renders already waiting for it.
const sharedReadMs = 500;
const sharedReads = new LRUCache<string, ApiResult<unknown>>({
  max: 500,
  ttl: sharedReadMs,
  fetchMethod: async (path, _stale, { options }) => {
    const result = await readFromContentApi(path);
    if (!result.ok) options.ttl = 1;
    return result;
  },
});

export async function getFromContentApi<T>(path: string): Promise<ApiResult<T>> {
  return (await sharedReads.fetch(path)) as ApiResult<T>;
}

// A form posted to the site, passed on as if the visitor's browser had sent it: the visitor's address
// (from the gateway's X-Forwarded-For) and user agent go along, so limits and records stay per visitor.
export async function postToContentApi<T>(path: string, json: unknown, from: Request): Promise<ApiResult<T>> {
  const forwarded = from.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': from.headers.get('user-agent') ?? '' };
  if (forwarded) headers['X-Forwarded-For'] = forwarded;
  try {
    return await readReply<T>(await request(contentApiUrl(path), { dispatcher: contentApi().post, method: 'POST', headers, body: JSON.stringify(json) }));
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
