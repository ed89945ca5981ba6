import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The admin's calls are typed from app/lib/api-types, generated from the services' committed OpenAPI documents;
// after an API change, `npx nx run @hvac/web:api-types` writes both documents and the types again.
const webRoot = path.join(__dirname, '../../..');
const generator = path.join(webRoot, '../../node_modules/.bin/openapi-typescript');

describe('the generated API types', () => {
  it.each(['content-api', 'auth-api'])('match the committed %s/openapi.json', (service) => {
    const check = () =>
      execFileSync(generator, [`../${service}/openapi.json`, '-o', `app/lib/api-types/${service}.ts`, '--export-type', '--check'], { cwd: webRoot, stdio: 'pipe' });
    expect(check).not.toThrow();
  });
});
