import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import appNames from './eslint-rules/appNames.js';
import fakeDb from './eslint-rules/fakeDb.js';
import layers from './eslint-rules/layers.js';

// Imports flow one way: shared ← media ← api ← widgets ← features ← app (docs/architecture.md).
// media/ is the video domain (timeline, drawing, renderer, preparing, uploads); widgets/ are the
// domain widgets several features show. mocks/ may use src/api schemas, src/media and src/shared
// only. Features never import each other (the route table composes them).
const features = [
  'accounts',
  'discovery',
  'personalise',
  'projects',
  'editor',
  'recorder',
  'preview',
  'invite',
  'checkout',
  'thank-you',
  'cards',
  'viewer',
  'help',
];
const zones = [
  { target: 'src/shared', from: ['src/media', 'src/api', 'src/widgets', 'src/features', 'src/app', 'mocks'] },
  { target: 'src/media', from: ['src/api', 'src/widgets', 'src/features', 'src/app', 'mocks'] },
  { target: 'src/api', from: ['src/widgets', 'src/features', 'src/app', 'mocks'] },
  { target: 'src/widgets', from: ['src/features', 'src/app', 'mocks'] },
  { target: 'src/features', from: ['src/app', 'mocks'] },
  // the fake server speaks the API's language (its schemas), renders with the app's renderer, and
  // uses nothing else of the app
  { target: 'mocks', from: ['src'], except: ['src/shared', 'src/media', 'src/api/*/schemas'] },
  ...features.map((f) => ({ target: `src/features/${f}`, from: ['src/features'], except: [`src/features/${f}`] })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'test-results-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { ...layers.rules, ...fakeDb.rules, ...appNames.rules } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'local/layers': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // one data pattern: a route's loader starts its queries and the page reads them with
    // useSuspenseQuery inside the route's QueryBoundary (its skeleton, its failure); no hand-made
    // loading and error branches. And a plain start: no react-router internals, no yielding tricks.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useQueries'],
              message:
                "Read a route's data with useSuspenseQuery (the route's loader starts it; its QueryBoundary shows loading and failure).",
            },
          ],
          patterns: [{ group: ['**/yieldToMain'], message: 'No start-up tricks in app code (docs/decisions/).' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name=/^UNSAFE_/]',
          message: "React Router's UNSAFE_ internals are not for app code.",
        },
        { selector: "Identifier[name='useDeferredQuery']", message: "Read a route's data with useSuspenseQuery." },
      ],
    },
  },
  {
    // the route table is plain data that the build, Node scripts and Playwright import too (src/app/
    // routeManifest.ts): no React, no API code, no pages; a route's reads come in with its loader
    files: ['src/features/*/routes.ts', 'src/app/routeManifest.ts', 'src/shared/config/routeDef.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@tanstack/*', '@/api/*', '**/pages/*', '**/*.tsx', './loaders'],
              allowTypeImports: true,
              message:
                'A route declaration is plain data: name the page by its file, load the reads with dataIn(() => import(…)).',
            },
          ],
        },
      ],
    },
  },
  {
    // "greeting" from the API up: the wire's "fizz" names stay in the schemas that rename them and
    // the requests that build the spec's URLs (eslint-rules/appNames.js)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**', 'src/api/*/schemas.ts', 'src/api/*/requests.ts'],
    rules: { 'local/no-wire-names': 'error' },
  },
  {
    // a test puts the fake server in the state it needs through src/testing/builders.ts, never by
    // writing its db by hand (src/testing and mocks/ own the db)
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['src/testing/**', 'mocks/**'],
    rules: { 'local/no-fake-db-writes': 'error' },
  },
  {
    // the mock start-up in main.tsx is the one place src/ may reach into mocks/ (a dynamic import);
    // tests and the proof suites (proof/) drive the whole app
    files: ['src/main.tsx', 'src/testing/**', 'proof/**', '**/*.test.{ts,tsx}'],
    rules: { 'local/layers': 'off' },
  },
  {
    // Playwright's fixtures take their value through a parameter named use: not React's hook
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
