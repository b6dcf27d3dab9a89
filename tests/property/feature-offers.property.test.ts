/** Issue 26.3 and 54: which second-factor setting applies, whether passkeys are offered, and which routes are offered under them. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { secondFactorPolicy, type SecondFactorPolicy } from '../../src/domain/second-factor-policy';
import { featureOffered, offersOf, routeOffered, type Feature } from '../../src/domain/feature-offers';
import { projectDocuments } from '../support/project';

const policy = fc.constantFrom<SecondFactorPolicy>('off', 'optional', 'required');
const maybe = fc.option(policy, { nil: undefined });
const maybePasskeys = fc.option(fc.boolean(), { nil: undefined });
const setting = (p: SecondFactorPolicy | undefined) => (p === undefined ? {} : { secondFactor: p });
const passkeysSetting = (p: boolean | undefined) => (p === undefined ? {} : { passkeys: p });

describe('second-factor policy', () => {
  it("the brand's own setting wins; else the white-label's; else optional", () => {
    fc.assert(
      fc.property(maybe, maybe, fc.boolean(), (wl, brand, noBrand) => {
        const got = secondFactorPolicy(setting(wl), noBrand ? null : setting(brand));
        expect(got).toBe((noBrand ? undefined : brand) ?? wl ?? 'optional');
      }),
    );
  });
});

describe('features offered', () => {
  it("passkeys follow the white-label only (false turns them off; left out, on), whatever the brand's second-factor setting", () => {
    fc.assert(
      fc.property(maybePasskeys, maybe, maybe, (pk, wl, brand) => {
        const offers = offersOf({ ...setting(wl), ...passkeysSetting(pk) }, setting(brand));
        expect(offers.passkeys).toBe(pk !== false);
        expect(offers.secondFactor).toBe(brand ?? wl ?? 'optional');
      }),
    );
  });

  it('a route that belongs to a feature is offered exactly where that feature is on; every other route always', () => {
    const feature = fc.option(fc.constantFrom<Feature>('secondFactor', 'passkeys'), { nil: undefined });
    fc.assert(
      fc.property(feature, policy, fc.boolean(), (offer, secondFactor, passkeys) => {
        const offers = { secondFactor, passkeys };
        const expected = offer === undefined ? true : offer === 'passkeys' ? passkeys : secondFactor !== 'off';
        expect(routeOffered(offer === undefined ? {} : { offer }, offers)).toBe(expected);
        if (offer) expect(featureOffered(offer, offers)).toBe(expected);
      }),
    );
  });

  it('routes.json marks the second-factor page, and only it (the passkeys live on the security page, as blocks that need them)', () => {
    const marked = projectDocuments().routes.routes.filter((r) => r.offer !== undefined);
    expect(marked.map((r) => [r.path, r.offer])).toEqual([['/dashboard/second-factor', 'secondFactor']]);
  });
});
