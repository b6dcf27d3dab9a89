// The WebAuthn relying party of each white-label: its account host in an environment
// (brands/environments.json), so a passkey made on WBS (localhost, account.wbs.example) is never
// valid on FVS (fvs.localhost, fvs-account.wbs.example) and the other way round.
import { currentDocuments } from '../documents.js';
import { LOCAL_HOSTS } from '../config.js';
import { HttpError } from '../http-error.js';
import type { Hosts, WhiteLabelDoc } from '../../src/config/types.js';
import { relyingParties, type RelyingParty } from '../../src/domain/relying-parties.js';
import { PASSKEY_CODES } from './passkey-codes.js';
import { passkeysOffered } from '../../src/domain/feature-offers.js';

export { relyingParties, type RelyingParty };

/**
 * The relying party of the account host a call comes from (its Origin; the local stack's hosts).
 * Unlike the hand-over calls there is no default: a ceremony belongs to one white-label.
 */
export function relyingPartyOfOrigin(origin: string | undefined): RelyingParty {
  return relyingPartyAmong(LOCAL_HOSTS, Object.values(currentDocuments().whiteLabels), origin);
}

/** The relying party of `origin` among `whiteLabels` in the environment of `hosts`; refused where that white-label turns passkeys off. */
export function relyingPartyAmong(hosts: Hosts, whiteLabels: readonly WhiteLabelDoc[], origin: string | undefined): RelyingParty {
  const party = relyingParties(hosts, whiteLabels).find((rp) => rp.origin === origin);
  if (!party) throw new HttpError(403, 'Passkeys are only used from an account host', PASSKEY_CODES.notAccountHost);
  // The hub offers none there (src/domain/feature-offers.ts); a call made anyway is refused, passkeys made earlier included.
  if (!passkeysOffered(whiteLabels.find((wl) => wl.id === party.whiteLabel)!))
    throw new HttpError(403, `Passkeys are turned off for ${party.name}`, PASSKEY_CODES.off);
  return party;
}
