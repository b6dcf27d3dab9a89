/**
 * The network a rate limit keys a client by (server/client-network.ts, issue 53 item 5): IPv4 by
 * its /24, IPv6 by its /64 however the address is written, an IPv4-mapped IPv6 address as the IPv4
 * address it carries. Compressed forms come from the URL parser (WHATWG serialisation) as well as
 * from our own writer, so the expansion is checked against an independent one.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clientNetwork } from '../../server/client-network';

const octet = fc.integer({ min: 0, max: 255 });
const ipv4 = fc.tuple(octet, octet, octet, octet);
const dotted = (parts: readonly number[]) => parts.join('.');
// Zeros often, so that "::" has runs to compress.
const group = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
const isMapped = (g: readonly number[]) => g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
const ipv6 = groups(8).filter((g) => !isMapped(g));

const full = (g: readonly number[]) => g.map((x) => x.toString(16)).join(':');
/** The URL parser's own compressed form (the longest run of zero groups as "::", lower case). */
const byUrl = (address: string) => new URL(`http://[${address}]/`).hostname.slice(1, -1);

/** Every way of writing the groups: padded upper case, and any run of zero groups as "::". */
function writings(g: readonly number[]): string[] {
  const out = [full(g), g.map((x) => x.toString(16).padStart(4, '0').toUpperCase()).join(':'), byUrl(full(g))];
  for (let start = 0; start < 8; start++)
    for (let end = start + 1; end <= 8 && g[end - 1] === 0; end++) out.push(`${full(g.slice(0, start))}::${full(g.slice(end))}`);
  return out;
}

describe('clientNetwork', () => {
  it('names the /24 of an IPv4 address and the /64 of an IPv6 one', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
  });

  it('IPv4: addresses of one /24 share a key, of different /24s do not', () => {
    fc.assert(
      fc.property(ipv4, octet, ipv4, ([a, b, c, d], e, other) => {
        expect(clientNetwork(dotted([a, b, c, d]))).toBe(clientNetwork(dotted([a, b, c, e])));
        const sameNetwork = other[0] === a && other[1] === b && other[2] === c;
        expect(clientNetwork(dotted(other)) === clientNetwork(dotted([a, b, c, d]))).toBe(sameNetwork);
      }),
    );
  });

  it('IPv4-mapped IPv6, dotted, hex, full or as the URL parser writes it, is the IPv4 address it carries', () => {
    fc.assert(
      fc.property(ipv4, ([a, b, c, d]) => {
        const v4 = clientNetwork(dotted([a, b, c, d]));
        const high = ((a << 8) | b).toString(16);
        const low = ((c << 8) | d).toString(16);
        for (const written of [
          `::ffff:${dotted([a, b, c, d])}`,
          `::FFFF:${high}:${low}`,
          `0:0:0:0:0:ffff:${dotted([a, b, c, d])}`,
          byUrl(`::ffff:${dotted([a, b, c, d])}`),
        ])
          expect(clientNetwork(written), written).toBe(v4);
      }),
    );
  });

  it('IPv6: every writing of an address has one key, with or without a zone id', () => {
    fc.assert(
      fc.property(ipv6, (g) => {
        const key = clientNetwork(full(g));
        for (const written of writings(g)) expect(clientNetwork(written), written).toBe(key);
        expect(clientNetwork(`${full(g)}%eth0`)).toBe(key);
      }),
    );
  });

  it('IPv6: addresses share a key exactly when their first 64 bits are equal, and never with an IPv4 client', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), groups(4), ipv4, (prefix, low, otherPrefix, otherLow, v4) => {
        const a = [...prefix, ...low];
        const b = [...prefix, ...otherLow];
        const c = [...otherPrefix, ...low];
        fc.pre(![a, b, c].some(isMapped));
        expect(clientNetwork(byUrl(full(a)))).toBe(clientNetwork(full(b)));
        const samePrefix = prefix.every((x, i) => x === otherPrefix[i]);
        expect(clientNetwork(full(a)) === clientNetwork(byUrl(full(c)))).toBe(samePrefix);
        expect(clientNetwork(full(a))).not.toBe(clientNetwork(dotted(v4)));
      }),
    );
  });
});
