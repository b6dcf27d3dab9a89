// @vitest-environment node
/**
 * The pre-rendered page's inline picker (tooling/build/prerender/picker-script.ts) shows the variant the
 * app itself then draws: same white-label for the host, same brand for the query and the stored
 * value (src/brand/resolve-brand.ts, src/render/hub-context.tsx, src/domain/query-params.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PICKER_DATA_ID, PICKER_SCRIPT, variantId } from '../../tooling/build/prerender/picker-script';
import { pickerData } from '../../tooling/build/prerender/render-page';
import { brandLooks } from '../../tooling/build/vite-prerender';
import { drawnFirst } from '../../tooling/build/vite-brand-chunks';
import { resolve } from 'node:path';
import { chooseBrand } from '../../src/brand/resolve-brand';
import { parseQuery } from '../../src/domain/query-params';
import { ROOT, hubConfigFor, projectDocuments } from '../support/project';
import { readSchemeChoice, schemeAttribute } from '../../src/domain/colour-scheme';
import { openingLocale } from '../../src/app/page-locale';
import { createMemoryStorage } from '../../src/services/browser-storage';
import { directionOf } from '../../src/messages/source-locale';

// Each variant's brand chunks as the build adds them (issue 57), named by code here.
const inEntry = drawnFirst(resolve(ROOT, 'brands/white-labels'));
const chunkOf = (code: string) => (inEntry.has(code) ? undefined : `/chunk/${code}.js`);
const DATA = JSON.stringify(
  pickerData().map((wl) => ({ ...wl, looks: brandLooks(projectDocuments().whiteLabels[wl.id]!, wl.brands, chunkOf) })),
);

interface Picked {
  template: string | null;
  /** The modules it asked the browser to fetch at once. */
  preloads: string[];
  prerendered?: string;
  title?: string;
  scheme?: string;
  lang?: string;
  dir?: string;
}

/** What the browser holds about languages: the stored choice and navigator.languages. */
interface Languages {
  storedLocale?: string | null;
  browser?: readonly string[];
}

/** Runs the script text on a stand-in document; returns which template it copied. */
function runPicker(
  hostname: string,
  search: string,
  stored: string | null,
  storageThrows = false,
  storedScheme: string | null = null,
  languages: Languages = {},
): Picked {
  const picked: Picked = { template: null, preloads: [] };
  const template = (id: string) => ({
    content: { cloneNode: () => ({ id }) },
    dataset: { style: '--hub-primary: #000', title: `${id} title`, icon: '/i.svg', fonts: '/a.css /b.css' },
  });
  const document = {
    title: '',
    head: {
      appendChild: (link: { rel?: string; href?: string }) => void (link.rel === 'modulepreload' && picked.preloads.push(link.href!)),
    },
    documentElement: { setAttribute: () => undefined, dataset: {} as Record<string, string>, lang: '', dir: '' },
    createElement: () => ({}),
    getElementById(id: string) {
      if (id === 'root')
        return { replaceChildren: (node: { id: string }) => (picked.template = node.id), addEventListener: () => undefined };
      if (id === PICKER_DATA_ID) return { textContent: DATA };
      return id.startsWith('hub-pre-') ? template(id) : null;
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('The operation is insecure.');
      return key === 'brand' ? stored : key === 'colorScheme' ? storedScheme : key === 'locale' ? (languages.storedLocale ?? null) : null;
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the very text the page runs inline
  new Function('document', 'location', 'localStorage', 'navigator', PICKER_SCRIPT)(document, { hostname, search }, localStorage, {
    languages: languages.browser ?? [],
  });
  picked.prerendered = document.documentElement.dataset.prerendered;
  picked.scheme = document.documentElement.dataset.scheme;
  picked.title = document.title;
  picked.lang = document.documentElement.lang;
  picked.dir = document.documentElement.dir;
  return picked;
}

/** The variant the app draws for the same inputs. */
function appChoice(hostname: string, search: string, stored: string | null): string {
  const config = hubConfigFor(hostname);
  const brand = chooseBrand(config.brands, parseQuery(search).get('brand'), stored);
  return variantId(config.whiteLabel.id, brand);
}

const codes = Object.values(projectDocuments().brands).map((b) => b.brand);
const anyCase = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((f) => [...s].map((c, i) => (f[i] ? c.toLowerCase() : c)).join(''));
const brandValue = fc.oneof(
  fc.constantFrom(...codes).chain(anyCase),
  fc.constantFrom('NOPE', '', 'plexuſ', 'PLEXUS ', 'pl%65xus', 'WBS;', 'ELUMEN_MOBILE_X'),
  fc.string({ maxLength: 12 }),
);
const hostname = fc.constantFrom(
  'localhost',
  'fvs.localhost',
  'fvsdemo.example.com',
  'accounts.example.com',
  'FVS.EXAMPLE',
  'xfvs.example',
);
const search = fc.oneof(
  fc.constant(''),
  brandValue.map((b) => `?brand=${encodeURIComponent(b)}`),
  fc.tuple(brandValue, brandValue).map(([a, b]) => `?brand=${encodeURIComponent(a)}&brand=${encodeURIComponent(b)}`),
  brandValue.map((b) => `?redirectPath=/x&brand=${encodeURIComponent(b)}&init=1`),
);

describe('pre-render picker', () => {
  it('picks the variant the app draws, for any host, query and stored brand', () => {
    fc.assert(
      fc.property(hostname, search, fc.option(brandValue, { nil: null }), (host, query, stored) => {
        const picked = runPicker(host.toLowerCase(), query, stored);
        expect(picked.template).toBe(appChoice(host.toLowerCase(), query, stored));
      }),
      { numRuns: 400 },
    );
  });

  it('fetches at once the brand chunks the app loads before its first drawing (issue 57)', () => {
    fc.assert(
      fc.property(hostname, search, fc.option(brandValue, { nil: null }), (host, query, stored) => {
        const picked = runPicker(host.toLowerCase(), query, stored);
        // As src/main.tsx asks: the shown brand (else the default), the default, the switcher's and the footer's.
        const config = hubConfigFor(host.toLowerCase());
        const wl = config.whiteLabel;
        const shown = config.brandShelf.choose(parseQuery(query).get('brand'), stored) ?? wl.defaultBrand;
        const wanted = new Set([shown, wl.defaultBrand, ...wl.switcherBrands, ...wl.footerBrands].flatMap((c) => chunkOf(c) ?? []));
        expect(new Set(picked.preloads)).toEqual(wanted);
      }),
      { numRuns: 200 },
    );
  });

  it('opens in the language the app opens in, and shows no English screen for another language', () => {
    const lang = fc.oneof(fc.constantFrom('en', 'de', 'ar', 'DE', 'de-AT', 'ar_EG', 'fr', 'en-GB', ''), fc.string({ maxLength: 6 }));
    const langQuery = fc.oneof(
      fc.constant(''),
      lang.map((l) => `?lang=${encodeURIComponent(l)}`),
      fc.tuple(lang, lang).map(([a, b]) => `?lang=${encodeURIComponent(a)}&lang=${encodeURIComponent(b)}`),
    );
    fc.assert(
      fc.property(
        hostname,
        langQuery,
        fc.option(lang, { nil: null }),
        fc.array(lang, { maxLength: 3 }),
        (host, query, storedLocale, browser) => {
          const picked = runPicker(host.toLowerCase(), query, null, false, null, { storedLocale, browser });
          const config = hubConfigFor(host.toLowerCase());
          const storage = createMemoryStorage();
          if (storedLocale !== null) storage.set('locale', storedLocale);
          const expected = openingLocale(config, storage, query, browser);
          expect(picked.lang).toBe(expected);
          expect(picked.dir).toBe(directionOf(expected));
          expect(picked.template).toBe(expected === 'en' ? appChoice(host.toLowerCase(), query, null) : null);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('treats blocked storage as nothing stored', () => {
    fc.assert(
      fc.property(hostname, search, (host, query) => {
        expect(runPicker(host, query, 'PLEXUS', true).template).toBe(appChoice(host, query, null));
      }),
    );
  });

  it('marks the page as pre-rendered and applies the picked look', () => {
    const picked = runPicker('localhost', '?brand=plexus', null);
    expect(picked.prerendered).toBe('wbs/PLEXUS');
    expect(picked.title).toBe(`${variantId('wbs', 'PLEXUS')} title`);
  });

  it('sets the colour scheme the app then applies: the kept pick, else none (CSS follows the system); light where the white-label has no dark scheme', () => {
    const storedScheme = fc.oneof(fc.constantFrom('light', 'dark', 'system', 'DARK', '', null), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(hostname, storedScheme, fc.boolean(), (host, scheme, throws) => {
        const picked = runPicker(host, '', null, throws, scheme);
        const config = hubConfigFor(host);
        const expected = schemeAttribute(readSchemeChoice(throws ? null : scheme), config.whiteLabel.darkScheme);
        expect(picked.scheme ?? null).toBe(expected);
      }),
    );
  });
});
