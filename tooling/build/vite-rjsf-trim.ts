/**
 * Build plugin: @rjsf/core and @rjsf/utils with only the parts the form documents use.
 *  - rjsf's getDefaultRegistry (every field, widget and template) -> src/render/form/rjsf-registry.ts;
 *  - @rjsf/utils' allOf merger (@x0k/json-schema-merge) and its URI resolver (fast-uri) -> stubs
 *    that throw, since validate refuses `allOf`, `$ref` and `$id` in form schemas.
 * What each form needs is checked by `npm run validate` (validate/form-parts.ts), which every
 * build runs first. Also used by the component tests (vitest.config.ts), so they draw every form
 * with the same parts as the shipped app.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const src = (path: string): string => fileURLToPath(new URL(`../../src/render/form/${path}`, import.meta.url));
const under = (importer: string | undefined, pkg: string): boolean =>
  !!importer && importer.replace(/\\/g, '/').includes(`/node_modules/${pkg}/`);

/** rjsf's descriptions are plain text in this product: markdown-to-jsx is swapped for a stub (src/render/form/plain-markdown.tsx). */
export const PLAIN_MARKDOWN_ALIAS: Readonly<Record<string, string>> = { 'markdown-to-jsx/react': src('plain-markdown.tsx') };

export function rjsfTrim(): Plugin {
  return {
    name: 'account-hub:rjsf-trim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (under(importer, '@rjsf/core') && source.endsWith('/getDefaultRegistry.js')) return src('rjsf-registry.ts');
      if (under(importer, '@rjsf/utils') && source === 'fast-uri') return src('trimmed/fast-uri.ts');
      if (under(importer, '@rjsf/utils') && source.endsWith('/shallowAllOfMerge.js')) return src('trimmed/all-of-merge.ts');
      return null;
    },
  };
}
