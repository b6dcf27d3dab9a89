/**
 * The WebAuthn relying party of each white-label (issue 54): the host of its account address in
 * an environment, so WBS and FVS never accept each other's passkeys. The API serves them
 * (server/passkeys/relying-party.ts) and validate checks that browsers take them. Pure.
 */
import { hostOf } from '../brand/resolve-brand.js';
import type { Hosts, WhiteLabelDoc } from '../config/types.js';

export interface RelyingParty {
  whiteLabel: string;
  /** Shown by the browser when a passkey is made. */
  name: string;
  /** The account host's name: the relying party id. */
  rpID: string;
  /** The only origin whose ceremonies count. */
  origin: string;
}

/** Every white-label's relying party in the environment of `hosts`. */
export function relyingParties(hosts: Hosts, whiteLabels: readonly WhiteLabelDoc[]): RelyingParty[] {
  return whiteLabels.map((wl) => {
    const url = new URL(hostOf(hosts, wl.baseUrlKey));
    return { whiteLabel: wl.id, name: wl.whiteLabel, rpID: url.hostname, origin: url.origin };
  });
}

/** Why browsers refuse `rpID` as a relying party id, or null: they take a domain name (localhost included), never an IP address or a one-word name. */
export function relyingPartyIdProblem(rpID: string): string | null {
  if (/^\d+(\.\d+){3}$/.test(rpID) || rpID.startsWith('[')) return 'an IP address';
  if (rpID !== 'localhost' && !rpID.includes('.')) return 'a name with no dot';
  return null;
}

/** Whether passkeys work at `origin` at all: browsers offer WebAuthn only in a secure context (https, or http on localhost). */
export function passkeysWorkAt(origin: string): boolean {
  const { protocol, hostname } = new URL(origin);
  return protocol === 'https:' || hostname === 'localhost' || hostname.endsWith('.localhost');
}
