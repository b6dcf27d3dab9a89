/**
 * Dev server only: the config documents and asset URLs that src/config/app-documents.ts
 * and every-flow.ts gather with eager globs reach the page inside that one module, instead of as one module
 * request each (about 60 of a page's 220). Every studio preview and gallery frame loads the app
 * anew, so those requests were paid per frame: the studio's first screen of 17 frames made 3,580
 * requests and cost 33-39 CPU-s, 2,660 and 26-33 with this (issue 24). The build bundles them
 * anyway and is left alone.
 *
 * Vite still expands the globs, so a brand folder added or removed reaches the page as before;
 * each inlined file is watched (addWatchFile), so an edit invalidates the module and HMR goes on
 * as for an import. Files another plugin transforms (the message catalogues) keep their import.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE } from './vite-catalogues.js';

// app-documents.ts gathers all but the flows (the app loads each when shown); every-flow.ts adds them for the studio.
const GATHERER = /[\\/]src[\\/]config[\\/](app-documents|every-flow)\.ts$/;

/** An import as Vite's glob expansion writes it (`import: 'default'`) or as a default import. */
const DEFAULT_IMPORT = /import (?:\{ default as (\w+) \}|(\w+)) from ["']([^"'?]+\.(?:json|svg|png|ico))(\?url)?["'];/g;

export function inlineDocuments(): Plugin {
  let root = '';
  return {
    name: 'account-hub:inline-documents',
    apply: 'serve',
    // After the glob expansion, before Vite turns the imports into requests.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!GATHERER.test(id)) return null;
      const inlined = code.replace(DEFAULT_IMPORT, (statement, globName: string, name: string, path: string, url?: string) => {
        const file = resolve(dirname(id), path);
        // Relative imports only (what the source and the glob expansion write); a catalogue keeps its transform.
        if (!path.startsWith('.') || CATALOGUE.test(file) || (!url && !path.endsWith('.json'))) return statement;
        this.addWatchFile(file);
        // The address the dev server serves the asset at, as its `?url` import would give it.
        const value = url ? JSON.stringify(`/${relative(root, file).split('\\').join('/')}`) : readFileSync(file, 'utf8');
        return `const ${globName ?? name} = ${value};`;
      });
      return { code: inlined, map: null };
    },
  };
}
