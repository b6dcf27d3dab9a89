/**
 * The phone field's placeholder (spec 5: "an international format (+61 followed by digits)") reads
 * as an example in every language, not as a number already filled in (issue 31: placeholders are
 * not real-looking numbers; an onboarding field showing one looked prefilled).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/project';
import { localeMsg } from '../support/messages';

const LOCALES = ['en', ...readdirSync(join(ROOT, 'flows/locales')).map((f) => f.replace(/\.json$/, ''))];

describe('phone placeholder', () => {
  it.each(LOCALES)('%s: shows +61 followed by digits, marked as an example', (locale) => {
    const text = localeMsg(locale, 'ui.phone.placeholder');
    expect(text).toMatch(/\+61 \d[\d ]+\d/);
    // More than the number alone: words say it is an example.
    expect(text.replace(/\+61[\d ]+/, '').trim()).toMatch(/\p{L}/u);
  });
});
