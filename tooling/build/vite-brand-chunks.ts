/**
 * Build and dev plugin: a brand's documents as the app loads them (issue 57). The app's entry
 * carries one module mapping each brand's code to a loader of its chunk (`virtual:brand-loaders`,
 * a few bytes a brand), but whole the brands a white-label draws on every page (drawnFirst);
 * a brand's document and the addresses of its images are one chunk of its own
 * (`brands/<folder>/brand.json?brand`), loaded when the brand is shown or listed. Staff still add
 * a brand with JSON and images alone: the module lists the folders of brands/ as it is built, and
 * the dev server rebuilds it when a folder comes or goes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const ASSET = /\.(svg|png|webp|ico)$/;
const ASKED = /[\\/]brand\.json\?brand$/;
/** Our module ids: the brand's folder, absolute, then '<folder>-brand' (the chunk is named so). */
const OURS = /^\0(.*)[\\/]([^\\/]+)-brand$/;
export const BRAND_LOADERS_ID = 'virtual:brand-loaders';
const LOADERS = `\0${BRAND_LOADERS_ID}`;
const slash = (p: string) => p.split('\\').join('/');

/**
 * The module of one brand's chunk: its document and its images' addresses, by file name. The dev
 * server gets them inline (inlined: the project root), one request a brand rather than one a file:
 * every studio frame loads every brand (issue 24).
 */
export function brandChunkModule(folderPath: string, inlined?: string): string {
  const folder = folderPath.split(/[\\/]/).at(-1) ?? '';
  const assets = readdirSync(folderPath)
    .filter((f) => ASSET.test(f))
    .sort();
  if (inlined !== undefined) {
    const doc = readFileSync(join(folderPath, 'brand.json'), 'utf8');
    const url = (f: string) => JSON.stringify(`/${slash(relative(inlined, join(folderPath, f)))}`);
    return `export default { folder: ${JSON.stringify(folder)}, doc: ${doc}, assets: { ${assets.map((f) => `${JSON.stringify(f)}: ${url(f)}`).join(', ')} } };`;
  }
  return [
    `import doc from ${JSON.stringify(slash(join(folderPath, 'brand.json')))};`,
    ...assets.map((f, i) => `import a${i} from ${JSON.stringify(`${slash(join(folderPath, f))}?url`)};`),
    `export default { folder: ${JSON.stringify(folder)}, doc, assets: { ${assets.map((f, i) => `${JSON.stringify(f)}: a${i}`).join(', ')} } };`,
  ].join('\n');
}

/**
 * The brands some white-label draws on every auth screen whatever brand is asked for: its default
 * (its look when none is chosen) and those its switcher and footer list. /sign-in draws them anyway,
 * so they ride in the entry; a chunk each would only add requests and bytes (issue 57).
 */
export function drawnFirst(whiteLabelDir: string): Set<string> {
  const docs = readdirSync(whiteLabelDir)
    .filter((f) => f.endsWith('.json'))
    .map(
      (f) =>
        JSON.parse(readFileSync(join(whiteLabelDir, f), 'utf8')) as {
          defaultBrand: string;
          switcherBrands?: string[];
          footerBrands?: string[];
        },
    );
  return new Set(docs.flatMap((w) => [w.defaultBrand, ...(w.switcherBrands ?? []), ...(w.footerBrands ?? [])]));
}

/** Whether a build manifest's key is this brand folder's chunk (the pre-render preloads it); Vite writes a virtual module's key as it likes. */
export const isBrandChunkKey = (key: string, folder: string): boolean =>
  key.replace(/\\/g, '/').endsWith(`brands/${folder}/${folder}-brand`);

/** The brand folders of a brands/ directory and their codes, by folder name. */
function brandFolders(brandsDir: string): { folder: string; file: string; code: string }[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(brandsDir, d.name, 'brand.json')))
    .map((d) => d.name)
    .sort()
    .map((folder) => {
      const file = join(brandsDir, folder, 'brand.json');
      return { folder, file, code: (JSON.parse(readFileSync(file, 'utf8')) as { brand: string }).brand };
    });
}

/**
 * The entry's one module of brands: code -> a loader of its chunk, or the chunk itself for a brand
 * drawn first (imported, so it rides in the entry). One entry a brand and no wrapper per held brand:
 * two globs cost each brand two paths and each held brand a module object too (issue 57).
 */
export function brandLoadersModule(brandsDir: string): { code: string; watched: string[] } {
  const folders = brandFolders(brandsDir);
  const twice = folders.find((f, i) => folders.findIndex((g) => g.code === f.code) !== i);
  // A code two folders share would leave one brand unreachable; validate refuses it too.
  if (twice) throw new Error(`brands/${twice.folder}/brand.json: brand code ${twice.code} is already another folder's`);
  const whiteLabels = join(brandsDir, 'white-labels');
  const held = drawnFirst(whiteLabels);
  const chunk = (file: string) => JSON.stringify(`${slash(file)}?brand`);
  const imports: string[] = [];
  const entries = folders.map(({ file, code }) => {
    if (!held.has(code)) return `${JSON.stringify(code)}: () => import(${chunk(file)}).then((m) => m.default)`;
    imports.push(`import b${imports.length} from ${chunk(file)};`);
    return `${JSON.stringify(code)}: () => Promise.resolve(b${imports.length - 1})`;
  });
  const watched = [...folders.map((f) => f.file), ...readdirSync(whiteLabels).map((f) => join(whiteLabels, f))];
  return { code: [...imports, `export default { ${entries.join(', ')} };`].join('\n'), watched };
}

export function brandChunks(): Plugin {
  let serve: string | undefined;
  let brandsDir = '';
  return {
    name: 'account-hub:brand-chunks',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve' ? config.root : undefined;
      brandsDir = join(config.root, 'brands');
    },
    configureServer(server) {
      // A brand folder added or removed changes the list itself, which no watched file says.
      const changed = (file: string) => {
        if (!/[\\/]brands[\\/][^\\/]+[\\/]brand\.json$/.test(file)) return;
        const mod = server.moduleGraph.getModuleById(LOADERS);
        if (mod) server.moduleGraph.invalidateModule(mod);
        // Named by its file, as Vite names its own reloads: a studio preview frame turns away a
        // reload a document caused (studio/preview-reload-guard.ts; the studio sends it the new
        // documents), and an unnamed one loaded every frame's whole app again (issue 59).
        server.ws.send({ type: 'full-reload', path: '*', triggeredBy: file });
      };
      server.watcher.on('add', changed).on('unlink', changed);
      // A brand's document or image edited (the studio's save): its chunk module is read again, and
      // so is the list (a code may have changed). Said here, not left to addWatchFile, which a
      // virtual module's chunk did not always follow: a page opened after the save could get the
      // brand as it was before it (a clean-clone run of the authoring suite, once in two).
      server.watcher.on('change', (file) => {
        const inFolder = /[\\/]brands[\\/]([^\\/]+)[\\/][^\\/]+$/.exec(file);
        if (!inFolder || inFolder[1] === 'white-labels') return;
        const folderPath = dirname(file);
        for (const id of [`\0${join(folderPath, `${inFolder[1]}-brand`)}`, LOADERS]) {
          const mod = server.moduleGraph.getModuleById(id);
          if (mod) server.moduleGraph.invalidateModule(mod);
        }
      });
    },
    // Not a .json id: Vite's JSON plugin would read the module as JSON.
    resolveId(source, importer) {
      if (source === BRAND_LOADERS_ID || source === LOADERS) return LOADERS;
      if (OURS.test(source)) return source;
      if (!ASKED.test(source) || !importer) return null;
      const folderPath = dirname(resolve(dirname(importer), source.split('?')[0] ?? ''));
      const folder = folderPath.split(/[\\/]/).at(-1) ?? '';
      return `\0${join(folderPath, `${folder}-brand`)}`;
    },
    load(id) {
      if (id === LOADERS) {
        const { code, watched } = brandLoadersModule(brandsDir);
        for (const f of watched) this.addWatchFile(f);
        return code;
      }
      const ours = OURS.exec(id);
      if (!ours) return null;
      this.addWatchFile(join(ours[1] ?? '', 'brand.json'));
      return brandChunkModule(ours[1] ?? '', serve);
    },
  };
}
