/**
 * Passkeys' relying parties (issue 54): a white-label's relying party id is the host of its
 * account address in each environment (src/domain/relying-parties.ts). Browsers refuse an IP
 * address or a one-word name as one, offer no WebAuthn off a secure context, and two
 * white-labels with one id would accept each other's passkeys. Only white-labels that offer
 * passkeys are checked. Pure.
 */
import type { ConfigIssue } from './config-issue.js';
import type { ConfigDocuments, Hosts } from '../src/config/types';
import { passkeysOffered } from '../src/domain/feature-offers.js';
import { passkeysWorkAt, relyingPartyIdProblem } from '../src/domain/relying-parties.js';
import { PUBLIC_ENVIRONMENTS } from './check-addresses.js';
import { pointerSegment as seg } from './json-pointer.js';

type FileOf = (kind: string, key?: string) => string;

export function checkRelyingParties(docs: ConfigDocuments, fileOf: FileOf): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const file = fileOf('environments');
  const whiteLabels = Object.values(docs.whiteLabels)
    .filter(passkeysOffered)
    .sort((a, b) => a.whiteLabel.localeCompare(b.whiteLabel));
  for (const [env, hosts] of Object.entries(docs.environments.hosts as Record<string, Hosts>)) {
    const byId = new Map<string, { name: string; key: string }>();
    for (const wl of whiteLabels) {
      const value = hosts[wl.baseUrlKey];
      let url: URL;
      try {
        url = new URL(value ?? '');
      } catch {
        continue; // missing or not an address: the brand checks and the schema say so
      }
      const at = { file, pointer: `/hosts/${env}/${seg(wl.baseUrlKey)}` };
      const name = wl.whiteLabel;
      const idProblem = relyingPartyIdProblem(url.hostname);
      if (idProblem) {
        issues.push({
          ...at,
          message: `${name}'s ${env} passkeys would have the relying party id "${url.hostname}", ${idProblem}, which browsers refuse as one, so nobody could add or use a passkey there`,
          hint: `give ${name} an account address on a domain name (e.g. https://account.${name.toLowerCase()}.example${env === 'local' ? ', or http://' + name.toLowerCase() + '.localhost:5173 locally' : ''})`,
        });
        continue;
      }
      // http in production and staging is check-addresses' to report.
      if (!PUBLIC_ENVIRONMENTS.includes(env as never) && !passkeysWorkAt(url.origin)) {
        issues.push({
          ...at,
          message: `${name}'s ${env} account address "${value}" is http on a host other than localhost, where browsers offer no passkeys`,
          hint: `use https, or a name under localhost (e.g. http://${name.toLowerCase()}.localhost:${url.port || '5173'})`,
        });
        continue;
      }
      const earlier = byId.get(url.hostname);
      if (earlier) {
        issues.push({
          ...at,
          also: { file, pointer: `/hosts/${env}/${seg(earlier.key)}` },
          message: `${name} and ${earlier.name} share the ${env} relying party id "${url.hostname}", so a passkey of one would sign in on the other`,
          hint: `give each white-label an account address on a host of its own in hosts > ${env}`,
        });
        continue;
      }
      byId.set(url.hostname, { name, key: wl.baseUrlKey });
    }
  }
  return issues;
}
