/** Issue 26.3: which second-factor setting applies, and which routes are offered under it. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { routeOffered, secondFactorPolicy, type SecondFactorPolicy } from '../../src/domain/second-factor-policy';
import { projectDocuments } from '../support/project';

const policy = fc.constantFrom<SecondFactorPolicy>('off', 'optional', 'required');
const maybe = fc.option(policy, { nil: undefined });
const setting = (p: SecondFactorPolicy | undefined) => (p === undefined ? {} : { secondFactor: p });

describe('second-factor policy', () => {
  it("the brand's own setting wins; else the white-label's; else optional", () => {
    fc.assert(
      fc.property(maybe, maybe, fc.boolean(), (wl, brand, noBrand) => {
        const got = secondFactorPolicy(setting(wl), noBrand ? null : setting(brand));
        expect(got).toBe((noBrand ? undefined : brand) ?? wl ?? 'optional');
      }),
    );
  });

  it('a second-factor route is offered unless the setting is off; every other route always', () => {
    fc.assert(
      fc.property(policy, fc.boolean(), (p, belongs) => {
        expect(routeOffered(belongs ? { offer: 'secondFactor' } : {}, p)).toBe(!belongs || p !== 'off');
      }),
    );
  });

  it('routes.json marks the second-factor page, and only it', () => {
    const marked = projectDocuments().routes.routes.filter((r) => r.offer === 'secondFactor');
    expect(marked.map((r) => r.path)).toEqual(['/dashboard/second-factor']);
  });
});
