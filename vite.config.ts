import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { securityHeaders } from './src/config/security-headers';
import { configCheck } from './scripts/vite-config-check';

/** `vite preview` serves the build with the same security headers as production hosting (README). */
function previewHeaders(): Record<string, string> {
  const env = JSON.parse(readFileSync(new URL('./brands/environments.json', import.meta.url), 'utf8'));
  const { fixtureBaseUrl, posthogHost } = env.hosts.local;
  const { authDomain, authEmulatorUrl } = env.firebase.local;
  return securityHeaders({ fixtureBaseUrl, posthogHost, authDomain, authEmulatorUrl });
}

export default defineConfig({
  // npm start: documents re-validated on every change, problems in the error overlay.
  plugins: [configCheck(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: {
    alias: {
      // Descriptions are plain text here; see src/render/form/plain-markdown.tsx.
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/render/form/plain-markdown.tsx', import.meta.url)),
    },
  },
  // JSX is compiled by Vite's built-in transformer with React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 5173, strictPort: true, headers: previewHeaders() },
  build: {
    sourcemap: false,
    target: 'es2022',
    // Brand logos and icons stay files: inlined as data URLs every brand's art would ride in the
    // JavaScript /sign-in needs before it works (about 4 KiB gzip), though a screen shows one brand.
    assetsInlineLimit: (file) => (file.includes('/brands/') ? false : undefined),
    rollupOptions: {
      // sonner and rjsf mark modules 'use client' for React Server Components; meaningless in this SPA.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
