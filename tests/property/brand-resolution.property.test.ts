import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptBrandCode as accept, chooseBrand, resolveWhiteLabel } from '../../src/brand/resolve-brand';
import { hubConfigFor, projectDocuments } from '../support/project';
import { createHubConfig } from '../../src/config/hub-config';

/** The codes of the project's brand folders (whatever they are today). */
const BRAND_CODES = Object.values(projectDocuments().brands).map((d) => d.brand);
const acceptBrandCode = (value: string | null | undefined) => accept(value, BRAND_CODES);

const whiteLabels = () => Object.values(projectDocuments().whiteLabels);
const anyCase = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((flags) => [...s].map((c, i) => (flags[i] ? c.toLowerCase() : c.toUpperCase())).join(''));

describe('brand query acceptance (spec 5)', () => {
  it('accepts every known code in any letter case, upper-cased', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BRAND_CODES).chain((code) => anyCase(code).map((v) => [code, v] as const)),
        ([code, value]) => {
          expect(acceptBrandCode(value)).toBe(code);
        },
      ),
    );
  });

  it('rejects anything that is not a known code once upper-cased', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        fc.pre(!(BRAND_CODES as readonly string[]).includes(value.toUpperCase()));
        expect(acceptBrandCode(value)).toBeNull();
      }),
    );
    expect(acceptBrandCode(null)).toBeNull();
    expect(acceptBrandCode(' plexus')).toBeNull();
  });
});

describe('white-label from host (spec 1)', () => {
  it('a host starting with fvs selects FVS, any other host the default WBS', () => {
    fc.assert(
      fc.property(fc.domain(), fc.boolean(), (domain, fvs) => {
        const host = fvs ? `fvs${domain}` : domain;
        const expected = host.toLowerCase().startsWith('fvs') ? 'FVS' : 'WBS';
        expect(resolveWhiteLabel(whiteLabels(), host).whiteLabel).toBe(expected);
      }),
    );
    expect(resolveWhiteLabel(whiteLabels(), 'FVS.localhost').whiteLabel).toBe('FVS');
    expect(resolveWhiteLabel(whiteLabels(), 'localhost').whiteLabel).toBe('WBS');
  });
});

describe('brands per white-label', () => {
  const wbs = hubConfigFor('localhost');
  const fvs = hubConfigFor('fvs.localhost');

  it('WBS has every brand; FVS only Plexus and EMIoT (the rest are null)', () => {
    expect([...wbs.brands.values()].every((b) => b !== null)).toBe(true);
    expect(
      [...fvs.brands.entries()]
        .filter(([, b]) => b)
        .map(([c]) => c)
        .sort(),
    ).toEqual(['EMIOT', 'PLEXUS']);
  });

  it("a brand's app icon is its own asset; without one the applications page shows the logo (issue 31)", () => {
    expect(wbs.brands.get('PLEXUS')?.appIconUrl).toBe('/assets/plexus/favicon.svg');
    const docs = structuredClone(projectDocuments());
    delete docs.brands.plexus!.appIcon;
    const without = createHubConfig(docs, { VITE_LOCAL_STACK: 'true' }, 'localhost', (folder, file) => `/assets/${folder ?? '_'}/${file}`);
    expect(without.brands.get('PLEXUS')?.appIconUrl).toBeNull();
    expect(without.brands.get('PLEXUS')?.logoUrl).toBe('/assets/plexus/logo.svg');
  });

  it('slogans and display names are the spec table word for word', () => {
    const slogan = (code: (typeof BRAND_CODES)[number]) => wbs.brands.get(code)?.slogan;
    expect(slogan('ELUMEN')).toBe("Let's get you ready to test differently.");
    expect(slogan('PLEXUS')).toBe("Get to your building's digital twin.");
    expect(slogan('EMIOT')).toBe('Emergency Lighting Simplified.');
    expect(slogan('WBS')).toBe('Australian Design. World Class Engineering.');
    expect(slogan('EMIOT_MOBILE')).toBeNull();
    expect(slogan('ELUMEN_MOBILE')).toBeNull();
  });

  it('login destinations follow the spec table, FVS brands use the FVS hosts', () => {
    const hosts = wbs.env.hosts;
    const login = (c: (typeof BRAND_CODES)[number], cfg = wbs) => cfg.brands.get(c)?.loginUrl;
    expect(login('ELUMEN')).toBe(`${hosts.elumifyUrl}/login`);
    expect(login('PLEXUS')).toBe(`${hosts.plexusFrontendUrl}/login`);
    expect(login('EMIOT')).toBe(`${hosts.emiotFrontendUrl}/magic-login`);
    expect(login('WBS')).toBe(`${hosts.emiotFrontendUrl}/magic-login`);
    expect(login('EMIOT_MOBILE')).toBe(`${hosts.emiotMobileUrl}/handleLogin`);
    expect(login('ELUMEN_MOBILE')).toBe(`${hosts.elumenMobileUrl}/handleLogin`);
    expect(login('PLEXUS', fvs)).toBe(`${hosts.fvsPlexusUrl}/login`);
    expect(login('EMIOT', fvs)).toBe(`${hosts.fvsEMIoTUrl}/magic-login`);
  });

  it("each white-label's baseUrl is its own account host (spec 3, 4) in every environment", () => {
    for (const settings of [{}, { VITE_ENVIRONMENT: 'staging' }, { VITE_LOCAL_STACK: 'true' }] as Record<string, string>[]) {
      const hosts = hubConfigFor('localhost', settings).env.hosts;
      expect(hubConfigFor('account.example', settings).accountUrl).toBe(hosts.baseUrl);
      expect(hubConfigFor('fvs-account.example', settings).accountUrl).toBe(hosts.fvsBaseUrl);
      expect(hosts.baseUrl).not.toBe(hosts.fvsBaseUrl);
    }
  });

  it('every brand login URL stays on its base URL origin', () => {
    for (const cfg of [wbs, fvs, hubConfigFor('localhost', {}), hubConfigFor('fvs.x', { VITE_ENVIRONMENT: 'staging' })]) {
      for (const b of cfg.brands.values()) if (b) expect(new URL(b.loginUrl).origin).toBe(new URL(b.baseUrl).origin);
    }
  });

  it('the chosen brand is always one the white-label has (query first, then storage)', () => {
    const value = fc.oneof(fc.constantFrom(...BRAND_CODES).chain(anyCase), fc.string({ maxLength: 12 }), fc.constant(null));
    fc.assert(
      fc.property(fc.boolean(), value, value, (isFvs, q, stored) => {
        const cfg = isFvs ? fvs : wbs;
        const chosen = chooseBrand(cfg.brands, q, stored);
        if (chosen === null) {
          expect(acceptBrandCode(q) && cfg.brands.get(acceptBrandCode(q)!)).toBeFalsy();
          expect(acceptBrandCode(stored) && cfg.brands.get(acceptBrandCode(stored)!)).toBeFalsy();
        } else {
          expect(cfg.brands.get(chosen)).toBeTruthy();
          const fromQuery = acceptBrandCode(q);
          if (fromQuery && cfg.brands.get(fromQuery)) expect(chosen).toBe(fromQuery);
        }
      }),
    );
  });
});
