// The network a client calls from, as the rate limits key it: one subscriber usually holds a
// whole IPv4 /24 or IPv6 /64 (an IPv6 host picks new addresses inside its /64 at will), so a
// limit keyed by the single address is a fresh bucket per address (probe RL4, issue 53 item 5).
import { isIPv4, isIPv6 } from 'node:net';

/** "a.b.c.0/24" for IPv4 (also written as IPv4-mapped IPv6), "g1:g2:g3:g4::/64" for IPv6; anything else as given. */
export function clientNetwork(ip: string): string {
  const address = ip.trim().replace(/%.*$/, ''); // a zone id (fe80::1%eth0) names the interface, not the network
  if (isIPv4(address)) return ipv4Network(address);
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address.toLowerCase());
  // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket: the same network as a.b.c.d.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.0/24`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

function ipv4Network(address: string): string {
  return `${address.split('.').slice(0, 3).map(Number).join('.')}.0/24`;
}

/** The eight 16-bit groups of a valid IPv6 address (node:net checked it): "::" expanded, a trailing dotted IPv4 as two groups. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  const hex = dotted
    ? address.slice(0, -dotted.length) +
      dotted.split('.').reduce((text, part, i) => text + (i === 2 ? ':' : '') + Number(part).toString(16).padStart(2, '0'), '')
    : address;
  const [head = '', tail] = hex.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
