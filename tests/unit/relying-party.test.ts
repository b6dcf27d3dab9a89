// The passkey relying party of each white-label (issue 54): its account host in each environment,
// so WBS and FVS never accept each other's passkeys; and a passkey sign-in counts as a second factor.
import { describe, expect, it } from 'vitest';
import environments from '../../brands/environments.json';
import { DOCUMENTS } from '../../server/documents';
import { relyingParties, relyingPartyOfOrigin } from '../../server/passkeys/relying-party';
import { PASSKEY_METHOD, usedSecondFactor } from '../../server/hand-over-claims';
import { WHITE_LABEL_ORIGINS } from '../../server/config';
import type { Hosts } from '../../src/config/types';

const whiteLabels = Object.values(DOCUMENTS.whiteLabels);

describe('relying parties', () => {
  it('production: each white-label’s account host', () => {
    const parties = relyingParties(environments.hosts.production, whiteLabels);
    expect(
      parties.map(({ whiteLabel, rpID, origin }) => ({ whiteLabel, rpID, origin })).sort((a, b) => a.rpID.localeCompare(b.rpID)),
    ).toEqual([
      { whiteLabel: 'wbs', rpID: 'account.wbs.example', origin: 'https://account.wbs.example' },
      { whiteLabel: 'fvs', rpID: 'fvs-account.wbs.example', origin: 'https://fvs-account.wbs.example' },
    ]);
  });

  it('locally: localhost for WBS, fvs.localhost for FVS, by the Origin of the call', () => {
    expect(relyingPartyOfOrigin(WHITE_LABEL_ORIGINS.wbs)).toMatchObject({ whiteLabel: 'wbs', rpID: 'localhost', name: 'WBS' });
    expect(relyingPartyOfOrigin(WHITE_LABEL_ORIGINS.fvs)).toMatchObject({ whiteLabel: 'fvs', rpID: 'fvs.localhost', name: 'FVS' });
    expect(() => relyingPartyOfOrigin(undefined)).toThrow('Passkeys are only used from an account host');
  });

  it('every environment gives every white-label its own relying party id', () => {
    for (const hosts of Object.values(environments.hosts)) {
      const ids = relyingParties(hosts as Hosts, whiteLabels).map((rp) => rp.rpID);
      expect(new Set(ids).size).toBe(whiteLabels.length);
    }
  });
});

describe('a passkey sign-in', () => {
  it('counts as a second factor; a password alone does not', () => {
    expect(usedSecondFactor([PASSKEY_METHOD])).toBe(true);
    expect(usedSecondFactor(['password'])).toBe(false);
    expect(usedSecondFactor(['password', 'second-factor:phone'])).toBe(true);
  });
});
