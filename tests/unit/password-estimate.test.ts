// Issue 55 section 4: the strength meter's estimator judges with the common and English
// dictionaries, and with German words for a person reading German (@zxcvbn-ts/language-de).
import { describe, expect, it } from 'vitest';
import { dictionary as german } from '@zxcvbn-ts/language-de';
import { createEstimate } from '../../src/domain/password-estimate';

describe('createEstimate', () => {
  const english = createEstimate();
  const withGerman = createEstimate(german);

  it('scores a leaked password 0 and a long unusual one 4', () => {
    for (const leaked of ['password1', 'qwerty123', 'iloveyou']) expect(english(leaked), leaked).toBe(0);
    expect(english('quiet-Ember-lantern-91')).toBe(4);
  });

  it("rates a password built on the person's own email or name lower", () => {
    const own = 'pat.quartermain1958';
    expect(english(own, ['pat.quartermain@example.com', 'pat.quartermain', 'Pat Quartermain'])).toBeLessThan(english(own));
  });

  it('knows German words only with the German dictionary', () => {
    expect(english('schmetterling')).toBeGreaterThan(withGerman('schmetterling'));
  });

  it('judges only the first 100 characters, so a pasted novel costs no more than a long password', () => {
    const long = `quiet-Ember-lantern-91${'x'.repeat(5000)}`;
    expect(english(long)).toBe(english(long.slice(0, 100)));
  });
});
