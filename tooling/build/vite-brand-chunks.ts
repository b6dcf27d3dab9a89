/**
 * Build and dev plugin: a brand's documents as the app loads them (issue 57). The app's entry
 * carries only each brand's code (`brands/<folder>/brand.json?brand-code`, a few bytes a brand),
 * but whole the brands a white-label draws on every page (drawnFirst);
 * a brand's document and the addresses of its images are one chunk of its own
 * (`brands/<folder>/brand.json?brand`), loaded when the brand is shown or listed. Staff still add
 * a brand with JSON and images alone: both are globbed (src/config/app-documents.ts), so a new
 * folder joins the build and the dev server as it did.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const ASSET = /\.(svg|png|webp|ico)$/;
const ASKED = /[\\/]brand\.json\?(brand|brand-code)$/;
/** Our module ids: the brand's folder, absolute, then '<folder>-brand' (the chunk is named so) or '-brand-code'. */
const OURS = /^\0(.*)[\\/]([^\\/]+)-brand(-code)?$/;

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
  const slash = (p: string) => p.split('\\').join('/');
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

export function brandChunks(): Plugin {
  let serve: string | undefined;
  return {
    name: 'account-hub:brand-chunks',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve' ? config.root : undefined;
    },
    // Not a .json id: Vite's JSON plugin would read the module as JSON.
    resolveId(source, importer) {
      if (OURS.test(source)) return source;
      const asked = ASKED.exec(source);
      if (!asked || !importer) return null;
      const folderPath = dirname(resolve(dirname(importer), source.split('?')[0] ?? ''));
      const folder = folderPath.split(/[\\/]/).at(-1) ?? '';
      return `\0${join(folderPath, `${folder}-brand${asked[1] === 'brand' ? '' : '-code'}`)}`;
    },
    load(id) {
      const ours = OURS.exec(id);
      if (!ours) return null;
      const [, folderPath = '', , code] = ours;
      const file = join(folderPath, 'brand.json');
      this.addWatchFile(file);
      if (!code) return brandChunkModule(folderPath, serve);
      const { brand } = JSON.parse(readFileSync(file, 'utf8')) as { brand: string };
      // A brand every page of a white-label draws first is in the entry whole (its chunk module, imported).
      const whiteLabels = join(folderPath, '../white-labels');
      for (const f of readdirSync(whiteLabels)) this.addWatchFile(join(whiteLabels, f));
      if (drawnFirst(whiteLabels).has(brand))
        return `export { default } from ${JSON.stringify(`\0${join(folderPath, `${ours[2]}-brand`)}`)};`;
      return `export default ${JSON.stringify(brand)};`;
    },
  };
}
