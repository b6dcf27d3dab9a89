// The passkey relying party of each white-label (issue 54): its account host in each environment,
// so WBS and FVS never accept each other's passkeys; and a passkey sign-in counts as a second factor.
import { describe, expect, it } from 'vitest';
import environments from '../../brands/environments.json';
import { DOCUMENTS } from '../../server/documents';
import { relyingParties, relyingPartyAmong, relyingPartyOfOrigin } from '../../server/passkeys/relying-party';
import { PASSKEY_CODES } from '../../server/passkeys/passkey-codes';
import { PASSKEY_METHOD, usedSecondFactor } from '../../server/hand-over-claims';
import { LOCAL_HOSTS, WHITE_LABEL_ORIGINS } from '../../server/config';
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

  it('a white-label with passkeys: false: its calls are refused with passkeys-off, the others still served', () => {
    const fvsOff = whiteLabels.map((wl) => (wl.id === 'fvs' ? { ...wl, passkeys: false } : wl));
    const refusal = (() => {
      try {
        relyingPartyAmong(LOCAL_HOSTS, fvsOff, WHITE_LABEL_ORIGINS.fvs);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toMatchObject({ statusCode: 403, code: PASSKEY_CODES.off, message: 'Passkeys are turned off for FVS' });
    expect(relyingPartyAmong(LOCAL_HOSTS, fvsOff, WHITE_LABEL_ORIGINS.wbs)).toMatchObject({ whiteLabel: 'wbs' });
    // The hub shows its own text for the code.
    expect(DOCUMENTS.errors.apiCodes?.[PASSKEY_CODES.off]).toBe('error.passkeys_off');
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
