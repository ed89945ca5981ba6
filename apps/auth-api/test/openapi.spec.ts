import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { secondFactorPaths } from '@hvac/contracts';
import { openApiFile, serialiseOpenApi } from '@hvac/server-kit';
import { requiredFieldMismatches } from '@hvac/test-harness/nest';
import { authOpenApiDocument } from '../src/openapi/openapi-document';
import { startAuthApp, testEnv, type TestAuthApp } from './support/auth-app';

const committed = path.resolve(__dirname, '..', openApiFile);

describe('OpenAPI document', () => {
  it('matches the committed apps/auth-api/openapi.json (run `npx nx run @hvac/auth-api:openapi` after an API change)', async () => {
    const generated = serialiseOpenApi(await authOpenApiDocument());
    expect(fs.readFileSync(committed, 'utf8')).toBe(generated);
  });

  it('lists as required exactly the request fields that validation refuses to do without', async () => {
    const { compared, mismatches } = await requiredFieldMismatches(committed, path.resolve(__dirname, '..', 'src'));
    expect({ compared: compared > 5, mismatches }).toEqual({ compared: true, mismatches: [] });
  });

  describe('served by the running service', () => {
    let auth: TestAuthApp;
    beforeAll(async () => {
      auth = await startAuthApp(await testEnv());
    });
    afterAll(() => auth?.close());

    it('documents every public route at /docs/auth/openapi.json and serves the UI at /docs/auth', async () => {
      const doc = (await (await fetch(`${auth.url}/docs/auth/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
      expect(Object.keys(doc.paths).sort()).toEqual(
        [
          '/api/users/.well-known/jwks.json',
          '/api/users/login',
          '/api/users/logout',
          '/api/users/profile',
          '/api/users',
          '/api/users/{id}/role',
          '/api/users/{id}/second-factor',
          '/api/users/{id}/deactivate',
          '/api/users/{id}/activate',
          '/api/users/{id}',
          '/api/users/password',
          '/api/users/unlock',
          '/api/users/audit',
          ...Object.values(secondFactorPaths),
          '/api/users/sessions',
          '/api/users/sessions/{id}',
          '/api/users/sessions/revoke-others',
          '/api/users/session-check',
          '/api/users/invitations',
          '/api/users/invitations/{id}',
          '/api/users/invitations/{id}/resend',
          '/api/users/invitations/accept',
          '/api/users/password-reset/request',
          '/api/users/password-reset',
          '/health/live',
          '/health/ready',
        ].sort(),
      );
      expect(Object.keys(doc.paths['/api/users/login']?.['post'] as object)).toContain('requestBody');
      const ui = await fetch(`${auth.url}/docs/auth`);
      expect(ui.status).toBe(200);
      expect(await ui.text()).toMatch(/swagger/i);
    });
  });
});
