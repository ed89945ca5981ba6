import fs from 'node:fs';
import { createRequire } from 'node:module';

export type LocalS3 = { endpoint: string; port: number; accessKey: string; secretKey: string; stop: () => Promise<void> };

// s3rver ships no type declarations; the little of it used here is typed in place, so every project
// that compiles the harness needs no ambient declaration of its own.
type S3rverOptions = { port?: number; address?: string; directory: string; silent?: boolean; resetOnClose?: boolean };
type S3rver = { run(): Promise<{ address: string; port: number }>; close(): Promise<void> };
const S3rver = createRequire(__filename)('s3rver') as new (options: S3rverOptions) => S3rver;

// An S3-compatible store on disk (s3rver). Its fixed development credentials are public knowledge.
// Port 0: any free port, taken by the server itself.
export async function startLocalS3(dataDir: string, port = 0): Promise<LocalS3> {
  fs.mkdirSync(dataDir, { recursive: true });
  const server = new S3rver({ port, address: '127.0.0.1', directory: dataDir, silent: true });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    port: address.port,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    stop: () => server.close(),
  };
}
