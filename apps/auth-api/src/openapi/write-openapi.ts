import 'reflect-metadata';
import path from 'node:path';
import { writeOpenApiFile } from '@hvac/server-kit';
import { authOpenApiDocument } from './openapi-document';

// `nx run @hvac/auth-api:openapi` rewrites the committed document after an API change.
writeOpenApiFile(path.resolve(__dirname, '../..'), authOpenApiDocument);
