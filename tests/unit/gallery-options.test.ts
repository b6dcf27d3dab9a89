import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_GALLERY_OPTIONS, galleryOptions, heightFor, shotName } from '../../studio/gallery-options';

describe('gallery options', () => {
  it('with no flags: the words pick shots, 1024 px English on port 5173, file names as before', () => {
    expect(galleryOptions(['plexus-sign-in', 'studio'])).toEqual({ ...DEFAULT_GALLERY_OPTIONS, words: ['plexus-sign-in', 'studio'] });
    expect(shotName('wbs-plexus-sign-in', DEFAULT_GALLERY_OPTIONS)).toBe('wbs-plexus-sign-in.png');
  });

  it('reads width, language and port in any order among the words', () => {
    expect(galleryOptions(['--locale=ar', 'sign-in', '--width=390', '--port=5774'])).toEqual({
      words: ['sign-in'],
      width: 390,
      locale: 'ar',
      port: 5774,
    });
  });

  it('refuses an unknown or malformed flag instead of taking it for a word', () => {
    for (const bad of ['--width=wide', '--locale=Arabic', '--scheme=dark', '--port=1'])
      expect(() => galleryOptions([bad]), bad).toThrow(/unknown option/);
  });

  it('names a shot by its id, then a language and a width that are not the default, so variants never overwrite each other', () => {
    const arb = fc.record({ width: fc.constantFrom(390, 1024, 1280), locale: fc.constantFrom('en', 'de', 'ar') });
    fc.assert(
      fc.property(arb, arb, (a, b) => {
        const same = a.width === b.width && a.locale === b.locale;
        expect(shotName('wbs-plexus-sign-in-dark', a) === shotName('wbs-plexus-sign-in-dark', b)).toBe(same);
        expect(shotName('wbs-plexus-sign-in-dark', a)).toMatch(/^wbs-plexus-sign-in-dark(-[a-z]{2})?(-\d+)?\.png$/);
      }),
    );
    expect(shotName('wbs-plexus-sign-in-dark', { width: 390, locale: 'ar' })).toBe('wbs-plexus-sign-in-dark-ar-390.png');
  });

  it('draws a phone-sized window below 640 px and a desktop one above', () => {
    expect(heightFor(390)).toBe(844);
    expect(heightFor(1280)).toBe(768);
  });
});
