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

  it("describes the success reply of every admin call but the file downloads, so the admin's calls are typed from it", () => {
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const doc = JSON.parse(fs.readFileSync(committedFile, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
    const downloads = /\.csv$|\/export$/;
    const described = (op: Operation) => Boolean(op.responses?.['204']) || ['200', '201', '202'].some((code) => op.responses?.[code]?.content?.['application/json']?.schema);
    const adminCalls = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin/') && !downloads.test(p))
      .flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ call: `${method} ${p}`, op })));
    expect(adminCalls.length).toBeGreaterThan(40);
    expect(adminCalls.filter(({ op }) => !described(op)).map(({ call }) => call)).toEqual([]);
  });

  it('lists as required exactly the request fields that validation refuses to do without', async () => {
    const { compared, mismatches } = await requiredFieldMismatches(committedFile, path.join(__dirname, '..', 'src'));
    expect({ compared: compared > 5, mismatches }).toEqual({ compared: true, mismatches: [] });
  });
});
