import type { Options, ResponsePromise } from 'ky';
import { api, apiUrl } from './api-client';
import type { paths as AuthPaths } from './api-types/auth-api';
import type { paths as ContentPaths } from './api-types/content-api';

// The admin's calls, typed from the services' OpenAPI documents (apps/*/openapi.json, turned into types by
// `npx nx run @hvac/web:api-types`): a call names a documented path and method, and its path parameters,
// query, JSON body and reply come from what the document says that route takes and returns.
type Paths = ContentPaths & AuthPaths;
export type AdminPath = keyof Paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation = { parameters: { query?: unknown; path?: unknown }; requestBody?: unknown; responses: unknown };
export type PathsFor<M extends Method> = { [P in AdminPath]: Paths[P][M] extends Operation ? P : never }[AdminPath];
type OperationOf<P extends AdminPath, M extends Method> = Paths[P][M] extends Operation ? Paths[P][M] : never;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : R extends { 202: infer S } ? S : never;
// The documented JSON body of the success reply; unknown when the document describes none.
export type ReplyOf<O extends Operation> = [JsonContent<SuccessOf<O['responses']>>] extends [never] ? unknown : JsonContent<SuccessOf<O['responses']>>;

type PathOption<O extends Operation> = O['parameters']['path'] extends Record<string, unknown> ? { path: O['parameters']['path'] } : { path?: never };
// A list screen passes the page's own address parameters on, so URLSearchParams is taken as it is.
type QueryOption<O extends Operation> = O['parameters']['query'] extends Record<string, unknown> | undefined
  ? { searchParams?: NonNullable<O['parameters']['query']> | URLSearchParams }
  : { searchParams?: never };
type BodyOption<O extends Operation> = [JsonContent<NonNullable<O['requestBody']>>] extends [never] ? { json?: never } : { json: JsonContent<NonNullable<O['requestBody']>> };
export type CallOptions<O extends Operation> = Omit<Options, 'json' | 'searchParams' | 'method' | 'body'> & PathOption<O> & QueryOption<O> & BodyOption<O>;

// The options may be left out only when nothing in them is required.
type OptionsArg<O extends Operation> = object extends CallOptions<O> ? [options?: CallOptions<O>] : [options: CallOptions<O>];

type LooseOptions = Omit<Options, 'json' | 'searchParams'> & { path?: Record<string, unknown>; searchParams?: Record<string, unknown> | URLSearchParams; json?: unknown };

function searchParamsOf(query: Record<string, unknown> | URLSearchParams | undefined): URLSearchParams | undefined {
  if (!query || query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(name, String(value));
  return params;
}

// The one place the typed options meet ky: each caller's options were checked against its route above.
function send(method: Method, path: string, options: object = {}): ResponsePromise {
  const { path: pathParams, searchParams, ...rest } = options as LooseOptions;
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(pathParams?.[name])));
  return api(apiUrl(url), { ...rest, method, searchParams: searchParamsOf(searchParams) });
}

type Call<M extends Method> = <P extends PathsFor<M>>(path: P, ...options: OptionsArg<OperationOf<P, M>>) => Promise<ReplyOf<OperationOf<P, M>>>;
// A reply without a body (204, or an empty 200) reads as '' in ky; callers of such routes ignore it.
const call =
  <M extends Method>(method: M): Call<M> =>
  (path, ...[options]) =>
    send(method, path, options).json();

// Downloads (CSV and JSON files the browser saves): the path and query are checked; the reply is ky's Response.
type Download = <P extends PathsFor<'get'>>(path: P, ...options: OptionsArg<OperationOf<P, 'get'>>) => ResponsePromise;
const download: Download = (path, ...[options]) => send('get', path, options);

export const adminApi = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
  download,
};
