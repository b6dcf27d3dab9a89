/**
 * Issue 55 section 2: the sign-in methods page reads the account's providers from the identity
 * service's lookup, not from the SDK's user, whose reload keeps providers another tab has removed.
 */
import { describe, expect, it } from 'vitest';
import type { User } from 'firebase/auth';
import { signInProviders } from '../../src/services/firebase-sign-in-methods';

const SETTINGS = { apiKey: 'k', authEmulatorUrl: 'http://127.0.0.1:9099' };
// The SDK's user as far as the lookup uses it; its reload fails here, which must not matter.
const user = {
  getIdToken: async () => 'token-1',
  providerData: [{ providerId: 'google.com' }, { providerId: 'phone' }],
} as unknown as User;

function answering(status: number, body: unknown) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

describe('signInProviders', () => {
  it("reads the account's providers from the lookup with the session's token, whatever the SDK's user still lists", async () => {
    const { fetcher, calls } = answering(200, {
      users: [{ email: 'pia@example.com', phoneNumber: '+61412345678', providerUserInfo: [{ providerId: 'phone' }] }],
    });
    expect(await signInProviders(SETTINGS, user, fetcher)).toEqual({
      email: 'pia@example.com',
      password: false,
      google: null,
      phoneNumber: '+61412345678',
    });
    expect(calls).toEqual([
      { url: 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k', body: { idToken: 'token-1' } },
    ]);
  });

  it('names Google with its address, and the password, when the account has them', async () => {
    const { fetcher } = answering(200, {
      users: [
        {
          email: 'gina@example.com',
          providerUserInfo: [{ providerId: 'google.com', email: 'gina@gmail.example' }, { providerId: 'password' }],
        },
      ],
    });
    expect(await signInProviders(SETTINGS, user, fetcher)).toEqual({
      email: 'gina@example.com',
      password: true,
      google: { email: 'gina@gmail.example' },
      phoneNumber: null,
    });
  });

  it('a refused lookup fails with an identity code, never a guess', async () => {
    const { fetcher } = answering(400, { error: { message: 'INVALID_ID_TOKEN' } });
    await expect(signInProviders(SETTINGS, user, fetcher)).rejects.toMatchObject({ code: 'auth/internal-error' });
  });
});
