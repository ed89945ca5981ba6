import http from 'node:http';
import zlib from 'node:zlib';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

// Plain node:http so paths reach nginx exactly as written (fetch would normalise `//`, `/./`, `..`).
export function request(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${path}: no answer within 20 s`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // nginx may answer 413 and close before the whole body is written; the answer still counts.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(options.body);
  });
}

export function json<T = Record<string, unknown>>(res: RawResponse): T {
  try {
    return JSON.parse(res.body) as T;
  } catch {
    throw new Error(`expected JSON, got HTTP ${res.status}: ${res.body.slice(0, 200)}`);
  }
}
