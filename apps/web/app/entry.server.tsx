import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
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

// Collects React's output: the page is sent whole (see handleRequest), as one string instead of a stream.
class PageBuffer extends Writable {
  private readonly chunks: Buffer[] = [];
  readonly done: Promise<string>;
  private settle!: (html: string) => void;

  constructor() {
    super();
    this.done = new Promise((resolve) => (this.settle = resolve));
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.chunks.push(chunk);
    callback();
  }

  override _final(callback: () => void) {
    this.settle(Buffer.concat(this.chunks).toString('utf8'));
    callback();
  }
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
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          clearTimeout(timeoutId);
          // The whole page is ready (onAllReady), so buffering it costs no time to first byte, and
          // one buffer is compressed and sent in one piece.
          const page = new PageBuffer();
          pipe(page);
          page.done.then((html) => {
            resolve(new Response(hydrationCanWait(routerContext) ? deferHydration(html) : html, { headers, status: responseStatus }));
          }, reject);
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
