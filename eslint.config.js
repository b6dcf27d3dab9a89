// Lint (issue 12): typescript-eslint's type-checked rules, React hooks, and the layers of STYLE.md
// (app -> render -> flow/actions -> services; src/flow and src/config never touch React or Firebase).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Each layer and the folders it must not import from (STYLE.md: app -> render -> flow/actions -> services).
 * Relative imports only cross folders as ../<folder>/, so the folder name after the ../ run names the layer.
 */
const LAYERS = [
  { files: ['src/render/**'], deny: ['app'], message: 'render must not import app (app composes render).' },
  { files: ['src/actions/**'], deny: ['app', 'render'], message: 'actions run without React: no app or render.' },
  { files: ['src/flow/**'], deny: ['app', 'render', 'actions', 'services'], message: 'flow is the pure engine.', pure: true },
  { files: ['src/services/**'], deny: ['app', 'render', 'actions'], message: 'services are adapters below actions.' },
  { files: ['src/config/**'], deny: ['app', 'render', 'services'], message: 'config is validated data, below the runtime.', pure: true },
];

const NO_REACT_OR_FIREBASE = [
  {
    group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'wouter', '@rjsf/*', 'sonner'],
    message: 'src/flow and src/config stay free of React.',
  },
  { group: ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*'], message: 'src/flow and src/config stay free of Firebase.' },
];

/** One no-restricted-imports entry per layer; flow and config also keep React and Firebase out. */
const layerConfigs = LAYERS.map(({ files, deny, message, pure }) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [{ regex: `^(\\.\\./)+(${deny.join('|')})(/|$)`, message }, ...(pure ? NO_REACT_OR_FIREBASE : [])],
      },
    ],
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
    // flow-screen.tsx holds its machine in a ref on purpose (a second click in the same frame must see the first).
    files: ['src/**/*.tsx', 'src/render/**', 'src/app/**', 'tests/component/**'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...layerConfigs,
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
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
);
