/**
 * A platform authenticator in Chromium (CDP WebAuthn domain, MACHINE-NOTES): resident keys and user
 * verification, answering every prompt at once, as a phone or laptop with a fingerprint would.
 */
import type { CDPSession } from '@playwright/test';

export async function addVirtualAuthenticator(cdp: CDPSession): Promise<string> {
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}
