import ky, { HTTPError, type KyInstance } from 'ky';
import { data } from 'react-router';
import { getServerEnv } from '../config/env.server';
import { messageFromBody } from './api-error';

// Loaders talk to content-api directly (not through the gateway). Short time-out: a slow API must
// not hold a page render for long.
let client: KyInstance | undefined;

function contentApi(): KyInstance {
  client ??= ky.create({ prefixUrl: getServerEnv().contentApiUrl, timeout: 8000, retry: { limit: 1, methods: ['get'] } });
  return client;
}

// A failed call carries the server's own message when its reply had one.
export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; message?: string };

export async function getFromContentApi<T>(path: string): Promise<ApiResult<T>> {
  try {
    const value = await contentApi().get(path.replace(/^\/+/, '')).json<T>();
    return { ok: true, value };
  } catch (error) {
    if (error instanceof HTTPError) return { ok: false, status: error.response.status };
    console.error(`content-api unreachable for ${path}:`, error instanceof Error ? error.message : error);
    return { ok: false, status: 503 };
  }
}

// A form posted to the site, passed on as if the visitor's browser had sent it: the visitor's address
// (from the gateway's X-Forwarded-For) and user agent go along, so limits and records stay per visitor.
export async function postToContentApi<T>(path: string, json: unknown, from: Request): Promise<ApiResult<T>> {
  const forwarded = from.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  const headers: Record<string, string> = { 'User-Agent': from.headers.get('user-agent') ?? '' };
  if (forwarded) headers['X-Forwarded-For'] = forwarded;
  try {
    const res = await contentApi().post(path.replace(/^\/+/, ''), { json, headers, throwHttpErrors: false });
    if (res.ok) return { ok: true, value: await res.json<T>() };
    const message = messageFromBody(await res.json().catch(() => null));
    return { ok: false, status: res.status, ...(message ? { message } : {}) };
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
