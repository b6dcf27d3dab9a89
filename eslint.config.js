// Lint (issue 12): typescript-eslint's type-checked rules, React hooks, and the rooms of the house
// (README "Where things live", docs/architecture.md "The layers"): src/ is what ships, in layers
// app -> render -> flow and app -> actions -> services, with domain, config, brand, messages and
// errors below; tooling/, studio/ and bench/ may use src/, never the other way round. Outside src/,
// server/ and tooling/ meet only in validate/, and studio/ and bench/ take nothing from tests/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Where no function may pass 80 lines (issue 52: a function a newcomer reads in one screen). */
const FUNCTION_SIZE_CHECKED = ['src/**', 'studio/**', 'tooling/**', 'validate/**'];
const MAX_FUNCTION_LINES = 80;

/** Folders of shipped code never reach these top-level rooms. */
const NOT_SHIPPED = ['tooling', 'validate', 'studio', 'bench', 'tests', 'server'];

/**
 * Each folder of src/ and the folders it must not import from. Relative imports only cross
 * folders as ../<folder>/, so the folder name after the ../ run names the layer (or the room).
 * pure: no React, no Firebase.
 */
const LAYERS = [
  { files: ['src/main.tsx', 'src/app/**'], deny: [], message: 'app composes the layers below it.' },
  {
    files: ['src/render/**'],
    deny: ['app', 'actions'],
    message:
      'render must not import app (app composes render) or actions (a flow runs them, through the ports src/app/hub-ports.ts hands it).',
    // Blocks and layouts ask the flow; every call goes through an action (2026-12-06 decision).
    extra: [
      {
        regex: '^(\\.\\./)+services/(?!on-demand$)',
        allowTypeImports: true,
        message:
          'render calls no service: a block or layout asks its flow, whose action calls it (src/actions). Only the chunk loader (services/on-demand) and types may be imported.',
      },
    ],
  },
  { files: ['src/actions/**'], deny: ['app', 'render'], message: 'actions run without React: no app or render.' },
  { files: ['src/flow/**'], deny: ['app', 'render', 'actions', 'services'], message: 'flow is the headless runtime.', pure: true },
  { files: ['src/services/**'], deny: ['app', 'render', 'actions', 'flow'], message: 'services are adapters below actions.' },
  {
    files: ['src/domain/**', 'src/brand/**', 'src/messages/**', 'src/errors/**'],
    deny: ['app', 'render', 'actions', 'services', 'flow'],
    message: 'domain rules, brands, messages and errors are pure helpers below the runtime.',
    pure: true,
  },
  {
    files: ['src/config/**'],
    deny: ['app', 'render', 'actions', 'services', 'flow', 'domain'],
    message: 'config is validated data, below the runtime.',
    pure: true,
  },
];

/**
 * The rooms outside src/ and the rooms each must not import (issue 52). The build, the studio and
 * the local server read the same checked documents, so that code (validate/) stands apart from
 * both tooling/ and server/ and imports neither; the Chromium launcher the studio and the bench
 * share lives in tooling/, not tests/.
 */
const ROOMS = [
  {
    files: ['server/**'],
    deny: ['tooling'],
    message: 'server/ never imports tooling/: what both need (the checked documents, Ajv, ICU texts) lives in validate/.',
  },
  {
    files: ['tooling/**'],
    deny: ['server'],
    message: 'tooling/ never imports server/: what both need lives in validate/; the stack starts from server/start.ts.',
  },
  {
    files: ['validate/**'],
    deny: ['tooling', 'server', 'studio', 'bench', 'tests'],
    message: 'validate/ is read by the build, the studio and the server alike: it imports only src/.',
  },
  {
    files: ['studio/**', 'bench/**'],
    deny: ['tests'],
    message: 'studio/ and bench/ never import tests/: what they share with the suites (the Chromium launcher) lives in tooling/.',
  },
];

const NO_REACT_OR_FIREBASE = [
  {
    group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'wouter', '@rjsf/*', 'sonner'],
    message: 'This folder stays free of React.',
  },
  { group: ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*'], message: 'This folder stays free of Firebase.' },
];

/**
 * no-restricted-imports sees static imports only (eslint/eslint#13594): the same boundaries for
 * import(), as selectors on its source (a denied layer, a room that does not ship).
 */
const dynamicImportRules = (deny, message) => [
  ...(deny.length > 0
    ? [{ selector: `ImportExpression[source.value=/^(\\.\\.\\/)+(${deny.join('|')})(\\/|$)/]`, message: `import(): ${message}` }]
    : []),
  {
    selector: `ImportExpression[source.value=/^(\\.\\.\\/)+(${NOT_SHIPPED.join('|')})(\\/|$)/]`,
    message:
      'import(): shipped code (src/) never loads tooling, validate, the studio, the bench, tests or the server, not even behind import.meta.env.DEV.',
  },
];

/** One no-restricted-imports entry per layer: its denied layers, the rooms that do not ship, node:*; pure ones keep React and Firebase out. */
const layerConfigs = LAYERS.map(({ files, deny, message, pure, extra = [] }) => ({
  files,
  rules: {
    'no-restricted-syntax': ['error', ...dynamicImportRules(deny, message)],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(deny.length > 0 ? [{ regex: `^(\\.\\./)+(${deny.join('|')})(/|$)`, message }] : []),
          {
            regex: `^(\\.\\./)+(${NOT_SHIPPED.join('|')})(/|$)`,
            message: 'Shipped code (src/) never imports tooling, validate, the studio, the bench, tests or the server.',
          },
          { regex: '^node:', message: 'Shipped code runs in the browser: no node:* modules.' },
          ...(pure ? NO_REACT_OR_FIREBASE : []),
          ...extra,
        ],
      },
    ],
  },
}));

/** The same for the rooms outside src/: their static imports and import(). */
const roomConfigs = ROOMS.map(({ files, deny, message }) => ({
  files,
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `ImportExpression[source.value=/^(\\.\\.\\/)+(${deny.join('|')})(\\/|$)/]`, message: `import(): ${message}` },
    ],
    'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./)+(${deny.join('|')})(/|$)`, message }] }],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'src/generated/**',
      '.bench/**',
      'gallery/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // The classic hook rules, where React lives. The React Compiler rules of react-hooks 7 (refs,
    // set-state-in-effect, immutability) assume the compiler, which this app does not use;
    // the hooks of render/ keep what must outlive a render in refs and state by hand.
    files: ['src/**/*.tsx', 'src/render/**', 'src/app/**', 'studio/**/*.tsx', 'tests/component/**'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...layerConfigs,
  ...roomConfigs,
  {
    files: FUNCTION_SIZE_CHECKED,
    rules: { 'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES, skipBlankLines: true, skipComments: true }] },
  },
  // Fastify sends what an async handler returns, with or without an await inside.
  { files: ['server/**'], rules: { '@typescript-eslint/require-await': 'off' } },
  {
    // Tests fake async interfaces with plain values and read JSON answers loosely; the product code
    // keeps these rules.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // JSON documents edited by tests, and fetch stand-ins that only ever receive strings.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // One fixture set for every Playwright file: a file on another one is given worker processes of
    // its own (docs/testing.md, Writing a browser test).
    files: ['tests/browser/**/*.test.ts', 'tests/stack/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Take test from tests/browser/support/fixtures.ts: a file on Playwright's own fixtures gets worker processes of its own.",
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], extends: [tseslint.configs.disableTypeChecked] },
  // A hook loaded with `node --require` (server/emulator-lazy-schemas.cjs) is CommonJS.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
