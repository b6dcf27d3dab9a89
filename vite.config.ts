import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { configCheck } from './tooling/build/vite-config-check.js';
import { PLAIN_MARKDOWN_ALIAS, rjsfTrim } from './tooling/build/vite-rjsf-trim.js';
import { prerenderPages } from './tooling/build/vite-prerender.js';
import { oneEnvironment } from './tooling/build/vite-one-environment.js';
import { studioServer } from './studio/vite-studio.js';
import { shippedCatalogues, textsWithTheirFlow } from './tooling/build/vite-catalogues.js';
import { inlineDocuments } from './tooling/build/vite-inline-documents.js';
import { brandChunks } from './tooling/build/vite-brand-chunks.js';
import { dropSchema } from './tooling/build/vite-drop-schema.js';

export default defineConfig({
  // npm start: documents re-validated on every change, problems in the error overlay.
  // The build: rjsf with only the parts the form documents use (checked by validate), and the
  // pre-rendered pages of the routes flagged `prerender`. The dev server keeps rjsf whole (the
  // brand studio's own forms use more of it).
  plugins: [
    configCheck(fileURLToPath(new URL('.', import.meta.url))),
    // npm start only: the brand studio (/__studio) and its API.
    studioServer(fileURLToPath(new URL('.', import.meta.url))),
    { ...rjsfTrim(), apply: 'build' },
    // Catalogue texts with numbers or choices compiled; the build leaves out the API's email texts.
    { ...shippedCatalogues({ dropServerOnly: false }), apply: 'serve' },
    { ...shippedCatalogues({ dropServerOnly: true }), apply: 'build' },
    // The build: a flow's own texts travel in its chunk, not in every page's English catalogue.
    textsWithTheirFlow(),
    // A brand's document and images are a chunk of their own; the entry knows each brand's code (issue 57).
    brandChunks(),
    // npm start only: the documents inside the module that gathers them, not a request each.
    inlineDocuments(),
    // The build ships only the environment it is for (production, staging or the local stack).
    oneEnvironment(),
    prerenderPages(),
    // The build: documents without their editor's $schema pointer (issue 57).
    dropSchema(),
  ],
  resolve: {
    alias: PLAIN_MARKDOWN_ALIAS,
  },
  // JSX is compiled by Vite's built-in transformer with React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { host: 'localhost', port: 5173, strictPort: true },
  build: {
    sourcemap: false,
    // Read by the pre-render (tooling/build/vite-prerender.ts) and the bench: which file each source became.
    manifest: true,
    target: 'es2022',
    // No modulepreload polyfill in the entry (0.4 KiB gzip on /sign-in): browsers without
    // <link rel=modulepreload> (Safari before 17) ignore the hint and load the chunks when imported.
    modulePreload: { polyfill: false },
    // Brand logos and icons stay files: inlined as data URLs every brand's art would ride in the
    // JavaScript /sign-in needs before it works (about 4 KiB gzip), though a screen shows one brand.
    assetsInlineLimit: (file) => (file.includes('/brands/') ? false : undefined),
    // The build prints what a person needs (issue 52). One chunk passes Vite's 500 kB on purpose: the
    // password estimator's dictionaries (zxcvbn, about 1.7 MB), fetched only once a new password is
    // typed. What a route ships is held by the bench's budgets (docs/performance.md), not this line.
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // sonner and rjsf mark modules 'use client' for React Server Components; meaningless in this SPA.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // Rolldown's note that plugins took most of the build says only that the machine was busy
      // (the config check and the pre-render are plugins); bench/ measures the build when it matters.
      checks: { bundlerTimings: false },
    },
  },
});
