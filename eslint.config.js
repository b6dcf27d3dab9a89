// Lint (issue 12): typescript-eslint's type-checked rules, React hooks, and the layers of STYLE.md
// (app -> render -> flow/actions -> services; src/flow and src/config never touch React or Firebase).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/** Each layer and the folders it must not import from. */
const LAYERS = [
  { target: './src/render', from: ['./src/app'], message: 'render must not import app (app composes render).' },
  { target: './src/actions', from: ['./src/app', './src/render'], message: 'actions run without React: no app or render.' },
  { target: './src/flow', from: ['./src/app', './src/render', './src/actions', './src/services'], message: 'flow is the pure engine.' },
  { target: './src/services', from: ['./src/app', './src/render', './src/actions'], message: 'services are adapters below actions.' },
  {
    target: './src/config',
    from: ['./src/app', './src/render', './src/services'],
    message: 'config is validated data, below the runtime.',
  },
];

const NO_REACT_OR_FIREBASE = {
  patterns: [
    {
      group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'wouter', '@rjsf/*', 'sonner'],
      message: 'src/flow and src/config stay free of React.',
    },
    { group: ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*'], message: 'src/flow and src/config stay free of Firebase.' },
  ],
};

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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
      'import-x/no-cycle': 'error',
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
  { files: ['src/flow/**', 'src/config/**'], rules: { 'no-restricted-imports': ['error', NO_REACT_OR_FIREBASE] } },
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
