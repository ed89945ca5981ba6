import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The architecture's import rules, checked through the real lint configuration on probe sources
// that exist only on ESLint's standard input.
const repoRoot = path.resolve(__dirname, '../..');

type LintResult = { messages: { ruleId: string | null; message: string }[] };

async function lintErrors(rule: string, file: string, code: string): Promise<string[]> {
  const run = spawnSync(path.join(repoRoot, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: repoRoot,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as LintResult[];
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (file: string, code: string) => lintErrors('@nx/enforce-module-boundaries', file, code);
const webImportErrors = (file: string, code: string) => lintErrors('no-restricted-imports', file, code);
const importing = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

describe('module boundaries', () => {
  it('keeps libs/contracts free of every import but zod (its payload schemas)', async () => {
    expect(await boundaryErrors('libs/contracts/src/probe.ts', "import { business } from '@hvac/site';\nexport const x = business;\n")).toHaveLength(1);
    expect(await boundaryErrors('libs/contracts/src/probe.ts', "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n")).toHaveLength(1);
    expect(await boundaryErrors('libs/contracts/src/probe.ts', "import { z } from 'zod';\nexport const x = z.string();\n")).toHaveLength(0);
  });

  it('keeps server code out of the web app', async () => {
    const errors = await boundaryErrors('apps/web/app/probe.ts', "import { validateEnv } from '@hvac/server-kit';\nexport const x = validateEnv;\n");
    expect(errors).toHaveLength(1);
  });

  it('keeps web code out of the services', async () => {
    for (const source of ['@hvac/web/app/root', '../../web/app/root']) {
      const errors = await boundaryErrors('apps/content-api/src/probe.ts', `import { x } from '${source}';\nexport const y = x;\n`);
      expect(errors).toHaveLength(1);
    }
  });

  it('lets both sides share the contracts and the site identity', async () => {
    const code = "import { apiPaths } from '@hvac/contracts';\nimport { business } from '@hvac/site';\nexport const x = [apiPaths, business];\n";
    expect(await boundaryErrors('apps/web/app/probe.ts', code)).toEqual([]);
    expect(await boundaryErrors('apps/content-api/src/probe.ts', code)).toEqual([]);
  });

  const usesHarness = "import { freePort } from '@hvac/test-harness';\nexport const x = freePort;\n";

  it('keeps the test harness out of app and library sources', async () => {
    for (const file of ['apps/content-api/src/probe.ts', 'apps/web/app/probe.ts', 'libs/server-kit/src/probe.ts', 'deploy/probe.ts']) {
      expect({ file, errors: await boundaryErrors(file, usesHarness) }).toEqual({ file, errors: [expect.any(String)] });
    }
  });

  it('lets tests, Jest configurations and tools use the test harness', async () => {
    const files = [
      'apps/content-api/test/probe.ts',
      'apps/auth-api/src/probe.spec.ts',
      'apps/auth-api/jest.config.ts',
      'apps/web/app/__tests__/probe.spec.ts',
      'deploy/test/probe.spec.ts',
      'tools/perf/probe.ts',
    ];
    for (const file of files) expect({ file, errors: await boundaryErrors(file, usesHarness) }).toEqual({ file, errors: [] });
  });

  it('lets only tools start the whole local stack', async () => {
    const usesLauncher = "import { launchStack } from '@hvac/local-stack';\nexport const x = launchStack;\n";
    for (const file of ['apps/content-api/test/probe.ts', 'apps/web/app/probe.ts', 'libs/test-harness/src/probe.ts', 'deploy/test/probe.spec.ts']) {
      expect({ file, errors: await boundaryErrors(file, usesLauncher) }).toEqual({ file, errors: [expect.any(String)] });
    }
    expect(await boundaryErrors('tools/test/probe.ts', usesLauncher)).toEqual([]);
  });

  it('keeps the test harness free of the code under test but for the token keys of server-kit', async () => {
    for (const source of ['@hvac/leads', '@hvac/content-api/src/app.module']) {
      expect({ source, errors: await boundaryErrors('libs/test-harness/src/probe.ts', importing(source)) }).toEqual({ source, errors: [expect.any(String)] });
    }
    expect(await boundaryErrors('libs/test-harness/src/nest/probe.ts', importing('@hvac/server-kit'))).toEqual([]);
  });

  it('keeps the web app features apart, at any depth inside a feature', async () => {
    const crossings: [string, string][] = [
      ['apps/web/app/features/layout/probe.ts', '../forms/components/newsletter-form'],
      ['apps/web/app/features/layout/components/probe.tsx', '../../forms/components/newsletter-form'],
      ['apps/web/app/features/admin/hooks/probe.ts', '../../auth/utils/require-admin'],
      ['apps/web/app/features/forms/utils/__tests__/probe.spec.ts', '../../../blog/api/get-blogs'],
    ];
    for (const [file, source] of crossings) expect({ file, errors: await webImportErrors(file, importing(source)) }).toEqual({ file, errors: [expect.stringMatching(/Features do not import each other/)] });
  });

  it('lets a feature use its own files and the shared web code', async () => {
    const allowed: [string, string][] = [
      ['apps/web/app/features/layout/components/probe.tsx', './logo'],
      ['apps/web/app/features/layout/components/probe.tsx', '../stores/menu-store'],
      ['apps/web/app/features/layout/components/probe.tsx', '../../../components/ui/button'],
      ['apps/web/app/features/admin/hooks/probe.ts', '../../../lib/session/session-store'],
    ];
    for (const [file, source] of allowed) expect({ file, errors: await webImportErrors(file, importing(source)) }).toEqual({ file, errors: [] });
  });

  it('keeps the shared web code free of features and routes', async () => {
    for (const source of ['../features/blog/api/get-blogs', '../../features/forms/components/field', '../routes/home']) {
      const file = source.startsWith('../../') ? 'apps/web/app/components/ui/probe.tsx' : 'apps/web/app/lib/probe.ts';
      expect({ source, errors: await webImportErrors(file, importing(source)) }).toEqual({ source, errors: [expect.stringMatching(/Shared web code/)] });
    }
  });
});
