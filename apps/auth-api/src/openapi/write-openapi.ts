import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { authOpenApiDocument, openApiFile, serialiseOpenApi } from './openapi-document';

// `nx run @hvac/auth-api:openapi` rewrites the committed document after an API change.
async function main(): Promise<void> {
  const target = path.resolve(__dirname, '../..', openApiFile);
  fs.writeFileSync(target, serialiseOpenApi(await authOpenApiDocument()));
  process.stdout.write(`wrote ${target}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
