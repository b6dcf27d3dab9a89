/**
 * Issue 54, validate's relying-party rule (src/domain/relying-parties.ts): browsers take a domain
 * name or localhost as a passkey's relying party id, never an IP address or a one-word name, and
 * offer passkeys only on https or on localhost.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passkeysWorkAt, relyingPartyIdProblem } from '../../src/domain/relying-parties';

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/).filter((l) => !l.startsWith('xn--') && l !== 'localhost');
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'example', 'localhost', 'io'))
  .map(([ls, tld]) => `${ls.join('.')}.${tld}`);
const ipv4 = fc.tuple(...Array.from({ length: 4 }, () => fc.integer({ min: 0, max: 255 }))).map((ns) => ns.join('.'));

describe('relying party ids', () => {
  it('a domain name or localhost is taken', () => {
    fc.assert(
      fc.property(domain, (host) => {
        expect(relyingPartyIdProblem(new URL(`https://${host}`).hostname)).toBeNull();
      }),
    );
    expect(relyingPartyIdProblem('localhost')).toBeNull();
  });

  it('an IP address is refused, as the host of an address gives it', () => {
    fc.assert(
      fc.property(ipv4, (ip) => {
        expect(relyingPartyIdProblem(new URL(`https://${ip}`).hostname)).toBe('an IP address');
      }),
    );
    expect(relyingPartyIdProblem(new URL('https://[::1]:5173').hostname)).toBe('an IP address');
  });

  it('a one-word name other than localhost is refused', () => {
    fc.assert(
      fc.property(label, (word) => {
        expect(relyingPartyIdProblem(word)).toBe('a name with no dot');
      }),
    );
  });

  it('passkeys work on https anywhere, and on http only under localhost', () => {
    fc.assert(
      fc.property(domain, fc.boolean(), (host, secure) => {
        const under = host === 'localhost' || host.endsWith('.localhost');
        expect(passkeysWorkAt(`${secure ? 'https' : 'http'}://${host}`)).toBe(secure || under);
      }),
    );
  });
});
