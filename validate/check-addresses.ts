/**
 * Where credentials travel (issue 29). The hand-over sends one-time sign-in credentials to a
 * brand's address, so:
 * - production and staging addresses are https and public: a value pasted from the local
 *   environment (localhost, 127.0.0.1, a private network address) would send them to a machine
 *   that is not the brand, and http would send them in the clear;
 * - no two brands resolve to one application, unless a brand says so on purpose
 *   ("sharesApplicationWith"): a copied brand folder that kept its neighbour's hostKey would sign
 *   people in to the wrong application.
 * Pure.
 */
import { conflictOrder, type ConfigIssue, type IssuePlace } from './config-issue.js';
import type { ConfigDocuments } from '../src/config/types';
import { whiteLabelBrands } from '../src/brand/resolve-brand.js';
import { pointerSegment as seg } from './json-pointer.js';

type FileOf = (kind: string, key?: string) => string;

/** One brand of a white-label and where its hostKey is written. */
type Side = IssuePlace & { code: string; folder: string; hostKey: string };

/** Environments whose builds reach people. */
export const PUBLIC_ENVIRONMENTS = ['production', 'staging'] as const;

/** Host fields that are not addresses. */
const NOT_ADDRESSES = ['posthogKey'];

/** An IPv4 literal's four numbers, or null. */
function ipv4(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((n) => n <= 255) ? parts : null;
}

/** Why a host is not a public one (loopback, private, link-local, this machine), or null. */
export function privateHostReason(hostname: string): string | null {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'names localhost (this machine)';
  if (host.endsWith('.local') || host.endsWith('.internal')) return 'names a local-network name';
  const v4 = ipv4(host);
  if (v4) {
    const [a = 0, b = 0] = v4;
    if (a === 127) return 'is a loopback address (this machine)';
    if (a === 0) return 'is an unspecified address (this machine)';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'is a private network address';
    if (a === 169 && b === 254) return 'is a link-local address';
    if (a === 100 && b >= 64 && b <= 127) return 'is a shared (carrier-grade NAT) address';
    return null;
  }
  if (host.includes(':')) {
    if (host === '::1' || host === '::') return 'is a loopback address (this machine)';
    if (/^f[cd][0-9a-f]{0,2}:/.test(host)) return 'is a private network address';
    if (/^fe[89ab][0-9a-f]?:/.test(host)) return 'is a link-local address';
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (mapped?.[1]) return privateHostReason(mapped[1]);
  }
  return null;
}

/** What is wrong with an address people's credentials may be sent to, or null when it is https and public. */
export function publicAddressProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an address';
  }
  const reason = privateHostReason(url.hostname);
  if (reason) return `${reason}, so people's sign-in credentials would not reach the brand`;
  if (url.protocol !== 'https:') return `uses ${url.protocol.replace(/:$/, '')}, so sign-in credentials would travel unencrypted`;
  return null;
}

export function checkAddresses(docs: ConfigDocuments, fileOf: FileOf, changed: ReadonlySet<string> = new Set()): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const envFile = fileOf('environments');
  const hosts = docs.environments.hosts as Record<string, Record<string, string>>;
  for (const env of PUBLIC_ENVIRONMENTS) {
    for (const [key, value] of Object.entries(hosts[env] ?? {})) {
      if (NOT_ADDRESSES.includes(key)) continue;
      const problem = publicAddressProblem(value);
      if (problem)
        issues.push({
          file: envFile,
          pointer: `/hosts/${env}/${seg(key)}`,
          message: `the ${env} address "${value}" ${problem}`,
          hint: `write the public https address the ${env} application answers on, e.g. https://${key.replace(/Url$|BaseUrl$/i, '').toLowerCase() || 'app'}.example.com (local addresses belong under hosts > local)`,
        });
    }
    const firebase = docs.environments.firebase[env] as { authEmulatorUrl?: string };
    if (firebase.authEmulatorUrl !== undefined)
      issues.push({
        file: envFile,
        pointer: `/firebase/${env}/authEmulatorUrl`,
        message: `${env} builds would sign people in against the Auth Emulator at ${firebase.authEmulatorUrl}, not the real identity project`,
        hint: `remove "authEmulatorUrl" from firebase > ${env}; only firebase > local uses the emulator`,
      });
  }

  // One application per brand, in every environment and white-label.
  const reported = new Set<string>();
  // Brand folders by code, once (a duplicate code is reported by the brand checks).
  const folderOf = new Map(Object.entries(docs.brands).map(([folder, d]) => [d.brand, folder] as const));
  const shares = (a: string, b: string) =>
    docs.brands[folderOf.get(a) ?? '']?.sharesApplicationWith === b || docs.brands[folderOf.get(b) ?? '']?.sharesApplicationWith === a;
  for (const [env, envHosts] of Object.entries(hosts)) {
    for (const [wlKey, wl] of Object.entries(docs.whiteLabels)) {
      /** Each address's first brand: its code, folder, hostKey and where that hostKey is written. */
      const byOrigin = new Map<string, Side>();
      for (const entry of whiteLabelBrands(wl)) {
        const folder = folderOf.get(entry.brand);
        const brand = folder ? docs.brands[folder] : undefined;
        if (!folder || !brand) continue; // an unknown code is reported by the brand checks
        const hostKey = entry.hostKey ?? brand.hostKey;
        const value = envHosts[hostKey];
        if (value === undefined) continue; // a missing host is reported by the brand checks
        let origin: string;
        try {
          origin = new URL(value).origin;
        } catch {
          continue; // not an address: the schema says so
        }
        // A hostKey is written in the brand's white-label entry, else in its own document.
        const name = Object.keys(wl.brands).find((n) => wl.brands[n]?.brand === entry.brand) ?? '';
        const side: Side =
          entry.hostKey !== undefined
            ? { file: fileOf('whiteLabel', wlKey), pointer: `/brands/${seg(name)}/hostKey`, code: entry.brand, folder, hostKey }
            : { file: fileOf('brand', folder), pointer: '/hostKey', code: entry.brand, folder, hostKey };
        const earlier = byOrigin.get(origin);
        if (!earlier) {
          byOrigin.set(origin, side);
          continue;
        }
        const pair = [earlier.code, entry.brand].sort().join('+');
        if (earlier.code === entry.brand || shares(earlier.code, entry.brand) || reported.has(pair)) continue;
        reported.add(pair);
        // One hostKey named by both: told where each names it, the copied one first. Two keys with one address: at both addresses.
        const sameKey = earlier.hostKey === hostKey;
        const [a, b] = sameKey ? conflictOrder(side, earlier, changed) : [side, earlier];
        const at = (s: Side): IssuePlace => (sameKey ? s : { file: envFile, pointer: `/hosts/${env}/${seg(s.hostKey)}` });
        issues.push({
          ...at(a),
          also: at(b),
          message: `${a.code} and ${b.code} both resolve to ${origin} (${env}), so people choosing one would be signed in to the other's application`,
          hint: sameKey
            ? `give ${a.code} its own "hostKey" (a copied brand folder keeps its neighbour's), or, if they share one application on purpose, add "sharesApplicationWith": "${b.code}" to brands/${a.folder}/brand.json`
            : `give "${a.hostKey}" its own address in hosts > ${env}, or, if they share one application on purpose, add "sharesApplicationWith": "${b.code}" to brands/${a.folder}/brand.json`,
        });
      }
    }
  }
  return issues;
}
