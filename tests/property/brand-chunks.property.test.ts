/**
 * Issue 57: the browser knows each brand by code only and fetches its document when shown. The
 * brand it shows, and that brand as resolved, are the same as with every document at hand, for any
 * host, query and stored choice.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chooseBrand } from '../../src/brand/resolve-brand';
import { createHubConfig } from '../../src/config/hub-config';
import type { BrandChunk, BrandLoaders } from '../../src/config/brand-shelf';
import { projectDocuments } from '../support/project';
import { brandChunkModule, brandLoadersModule, drawnFirst } from '../../tooling/build/vite-brand-chunks';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/project';

const SETTINGS = { VITE_LOCAL_STACK: 'true' };
const asset = (folder: string | null, file: string) => `/assets/${folder ?? '_'}/${file}`;
const docs = projectDocuments();
const CODES = Object.values(docs.brands).map((d) => d.brand);

/** The browser's way: no brand document at hand, each a chunk counting its loads. */
function browserConfig(hostname: string) {
  const loads: string[] = [];
  const loaders: BrandLoaders = Object.fromEntries(
    Object.entries(docs.brands).map(([folder, doc]) => [
      doc.brand,
      () => {
        loads.push(doc.brand);
        const chunk: BrandChunk = {
          folder,
          doc,
          assets: Object.fromEntries(['logo.svg', 'logo-white.svg', 'favicon.svg'].map((f) => [f, asset(folder, f)])),
        };
        return Promise.resolve(chunk);
      },
    ]),
  );
  const config = createHubConfig({ ...docs, brands: {} }, SETTINGS, hostname, asset, undefined, loaders);
  return { config, loads };
}

const anyCase = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((f) => [...s].map((c, i) => (f[i] ? c.toLowerCase() : c)).join(''));
const value = fc.oneof(fc.constantFrom(...CODES).chain(anyCase), fc.string({ maxLength: 14 }), fc.constant(null));
const host = fc.oneof(
  fc.domain(),
  fc.domain().map((d) => `fvs${d}`),
  fc.constantFrom('localhost', 'fvs.localhost', 'FVS-account.example'),
);

describe('brands by code, documents as chunks (issue 57)', () => {
  it('chooses the brand that every document at hand chooses, for any host, query and stored choice', async () => {
    await fc.assert(
      fc.asyncProperty(host, value, value, async (hostname, q, stored) => {
        const whole = createHubConfig(docs, SETTINGS, hostname, asset);
        const { config, loads } = browserConfig(hostname);
        const expected = chooseBrand(whole.brands, q, stored);
        const chosen = config.brandShelf.choose(q, stored);
        expect(chosen).toBe(expected);
        expect(loads).toEqual([]);
        // Known codes are the same, so a query is accepted (and stored) alike.
        expect([...config.brands.keys()].sort()).toEqual([...whole.brands.keys()].sort());
        const shown = chosen ?? whole.whiteLabel.defaultBrand;
        await config.brandShelf.load([shown]);
        expect(config.brands.get(shown)).toEqual(whole.brands.get(shown));
        expect(loads).toEqual([shown]);
      }),
      { numRuns: 60 },
    );
  });

  it('fetches only what this white-label offers, each chunk once', async () => {
    for (const hostname of ['localhost', 'fvs.localhost']) {
      const whole = createHubConfig(docs, SETTINGS, hostname, asset);
      const { config, loads } = browserConfig(hostname);
      await Promise.all([config.brandShelf.load(CODES), config.brandShelf.load(CODES)]);
      const offered = [...whole.brands].flatMap(([c, b]) => (b ? [c] : []));
      expect([...loads].sort()).toEqual([...offered].sort());
      expect(config.brandShelf.missing(CODES)).toEqual([]);
      for (const code of CODES) expect(config.brands.get(code) ?? null).toEqual(whole.brands.get(code));
    }
  });

  it("a brand's chunk carries its document and each of its images, none of another brand's", () => {
    const module = brandChunkModule(join(ROOT, 'brands/plexus'));
    expect(module).toMatch(/^import doc from ".*\/brands\/plexus\/brand\.json";$/m);
    for (const f of ['logo.svg', 'logo-white.svg', 'favicon.svg']) expect(module).toContain(`/brands/plexus/${f}?url"`);
    expect(module).not.toMatch(/brands\/(?!plexus\/)/);
  });

  it("the entry's brand module lists each code once: drawn-first brands imported whole, the rest loaded when asked", () => {
    const { code } = brandLoadersModule(join(ROOT, 'brands'));
    const drawn = drawnFirst(join(ROOT, 'brands/white-labels'));
    for (const [folder, doc] of Object.entries(docs.brands)) {
      const chunk = `/brands/${folder}/brand.json?brand"`.replace(/[?.]/g, '\\$&');
      expect(code.split(`${JSON.stringify(doc.brand)}:`)).toHaveLength(2);
      const held = drawn.has(doc.brand) ? `^import b\\d+ from ".*${chunk};$` : `: \\(\\) => import\\(".*${chunk}\\)`;
      expect(code).toMatch(new RegExp(held, 'm'));
    }
  });

  it('a second folder with a code another has stops the build: one of the two brands would be unreachable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brand-loaders-'));
    try {
      cpSync(join(ROOT, 'brands'), join(dir, 'brands'), { recursive: true });
      cpSync(join(dir, 'brands/plexus'), join(dir, 'brands/plexus-copy'), { recursive: true });
      expect(() => brandLoadersModule(join(dir, 'brands'))).toThrow(/brand code PLEXUS/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
