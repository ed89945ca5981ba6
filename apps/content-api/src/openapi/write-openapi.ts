import 'reflect-metadata';
import path from 'node:path';
import { writeOpenApiFile } from '@hvac/server-kit';
import { contentOpenApiDocument } from './openapi-document';

// `nx run @hvac/content-api:openapi` rewrites the committed document after an API change.
writeOpenApiFile(path.resolve(__dirname, '../..'), contentOpenApiDocument);
