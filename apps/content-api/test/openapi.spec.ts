import fs from 'node:fs';
import path from 'node:path';
import { openApiFile, serialiseOpenApi } from '@hvac/server-kit';
import { requiredFieldMismatches } from '@hvac/test-harness/nest';
import { contentOpenApiDocument } from '../src/openapi/openapi-document';
import { startTestApp } from './test-app';

const committedFile = path.join(__dirname, '..', openApiFile);

describe('OpenAPI document', () => {
  it('matches the committed openapi.json (run `npx nx run @hvac/content-api:openapi` after an API change)', async () => {
    const generated = serialiseOpenApi(await contentOpenApiDocument());
    const committed = fs.readFileSync(committedFile, 'utf8');
    expect(generated).toBe(committed);
  });

  it('documents every public call of the spec and is what the service serves at /docs/content', async () => {
    const doc = JSON.parse(fs.readFileSync(committedFile, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ['/blogs', 'get'], ['/blogs', 'post'], ['/blogs/{id}', 'put'], ['/blogs/{id}', 'delete'], ['/single-blog/{idOrSlug}', 'get'],
      ['/api/categories', 'get'], ['/api/upload', 'post'],
      ['/api/locationpages', 'get'], ['/api/locationpages/{id}', 'get'], ['/api/locationpages/url/{slug}', 'get'],
      ['/api/locationpages/create', 'post'], ['/api/locationpages/{id}', 'put'], ['/api/locationpages/{id}', 'delete'],
      ['/sitemap.xml', 'get'], ['/robots.txt', 'get'], ['/rss.xml', 'get'],
    ];
    for (const [p, method] of expected) expect({ p, method, documented: Boolean(doc.paths[p]?.[method]) }).toEqual({ p, method, documented: true });

    const t = await startTestApp();
    try {
      const served = await (await fetch(`${t.baseUrl}/docs/content/openapi.json`)).json();
      expect(Object.keys((served as typeof doc).paths).sort()).toEqual(Object.keys(doc.paths).sort());
      expect((await fetch(`${t.baseUrl}/docs/content`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('lists as required exactly the request fields that validation refuses to do without', async () => {
    const { compared, mismatches } = await requiredFieldMismatches(committedFile, path.join(__dirname, '..', 'src'));
    expect({ compared: compared > 5, mismatches }).toEqual({ compared: true, mismatches: [] });
  });
});
