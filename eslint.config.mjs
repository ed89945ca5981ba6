import { readdirSync } from 'node:fs';
import nx from '@nx/eslint-plugin';

// Who may import whom. Projects not matched by any constraint may import no workspace library.
const depConstraints = [
  // The wire contract is the root of the graph: no project and no package below it.
  // zod is the one package: the payload schemas (libs/contracts/src/schemas) are what server and browser both validate with.
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [], allowedExternalImports: ['zod'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  // Deployment checks read the deploy files; their tests may use the harness (below).
  { sourceTag: 'scope:ops', onlyDependOnLibsWithTags: ['scope:shared'] },
  // Launchers, checks and benchmarks speak the wire contract, know the business, start the local servers
  // and the whole local stack (tools/local-stack).
  { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:shared', 'type:test-harness', 'type:launcher'] },
  // The launcher of the local stack (`npm start`) is built from the test library's servers, nothing else.
  { sourceTag: 'type:launcher', onlyDependOnLibsWithTags: ['scope:shared', 'type:test-harness'] },
  // The one test-support library starts servers and processes, and signs tokens as auth-api does with
  // server-kit's keys (type:util); it knows nothing else of the code under test: no app, no data library.
  { sourceTag: 'type:test-harness', onlyDependOnLibsWithTags: ['scope:shared', 'type:util'] },
  { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app', 'type:e2e'] },
];

// Test code (spec files, test folders, Jest configurations) may also use the test harness; the
// sources of apps and libraries may not. The contracts stay free of every import, tests included.
const testFiles = ['**/*.spec.ts', '**/*.spec.tsx', '**/__tests__/**', '**/test/**', '**/jest.config.ts'];
const testDepConstraints = depConstraints.map((constraint) =>
  constraint.onlyDependOnLibsWithTags?.length
    ? { ...constraint, onlyDependOnLibsWithTags: [...new Set([...constraint.onlyDependOnLibsWithTags, 'type:test-harness'])] }
    : constraint,
);

// Inside the web app imports flow one way: shared (app/components, app/lib, app/config) -> features ->
// routes. A feature never imports another; what two features need goes to app/components or app/lib.
// Imports are relative, so a file k folders below its feature reaches a sibling feature through k+1 `../`.
const webFeatures = readdirSync(new URL('./apps/web/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureImportPattern = (feature, depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(?!${feature}(/|$))[^./][^/]*`,
  message: `Features do not import each other: move what ${feature} shares with another feature to app/components or app/lib.`,
});
const featureIsolation = webFeatures.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`apps/web/app/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureImportPattern(feature, depth)] }] },
  })),
);

// The admin is cut by domain (content, leads, staff, settings, insights) on one shared kit. A domain imports
// its own files, the kit and the shared web code, never another domain; the kit imports no domain. Same
// counting as above, one folder deeper: a file k folders below its domain reaches a sibling through k+1 `../`
// (or by climbing out of admin and back in, which is refused as well).
const adminKit = 'kit';
const adminDomains = readdirSync(new URL('./apps/web/app/features/admin', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
  .map((entry) => entry.name);
const adminDomainMessage = (domain) =>
  domain === adminKit
    ? 'The admin kit imports no admin domain: the domains build on it, not the other way.'
    : `Admin domains do not import each other: move what ${domain} shares with another domain to features/admin/${adminKit}.`;
const adminDomainIsolation = adminDomains.flatMap((domain) => {
  const allowed = domain === adminKit ? adminKit : `(${domain}|${adminKit})`;
  return [0, 1, 2, 3].map((depth) => ({
    files: [`apps/web/app/features/admin/${domain}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            featureImportPattern('admin', depth + 1),
            { regex: `^(\\.\\./){${depth + 1}}(?!${allowed}(/|$))[^./][^/]*`, message: adminDomainMessage(domain) },
            { regex: `^(\\.\\./)+admin/(?!${allowed}(/|$))`, message: adminDomainMessage(domain) },
          ],
        },
      ],
    },
  }));
});
const sharedWebCode = {
  files: ['apps/web/app/{components,lib,config}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '(^|/)(features|routes)/', message: 'Shared web code imports no feature or route: they build on it, not the other way.' }] },
    ],
  },
};

const moduleBoundaries = (constraints) => [
  'error',
  { enforceBuildableLibDependency: false, allow: [], depConstraints: constraints },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/build', '**/node_modules', '**/.react-router', '.data', 'tmp'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(depConstraints),
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...featureIsolation,
  ...adminDomainIsolation,
  sharedWebCode,
  {
    files: testFiles,
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(testDepConstraints),
    },
  },
];
