import nx from '@nx/eslint-plugin';

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
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // The wire contract is the root of the graph: no project and no package below it.
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [], bannedExternalImports: ['*'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            // Launchers, checks and benchmarks speak the wire contract and know the business, nothing more.
            { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app', 'type:e2e'] },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];
