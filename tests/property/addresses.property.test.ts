/**
 * The address rule of validate (validate/check-addresses.ts): a production or staging
 * address that sign-in credentials travel to is https and public.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { privateHostReason, publicAddressProblem } from '../../validate/check-addresses';

const octet = fc.integer({ min: 0, max: 255 });
// Not xn--: such a label is punycode, and most strings after it are not (new URL refuses
// "xn--a.a0.com", a counterexample fast-check found after ~5000 runs).
const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/).filter((l) => !l.startsWith('xn--'));
const tld = fc.constantFrom('com', 'com.au', 'example', 'io', 'net');
/** A public DNS name: labels under a public suffix. */
const publicName = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([ls, t]) => `${ls.join('.')}.${t}`);
const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined });
const withPort = (host: string, p: number | undefined) => (p === undefined ? host : `${host}:${p}`);

/** IPv4 addresses of the ranges that never reach a brand. */
const privateV4 = fc.oneof(
  fc.tuple(octet, octet, octet).map(([b, c, d]) => `10.${b}.${c}.${d}`),
  fc.tuple(fc.integer({ min: 16, max: 31 }), octet, octet).map(([b, c, d]) => `172.${b}.${c}.${d}`),
  fc.tuple(octet, octet).map(([c, d]) => `192.168.${c}.${d}`),
  fc.tuple(octet, octet, octet).map(([b, c, d]) => `127.${b}.${c}.${d}`),
  fc.tuple(octet, octet).map(([c, d]) => `169.254.${c}.${d}`),
);
const isPrivateV4 = ([a, b]: number[]) =>
  a === 10 ||
  a === 127 ||
  a === 0 ||
  (a === 172 && b! >= 16 && b! <= 31) ||
  (a === 192 && b === 168) ||
  (a === 169 && b === 254) ||
  (a === 100 && b! >= 64 && b! <= 127);

describe('addresses credentials travel to (production, staging)', () => {
  it('accepts https on a public name, with or without a port or path', () => {
    fc.assert(
      fc.property(publicName, port, fc.constantFrom('', '/', '/login'), (host, p, path) => {
        expect(publicAddressProblem(`https://${withPort(host, p)}${path}`)).toBeNull();
      }),
    );
  });

  it('refuses http anywhere', () => {
    fc.assert(
      fc.property(publicName, port, (host, p) => {
        expect(publicAddressProblem(`http://${withPort(host, p)}`)).toMatch(/unencrypted/);
      }),
    );
  });

  it('refuses localhost and its subdomains, whatever the scheme', () => {
    fc.assert(
      fc.property(fc.array(label, { maxLength: 2 }), fc.constantFrom('http', 'https'), port, (ls, scheme, p) => {
        const host = [...ls, 'localhost'].join('.');
        expect(publicAddressProblem(`${scheme}://${withPort(host, p)}`)).toMatch(/localhost/);
      }),
    );
  });

  it('refuses loopback, private and link-local IPv4, and accepts other IPv4 over https', () => {
    fc.assert(
      fc.property(privateV4, port, (ip, p) => {
        expect(publicAddressProblem(`https://${withPort(ip, p)}`)).not.toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.tuple(octet, octet, octet, octet), (parts) => {
        fc.pre(!isPrivateV4(parts));
        expect(privateHostReason(parts.join('.'))).toBeNull();
      }),
    );
  });

  it('refuses loopback, unique-local and link-local IPv6', () => {
    const hex = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    fc.assert(
      fc.property(fc.constantFrom('fc', 'fd', 'fe8', 'fe9', 'fea', 'feb'), hex, hex, (prefix, a, b) => {
        const host = `${prefix}${'0'.repeat(4 - prefix.length)}::${a}:${b}`;
        expect(publicAddressProblem(`https://[${host}]`)).not.toBeNull();
      }),
    );
    expect(publicAddressProblem('https://[::1]:8443')).toMatch(/loopback/);
    expect(publicAddressProblem('https://[2001:db8::1]')).toBeNull();
  });
});
