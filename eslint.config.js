import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.join(root, 'apps/web/src');

// Every folder under features/ is a feature; none may import another.
const webFeatures = fs
  .readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The server's floors, bottom first: a file may import its own floor and the ones below, never one above.
const SERVER = './apps/server/src';
const serverFloors = [
  ['lib'],
  ['db', 'config.ts'],
  ['settings', 'tokens', 'limits'],
  ['deps.ts', 'context.ts'],
  ['middleware', 'console', 'media'],
  ['modules'],
  ['seed', 'cli', 'app.ts', 'static.ts', 'main.ts'],
].map((floor) => floor.map((entry) => `${SERVER}/${entry}`));
const serverFloorZones = serverFloors.slice(0, -1).map((floor, i) => ({
  target: floor,
  from: serverFloors.slice(i + 1).flat(),
  message:
    'The server is built in floors: lib → db, config.ts → settings, tokens, limits → deps.ts, context.ts → ' +
    'middleware, console, media → modules → seed, cli, app.ts, main.ts. Nothing imports a floor above its own.',
}));

// Every folder under modules/ is an area; its files reach another area through that area's service only.
const serverAreas = fs
  .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const foreignRepositoryZones = serverAreas.map((area) => ({
  target: [`${SERVER}/modules/${area}/!(*repository).ts`, `${SERVER}/modules/${area}/*/**`],
  from: serverAreas
    .filter((other) => other !== area)
    .map((other) => `${SERVER}/modules/${other}/*repository.ts`),
  message: "Call the other area's service: its repository is its own.",
}));
/**
 * The files the pages `app/routes.ts` marks `plain: true` load with them: each page module (read from the route
 * table, as the early script's build reads it) and every file it reaches by static imports (not `import type`,
 * not `import()`, which load on their own) — what apps/web/test/plain-pages.test.ts follows too.
 */
function plainPageFiles() {
  const routes = fs.readFileSync(path.join(webSrc, 'app/routes.ts'), 'utf8');
  const pages = [...routes.matchAll(/page: \(\) => import\('([^']+)'\),[^}]*?plain: true/g)].map((m) =>
    path.resolve(webSrc, 'app', m[1]),
  );
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/gm))
      visit(path.resolve(path.dirname(file), m[1]));
  };
  pages.forEach(visit);
  return [...seen].map((file) => path.relative(root, file).split(path.sep).join('/'));
}

/** Endpoint calls live in api/ folders; the rest of the web app may not import the client's callers. */
const clientCallers = {
  group: ['**/api/client.ts', '**/api/client'],
  importNames: ['api', 'goApi', 'request'],
  message:
    "Endpoint calls live in a feature's api/ folder (one file per endpoint, with its queryOptions and mutation hooks).",
};
/** Toasts and confirm boxes go through components/feedback, whose antd holders load on the first use. */
const feedbackMessage =
  "Toasts and boxes go through components/feedback (`const { message, modal } = useFeedback()`): antd's static " +
  'message, notification and Modal methods, and its App, would bring their code into the page and bypass the holders.';
const antdStatics = {
  name: 'antd',
  importNames: ['message', 'notification', 'App'],
  message: feedbackMessage,
};
const modalStatics = {
  selector:
    "MemberExpression[object.name='Modal'][property.name=/^(confirm|info|success|error|warning|warn|useModal|destroyAll)$/]",
  message: feedbackMessage,
};
const serverHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Server HTML is rendered only by components/SafeHtml.tsx.',
};
const plainMessage =
  'A page routes.ts marks `plain: true` loads no antd with it (issue 10): use PlainButton, SkeletonBlock, TabBar, ' +
  'and put what is antd and comes later (a dialog) in LazyAntdScope behind import().';
// The same for the console (apps/admin).
const adminFeatures = fs
  .readdirSync(new URL('./apps/admin/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * A promise nobody awaits loses its failure (a progress report dropped, a test's assertion never checked): every
 * promise is awaited, returned, or handed to `void` on purpose. Type-aware, so it doubles the lint's time: it runs
 * with `npm run lint:promises` (LINT_PROMISES=1), outside `npm run check`, which must stay within CI's time.
 */
const floatingPromises = {
  files: [
    'apps/*/src/**/*.{ts,tsx}',
    'apps/*/test/**/*.{ts,tsx}',
    'packages/contract/src/**/*.ts',
    'e2e/**/*.ts',
  ],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
  },
};

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
    // (only modules/index.ts registers them) nor its repository; the floors below the modules know nothing of them.
    files: ['apps/server/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/extensions': ['.ts', '.js', '.mjs'],
      'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
    },
    rules: {
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
            ...serverFloorZones,
            ...foreignRepositoryZones,
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
  // One way to do each thing (issue 9): server HTML only through SafeHtml, HTTP only through the client,
  // endpoint calls only in api/ folders (a feature's, the shared src/api, or a shared component's api file), and
  // toasts and boxes only through components/feedback (issue 25).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', serverHtml, modalStatics],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through api/client.ts (api.get/post/put/delete).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the API through api/client.ts.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the API through api/client.ts.' },
      ],
      'no-restricted-imports': ['error', { patterns: [clientCallers] }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [antdStatics] }],
    },
  },
  {
    files: ['apps/web/src/components/SafeHtml.tsx'],
    rules: { 'no-restricted-syntax': ['error', modalStatics] },
  },
  {
    files: ['apps/web/src/components/feedback/**'],
    rules: {
      'no-restricted-syntax': ['error', serverHtml],
      '@typescript-eslint/no-restricted-imports': 'off',
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
  // The plain pages (app/routes.ts `plain: true`) and what they load with them import no antd; types cost nothing.
  // Each page's test still checks what it renders (`antdElements`), lazily loaded parts included.
  {
    files: plainPageFiles(),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: plainMessage, allowTypeImports: true }],
          patterns: [{ group: ['antd/*'], message: plainMessage, allowTypeImports: true }],
        },
      ],
    },
  },
  ...(process.env.LINT_PROMISES === '1' ? [floatingPromises] : []),
);
