/**
 * The address a studio frame takes from its parent's message (studio/preview-address.ts): whatever
 * the message holds, the frame stays on its own page and origin; it only ever changes its query.
 * The oracle is the URL parser: what the browser would make of the address on the frame's origin.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isDocumentFile, isPreviewAddress } from '../../studio/preview-address';

const ORIGIN = 'http://localhost:5173';
/** Pieces an address that tries to leave the page would be made of. */
const piece = fc.constantFrom('/', '\\', '//', '/__preview', '?', '#', '@', ':', 'evil.example', '%2f', '..', ' ', '\t', '\n', 'a=b', '&');
const address = fc.oneof(
  fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.array(piece, { maxLength: 6 }).map((parts) => `/__preview?${parts.join('')}`),
  fc.string(),
);

describe('isPreviewAddress', () => {
  it('what it accepts keeps the frame on its own page and origin, whatever the query', () => {
    fc.assert(
      fc.property(address, (a) => {
        if (!isPreviewAddress(a)) return;
        const url = new URL(a, `${ORIGIN}/__preview?scene=sign-in`);
        expect(url.origin).toBe(ORIGIN);
        expect(url.pathname).toBe('/__preview');
      }),
      { numRuns: 2000 },
    );
  });

  it("takes the studio's own addresses, and refuses other pages, origins and what is not a string", () => {
    expect(isPreviewAddress('/__preview?scene=sign-in&wl=wbs&brand=plexus&locale=ar')).toBe(true);
    expect(isPreviewAddress('/__preview?scene=profile&wl=fvs&brand=ELUMEN&scheme=dark')).toBe(true);
    for (const refused of [
      '/sign-in',
      '//evil.example/__preview?x',
      'http://evil.example/__preview?x',
      '/__previewx?y',
      '/__preview',
      '/__preview? x',
      1,
      null,
      {},
    ])
      expect(isPreviewAddress(refused), String(refused)).toBe(false);
  });
});

describe('isDocumentFile', () => {
  it("names the project's documents, by the absolute path Vite gives a reload's cause, and no code", () => {
    for (const file of [
      '/tmp/dev-server-x/brands/plexus/brand.json',
      '/repo/flows/messages.json',
      'C:\\repo\\schemas\\forms\\otp.json',
      '/repo/brands/nimbus/logo.svg',
    ])
      expect(isDocumentFile(file), file).toBe(true);
    for (const file of [
      '/repo/src/main.tsx',
      '/repo/src/generated/forms/otp.validator.js',
      '/repo/studio/preview.tsx',
      '/repo/brands',
      undefined,
      7,
    ])
      expect(isDocumentFile(file), String(file)).toBe(false);
  });
});
