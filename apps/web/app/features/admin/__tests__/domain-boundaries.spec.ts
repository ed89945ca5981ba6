import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The admin's domain rules, run through the repository's real lint configuration on probe sources that
// exist only in memory. ESLint loads its ES-module configuration only outside Jest's module system, so one
// Node process lints every probe with ESLint's API and answers with the messages.
const repoRoot = path.resolve(__dirname, '../../../../../..');
const adminDir = 'apps/web/app/features/admin';
const linter = `
  import { ESLint } from 'eslint';
  const probes = JSON.parse(await new Response(process.stdin).text());
  const eslint = new ESLint();
  const results = [];
  for (const { file, code } of probes) results.push((await eslint.lintText(code, { filePath: file }))[0].messages);
  process.stdout.write(JSON.stringify(results));
`;

type Probe = [file: string, source: string];
type Message = { ruleId: string | null; message: string };

function importErrors(probes: Probe[]): { file: string; source: string; errors: string[] }[] {
  const input = JSON.stringify(probes.map(([file, source]) => ({ file: path.join(repoRoot, adminDir, file), code: `import { x } from '${source}';\nexport const y = x;\n` })));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', linter], { cwd: repoRoot, input, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  const results = JSON.parse(run.stdout) as Message[][];
  return probes.map(([file, source], i) => ({ file, source, errors: results[i].filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message) }));
}

const expectErrors = (probes: Probe[], message: RegExp) =>
  expect(importErrors(probes)).toEqual(probes.map(([file, source]) => ({ file, source, errors: [expect.stringMatching(message)] })));

describe('admin domain boundaries', () => {
  it('refuses an import of another domain, at any depth and by any route into it', () => {
    expectErrors(
      [
        ['settings/probe.ts', '../content/api/get-blogs'],
        ['settings/components/probe.tsx', '../../content/components/blog-form'],
        ['leads/components/__tests__/probe.spec.ts', '../../../staff/api/get-users'],
        ['leads/components/probe.tsx', '../../../admin/staff/api/get-users'],
      ],
      /Admin domains do not import each other/,
    );
  });

  it('refuses a kit import of any domain', () => {
    expectErrors([['kit/components/probe.tsx', '../../leads/api/get-enquiries']], /The admin kit imports no admin domain/);
  });

  it('still refuses another web feature from inside a domain', () => {
    expectErrors([['content/components/probe.tsx', '../../../blog/api/get-blogs']], /Features do not import each other/);
  });

  it('lets a domain use its own files, the kit and the shared web code', () => {
    const allowed: Probe[] = [
      ['content/components/probe.tsx', './blog-form'],
      ['content/components/probe.tsx', '../api/get-blogs'],
      ['settings/components/probe.tsx', '../../kit/components/form-fields'],
      ['staff/utils/__tests__/probe.spec.ts', '../../../kit/utils/pagination'],
      ['leads/components/probe.tsx', '../../../../components/ui/button'],
      ['kit/components/probe.tsx', '../utils/display'],
    ];
    expect(importErrors(allowed)).toEqual(allowed.map(([file, source]) => ({ file, source, errors: [] })));
  });
});
