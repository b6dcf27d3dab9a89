/**
 * Build plugin: after the client build, draws every route flagged `prerender` in
 * flows/routes.json for every white-label x brand (tooling/build/prerender/render-page.tsx, bundled here
 * for Node by Vite with the same documents and settings) and writes one page per route,
 * dist/prerendered/<route>.html: the built index.html whose root holds nothing yet, each variant
 * in a <template>, and the picker script (tooling/build/prerender/picker-script.ts) that shows the right
 * one before the first paint. The Hosting rewrites (tooling/build/hosting-config.ts) serve these
 * pages; the app then takes over (src/app/adopt-prerendered.ts).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { PICKER_DATA_ID, PICKER_SCRIPT, variantId } from './prerender/picker-script.js';
import { prerenderedFile } from './hosting-config.js';
import type { RenderedVariant, pickerData, renderRoute } from './prerender/render-page';
import type { BrandDoc, FlowDoc, FormDoc, RoutesDoc, WhiteLabelDoc } from '../../src/config/types';
import { drawnFirst, isBrandChunkKey } from './vite-brand-chunks.js';

/**
 * Each variant's brand chunks, as main.tsx loads them before the first drawing: the shown brand
 * (none chosen: the default's look), the default, and those the switcher and footer list.
 */
export function brandLooks(
  whiteLabel: WhiteLabelDoc,
  offered: readonly string[],
  /** A brand's chunk; undefined for a brand the entry holds. */
  fileOf: (code: string) => string | undefined,
): Record<string, string[]> {
  const always = [whiteLabel.defaultBrand, ...whiteLabel.switcherBrands, ...whiteLabel.footerBrands];
  const files = (codes: string[]) => [...new Set(codes.flatMap((c) => fileOf(c) ?? []))];
  return Object.fromEntries<string[]>([
    ['none', files(always)],
    ...offered.map((code): [string, string[]] => [code, files([code, ...always])]),
  ]);
}

/** brandLooks for each white-label by id, from brands/ and the client build's manifest. */
function looksOf(root: string, manifest: Manifest, fileOf: (src: string) => string) {
  const read = <T>(file: string): T => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
  const folders = new Map(
    readdirSync(join(root, 'brands'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'white-labels')
      .map((e) => [read<BrandDoc>(`brands/${e.name}/brand.json`).brand, e.name]),
  );
  const whiteLabels = new Map(
    readdirSync(join(root, 'brands/white-labels')).map((f) => {
      const wl = read<WhiteLabelDoc>(`brands/white-labels/${f}`);
      return [wl.id, wl];
    }),
  );
  const inEntry = drawnFirst(join(root, 'brands/white-labels'));
  const brandFile = (code: string) => {
    if (inEntry.has(code)) return undefined; // the entry holds it whole
    const folder = folders.get(code);
    const key = folder === undefined ? undefined : Object.keys(manifest).find((k) => isBrandChunkKey(k, folder));
    if (!key) throw new Error(`pre-render: brand ${code}'s chunk is not in the build's manifest`);
    return fileOf(key);
  };
  return (id: string, offered: readonly string[]) => brandLooks(whiteLabels.get(id)!, offered, brandFile);
}

interface RenderModule {
  renderRoute: typeof renderRoute;
  pickerData: typeof pickerData;
}

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Before the app runs the pre-rendered screen cannot act: its forms submit nowhere (method=dialog
 * outside a dialog), so Enter never sends what was typed in the address bar, and its other buttons
 * are disabled until the app's own screen takes their place. A form's submit button takes the
 * click (and Enter) all the same (issue 30): the picker script keeps it, the button says it is
 * working, and the app sends the form once it has taken over (src/app/adopt-prerendered.ts).
 * Links work as links.
 */
export const inertForms = (html: string): string =>
  html.replace(/<form(?=[\s>])/g, '<form method="dialog"').replace(/<button(?=[\s>])(?![^>]*\stype="submit")/g, '<button disabled=""');

/** A variant as a <template> the picker script can copy, with the brand look it applies. */
function variantTemplate(v: RenderedVariant, fonts: string[]): string {
  return (
    `<template id="${variantId(v.whiteLabel, v.brand)}" data-style="${attr(v.style)}" data-title="${attr(v.title)}"` +
    ` data-icon="${attr(v.icon)}" data-fonts="${attr(fonts.join(' '))}">${inertForms(v.html)}</template>`
  );
}

/**
 * The sources of the on-demand widgets (src/render/form/widget-registry.ts: `<kebab-name>-widget.tsx`)
 * the forms of these blocks name, so a first step's phone field loads with the page, not after the app asks.
 */
export function widgetSources(root: string, blocks: FlowDoc['steps'][string]['blocks']): string[] {
  const names = blocks.flatMap((b) => {
    if (b.type !== 'form') return [];
    const form = JSON.parse(readFileSync(join(root, 'schemas/forms', `${b.form}.json`), 'utf8')) as FormDoc;
    return Object.values(form.uiSchema ?? {}).flatMap((ui) => {
      const widget = (ui as { 'ui:widget'?: unknown } | undefined)?.['ui:widget'];
      return typeof widget === 'string' ? [widget] : [];
    });
  });
  return [...new Set(names)].map(widgetSource);
}

/** The file an on-demand widget is in: `phoneNumber` -> src/render/form/phone-number-widget.tsx. */
export const widgetSource = (name: string): string => `src/render/form/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-widget.tsx`;

/** The built index.html with the variants, the picker's data and the picker, right after #root; and the route's own chunks preloaded. */
export function prerenderedPage(template: string, variants: string[], data: unknown, preload: string[]): string {
  const rootEnd = template.indexOf('</div>', template.indexOf('<div id="root">'));
  if (rootEnd < 0) throw new Error('pre-render: index.html has no <div id="root">');
  const after = rootEnd + '</div>'.length;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const body = `\n    <script type="application/json" id="${PICKER_DATA_ID}">${json}</script>\n    ${variants.join('\n    ')}\n    <script>${PICKER_SCRIPT}</script>`;
  const links = preload.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`).join('\n    ');
  const page = template.slice(0, after) + body + template.slice(after);
  return links ? page.replace('</head>', `  ${links}\n  </head>`) : page;
}

/** In the Node build, every form's validator is at hand, so every pre-rendered form is drawn. */
function everyValidatorAtHand(root: string): Plugin {
  return {
    name: 'account-hub:prerender-validators',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './bundled-validators' && importer?.includes('/src/render/form/'))
        return join(root, 'tooling/build/prerender/all-validators.ts');
      return null;
    },
  };
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'account-hub:prerender',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    async closeBundle() {
      if (config.build.ssr) return; // the nested Node build below
      const root = config.root;
      const outDir = resolve(root, config.build.outDir);
      const ssrOut = join(root, '.tmp', `prerender-${process.pid}`);
      await build({
        root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'tooling/build/prerender/render-page.tsx',
          outDir: ssrOut,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rollupOptions: {
            // Here every validator is imported at once on purpose (everyValidatorAtHand), so the
            // app's lazy imports of them have nothing to split.
            onwarn(warning, warn) {
              if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
            },
          },
        },
        plugins: [everyValidatorAtHand(root)],
      });
      try {
        const mod = (await import(pathToFileURL(join(ssrOut, 'render-page.js')).href)) as RenderModule;
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const built = (src: string): string | undefined => manifest[src] && `${config.base}${manifest[src].file}`;
        const fileOf = (src: string): string => {
          const file = built(src);
          if (!file) throw new Error(`pre-render: ${src} is not in the build's manifest`);
          return file;
        };
        // The brand font's stylesheets, when the app loads them at all (a bench variant may not).
        const fontFiles = (font: string): string[] =>
          ['400', '600'].flatMap((w) => built(`node_modules/@fontsource/${font.toLowerCase()}/latin-${w}.css`) ?? []);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const routes = JSON.parse(readFileSync(join(root, 'flows/routes.json'), 'utf8')) as RoutesDoc;
        const looks = looksOf(root, manifest, fileOf);
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        for (const route of routes.routes.filter((r) => r.prerender)) {
          const variants = await mod.renderRoute(route.path);
          const flow = JSON.parse(readFileSync(join(root, 'flows', `${route.flow}.json`), 'utf8')) as FlowDoc;
          // Forms the route's first step draws: their validator chunks load with the page, not after the
          // app asks. A later step's come with it (src/render/preload-flow.ts), after an action's round trip.
          const first = flow.steps[flow.initial]?.blocks ?? [];
          const forms = [...new Set(first.flatMap((b) => (b.type === 'form' ? [b.form] : [])))].filter((f) => f !== 'sign-in');
          const page = prerenderedPage(
            template,
            variants.map((v) => variantTemplate(v, fontFiles(v.font))),
            // Each other language's catalogue chunk and the route's flow's part of it (issue 57), so a
            // German page fetches them beside the entry.
            mod.pickerData().map((wl) => ({
              ...wl,
              // The brand chunks the app loads before drawing (issue 57), fetched beside the entry.
              looks: looks(wl.id, wl.brands),
              catalogues: Object.fromEntries(
                wl.locales.flatMap((l) => {
                  const chunks = [built(`flows/locales/${l}.json`), built(`flows/locales/${l}.json?flow=${route.flow}`)];
                  return chunks[0] ? [[l, chunks.filter((c) => c !== undefined)]] : [];
                }),
              ),
            })),
            // The route's flow document is a chunk of its own (issue 57): it comes beside the entry.
            [
              fileOf(`flows/${route.flow}.json`),
              ...forms.map((f) => fileOf(`src/generated/forms/${f}.validator.js`)),
              ...widgetSources(root, first).flatMap((src) => built(src) ?? []),
            ],
          );
          writeFileSync(join(outDir, prerenderedFile(route.path).slice(1)), page);
        }
      } finally {
        rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}
