import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { completeStep, NO_PROGRESS, onboardingStep, type OnboardingFacts, type OnboardingStep } from '../../src/flow/onboarding';
import { initialsOf, MAX_INITIALS } from '../../src/flow/initials';
import { projectDocuments } from '../support/project';

const facts = fc.record({ hasName: fc.boolean(), hasEmail: fc.boolean(), hasPhone: fc.boolean(), init: fc.boolean() });

/** Walks the guard as the person would: each shown step completes and fills in what it asks for. */
function walk(start: OnboardingFacts, setsEmail: boolean): OnboardingStep[] {
  const f = { ...start };
  let p = NO_PROGRESS;
  const seen: OnboardingStep[] = [];
  for (let i = 0; i < 10; i++) {
    const step = onboardingStep(f, p);
    if (!step) break;
    seen.push(step);
    const emailJustSet = step === 'emailPassword' && !f.hasEmail && setsEmail;
    if (step === 'name') f.hasName = true;
    if (emailJustSet) f.hasEmail = true;
    p = completeStep(p, step, { emailJustSet });
  }
  return seen;
}

describe('onboarding guard (spec 2)', () => {
  it('shows steps in spec order, each only when its data is missing or the setup flag asks, and ends', () => {
    fc.assert(
      fc.property(facts, fc.boolean(), (f, setsEmail) => {
        const seen = walk(f, setsEmail);
        const expected: OnboardingStep[] = [];
        if (!f.hasName) expected.push('name');
        if (!f.hasEmail || f.init) expected.push('emailPassword');
        if (f.init && !f.hasPhone) expected.push('phone');
        if (!f.hasEmail && setsEmail) expected.push('allDone');
        expect(seen).toEqual(expected);
      }),
    );
  });

  it('a complete account without the setup flag goes straight to the page', () => {
    expect(onboardingStep({ hasName: true, hasEmail: true, hasPhone: false, init: false }, NO_PROGRESS)).toBeNull();
  });

  it('every step the guard can show exists in flows/onboarding.json', () => {
    const flow = projectDocuments().flows.onboarding!;
    for (const s of ['name', 'emailPassword', 'phone', 'allDone']) expect(Object.keys(flow.steps)).toContain(s);
  });
});

describe('avatar initials (spec 2, 9)', () => {
  it('are the first letters of up to two name words, upper-cased', () => {
    const word = fc.stringMatching(/^[a-zA-Z][a-zA-Z'-]{0,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), fc.constantFrom(' ', '  ', '\t'), (words, sep) => {
        const out = initialsOf(` ${words.join(sep)} `);
        expect(out).toBe(words.slice(0, MAX_INITIALS).map((w) => w[0]!.toUpperCase()).join(''));
        expect(out.length).toBeLessThanOrEqual(MAX_INITIALS);
      }),
    );
    expect(initialsOf(null)).toBe('');
    expect(initialsOf('   ')).toBe('');
  });
});
