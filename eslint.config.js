import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

// Every folder under features/ is a feature; none may import another.
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The same for the console (apps/admin).
const adminFeatures = fs
  .readdirSync(new URL('./apps/admin/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/*.config.js',
      'apps/web/public/**',
      'coverage/**',
      'apps/server/media/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The server's layers: routes → service → repository → db. A module never imports another module's routes
    // (only modules/index.ts registers them); lib/ and db/ know nothing of the modules.
    files: ['apps/server/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/extensions': ['.ts', '.js', '.mjs'],
      'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/modules/*/repository.ts',
              from: './apps/server/src/modules/*/{service,routes}.ts',
              message: 'A repository holds queries only: rules belong in service.ts.',
            },
            {
              target: './apps/server/src/modules/*/!(routes).ts',
              from: './apps/server/src/modules/*/routes.ts',
              message: 'Only modules/index.ts registers routes; call the service instead.',
            },
            {
              target: './apps/server/src/{seed,lib,db,middleware}/**',
              from: './apps/server/src/modules/*/routes.ts',
              message: 'Only modules/index.ts registers routes; call the service instead.',
            },
            {
              target: './apps/server/src/{lib,db}/**',
              from: './apps/server/src/{modules,seed,middleware}/**',
              message: 'lib/ and db/ sit below the modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Imports flow one way: app → features → components/lib/api/config/stores. Features do not import each other.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            { target: './apps/web/src/components', from: './apps/web/src/app' },
            { target: './apps/web/src/lib', from: './apps/web/src/{app,features,components,stores,api}' },
            { target: './apps/web/src/api', from: './apps/web/src/{app,features,components}' },
            { target: './apps/web/src/stores', from: './apps/web/src/{app,features,components}' },
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'Features do not import each other: move what two share down to components/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
  // One way to do each thing (issue 9): server HTML only through SafeHtml, HTTP only through the client, and
  // endpoint calls only in api/ folders (a feature's, the shared src/api, or a shared component's api file).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server HTML is rendered only by components/SafeHtml.tsx.',
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through api/client.ts (api.get/post/put/delete).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the API through api/client.ts.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the API through api/client.ts.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/client.ts', '**/api/client'],
              importNames: ['api', 'goApi', 'request'],
              message:
                "Endpoint calls live in a feature's api/ folder (one file per endpoint, with its queryOptions and mutation hooks).",
            },
          ],
        },
      ],
    },
  },
  // The console (apps/admin): the storefront's zones. app → features → components / lib / api; features do not
  // import each other; fetch only in api/client.ts; endpoint calls only in api/ folders.
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/admin/src/features', from: './apps/admin/src/app' },
            { target: './apps/admin/src/components', from: './apps/admin/src/{app,features}' },
            { target: './apps/admin/src/lib', from: './apps/admin/src/{app,features,components,api}' },
            { target: './apps/admin/src/api', from: './apps/admin/src/{app,features,components}' },
            ...adminFeatures.map((f) => ({
              target: `./apps/admin/src/features/${f}`,
              from: './apps/admin/src/features',
              except: [`./${f}`],
              message: 'Features do not import each other: move what two share down to components/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/**/*.test.{ts,tsx}', 'apps/admin/src/api/client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'The console renders no raw HTML.',
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the console API through api/client.ts (api.get/post/put/delete).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the console API through api/client.ts.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the console API through api/client.ts.' },
      ],
    },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/admin/src/**/*.test.{ts,tsx}',
      'apps/admin/src/api/**',
      'apps/admin/src/features/*/api/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/client.ts', '**/api/client'],
              importNames: ['api', 'request'],
              message: "Endpoint calls live in an api/ folder (the feature's, or src/api for the session).",
            },
          ],
        },
      ],
    },
  },
  { files: ['apps/web/src/components/SafeHtml.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['apps/web/src/api/client.ts'], rules: { 'no-restricted-globals': 'off' } },
  {
    files: [
      'apps/web/src/api/**',
      'apps/web/src/features/*/api/**',
      'apps/web/src/components/*/api.ts',
      'apps/web/src/components/*/api/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
);
