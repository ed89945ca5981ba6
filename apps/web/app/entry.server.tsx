import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { deferHydration } from './lib/deferred-hydration.server';
import { isValidNonce, NonceProvider } from './lib/nonce';

export const streamTimeout = 5_000;

type RouteHandle = { deferHydration?: boolean };

// Routes whose HTML is complete without JavaScript say so in their handle (see deferred-hydration.server).
function hydrationCanWait(routerContext: EntryContext): boolean {
  return routerContext.staticHandlerContext.matches.some((match) => (routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.deferHydration === true);
}

async function readAll(stream: PassThrough): Promise<string> {
  let html = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream) html += chunk;
  return html;
}

// Pages are sent complete (onAllReady): search engines, link previews and visitors without
// JavaScript all get the full content in the first response.
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  // The gateway's nonce when it sent one, our own otherwise (web reached directly).
  const sent = request.headers.get('x-csp-nonce');
  const nonce = isValidNonce(sent) ? sent : randomBytes(16).toString('hex');
  headers.set('X-CSP-Nonce', nonce);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          if (hydrationCanWait(routerContext)) {
            // The whole page is ready (onAllReady), so buffering it costs no time to first byte.
            readAll(body).then((html) => resolve(new Response(deferHydration(html), { headers, status: responseStatus })), reject);
          } else {
            resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
          }
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatus = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
