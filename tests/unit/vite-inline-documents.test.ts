// The dev server's inlined documents (tooling/build/vite-inline-documents.ts): the module that
// gathers the config documents carries them itself instead of importing each, reads them again
// after an edit, watches each for HMR, and leaves the catalogues to their own transform.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineDocuments } from '../../tooling/build/vite-inline-documents';
import { ROOT } from '../support/project';

type Transform = (this: { addWatchFile(file: string): void }, code: string, id: string) => { code: string } | null;

/** The plugin as Vite's dev server drives it, on a project in root; watched files are collected. */
function pluginOn(root: string): { run(code: string, id: string): string | null; watched: string[] } {
  const plugin: Plugin = inlineDocuments();
  (plugin.configResolved as (c: Pick<ResolvedConfig, 'root'>) => void)({ root });
  const watched: string[] = [];
  const transform = plugin.transform as Transform;
  return { run: (code, id) => transform.call({ addWatchFile: (f) => watched.push(f) }, code, id)?.code ?? null, watched };
}

describe('inlined documents (npm start)', () => {
  let root: string;
  const gatherer = () => join(root, 'src/config/app-documents.ts');
  // What the gatherer looks like once Vite has expanded its globs.
  const expanded = [
    'import { default as __vite_glob_0_0 } from "../../brands/acme/brand.json";',
    'import { default as __vite_glob_1_0 } from "../../brands/acme/logo.svg?url";',
    "import messages from '../../flows/messages.json';",
    'import { thing } from "./elsewhere";',
  ].join('\n');

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'inline-docs-'));
    for (const dir of ['src/config', 'brands/acme', 'flows']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'brands/acme/brand.json'), '{ "displayName": "Acme" }\n');
    writeFileSync(join(root, 'flows/messages.json'), '{ "messages": {} }\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('puts each document in the module, the asset as the address it is served at, and watches both', () => {
    const { run, watched } = pluginOn(root);
    const code = run(expanded, gatherer())!;
    expect(code).toContain('const __vite_glob_0_0 = { "displayName": "Acme" }');
    expect(code).toContain('const __vite_glob_1_0 = "/brands/acme/logo.svg";');
    expect(code).not.toContain('brand.json');
    expect(watched).toEqual([join(root, 'brands/acme/brand.json'), join(root, 'brands/acme/logo.svg')]);
  });

  it('keeps the catalogue and code imports, and touches no other module', () => {
    const { run } = pluginOn(root);
    const code = run(expanded, gatherer())!;
    expect(code).toContain("import messages from '../../flows/messages.json';");
    expect(code).toContain('import { thing } from "./elsewhere";');
    expect(run(expanded, join(root, 'src/config/other.ts'))).toBeNull();
  });

  it('reads a document again when the module is transformed after an edit', () => {
    const { run } = pluginOn(root);
    run(expanded, gatherer());
    writeFileSync(join(root, 'brands/acme/brand.json'), '{ "displayName": "Acme Renamed" }\n');
    expect(run(expanded, gatherer())).toContain('"Acme Renamed"');
  });

  it("on this project's dev server, the gatherer imports no brand, flow or form document, only the catalogue", async () => {
    // Fails when a Vite upgrade writes the glob expansion in a shape the plugin no longer reads.
    // Its own dependency cache: the default, node_modules/.vite, is what the authoring suite's dev
    // server (running beside vitest in `npm test`) serves from, and this server's optimiser would
    // re-bundle it.
    const cacheDir = mkdtempSync(join(tmpdir(), 'vite-cache-'));
    const server = await createServer({
      root: ROOT,
      mode: 'stack',
      logLevel: 'silent',
      cacheDir,
      server: { middlewareMode: true, ws: false },
    });
    try {
      const imports = (code: string) => [...code.matchAll(/from "([^"]+\.(?:json|svg|png|ico)[^"]*)"/g)].map((m) => m[1]);
      const code = (await server.transformRequest('/src/config/app-documents.ts'))!.code;
      expect(imports(code)).toEqual(['/flows/messages.json?import']);
      // Inlined as a value: a brand held whole (an object) or known by its code only (a string, issue 57).
      expect(code).toMatch(/const __vite_glob_0_0 = ["{]/);
      // The flows are not gathered there: each is loaded when its route is shown (issue 57).
      expect(code).toMatch(/import\("\/flows\/sign-in\.json[^"]*"\)/);
      // every-flow.ts gathers them all for the studio, inlined as well (the catalogue its glob meets keeps its import).
      const every = (await server.transformRequest('/src/config/every-flow.ts'))!.code;
      expect(imports(every)).toEqual(['/flows/messages.json?import']);
      expect(every).toMatch(/"id": "sign-in"/);
    } finally {
      await server.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
