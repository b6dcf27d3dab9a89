import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      // Descriptions are plain text here; see src/render/form/plain-markdown.tsx.
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/render/form/plain-markdown.tsx', import.meta.url)),
    },
  },
  // JSX is compiled by Vite's built-in transformer with React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 5173, strictPort: true },
  build: {
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      // sonner and rjsf mark modules 'use client' for React Server Components; meaningless in this SPA.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
