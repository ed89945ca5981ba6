import ky, { type KyInstance } from 'ky';

// The admin portal's HTTP client in the browser (public pages post their forms to the site's form route).
// Every call goes to the gateway's single base address; admin code plugs in the bearer token and 401 handling.
type TokenProvider = () => string | null | undefined;
type UnauthorizedHandler = (response: Response) => void;

let tokenProvider: TokenProvider = () => null;
let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setAuthTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

// For the one transport ky cannot serve (XMLHttpRequest, for upload progress): the same token and 401 handling.
export function currentAuthToken(): string | null {
  return tokenProvider() ?? null;
}

export function reportUnauthorized(response: Response): void {
  unauthorizedHandler?.(response);
}

export const requestTimeoutMs = 15_000;

export const api: KyInstance = ky.create({
  prefixUrl: '/',
  timeout: requestTimeoutMs,
  // A read refused for a busy moment (429, or 503 while a service restarts) is asked again after the wait the
  // gateway names, so a screen does not fail for it; writes are never sent twice behind the user's back.
  retry: { limit: 2, methods: ['get'], statusCodes: [429, 503], afterStatusCodes: [429, 503], maxRetryAfter: 10_000 },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = tokenProvider();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401 && unauthorizedHandler) unauthorizedHandler(response);
      },
    ],
  },
});

// ky refuses inputs starting with '/' under a prefixUrl; the contract's paths start with one.
export function apiUrl(path: string): string {
  return path.replace(/^\/+/, '');
}
