/**
 * Issue 32: the hand-over never obtains or passes an email-link code for an email nobody has
 * verified (redeeming one would verify it); the custom token alone signs such an account in.
 */
import { describe, expect, it, vi } from 'vitest';
import { handOver } from '../../src/actions/api/hand-over';
import type { ApiClient, AuthUser } from '../../src/services/types';
import { fakeApi, fakeAuth, fakeServices } from '../support/fake-services';
import { actionContext } from '../support/action-context';
import { hubConfigFor } from '../support/project';

const plexus = hubConfigFor('localhost').brands.get('PLEXUS')!;

const run = (user: AuthUser) => {
  const getWithBearer = vi.fn(async (path: string) =>
    path.includes('/oobCode') ? { oobCode: 'the-oob-code' } : { customToken: 'the-token' },
  );
  const { services } = fakeServices(
    fakeAuth(user, { apiKey: 'demo-api-key' }),
    fakeApi({ getWithBearer: getWithBearer as unknown as ApiClient['getWithBearer'] }),
  );
  const ctx = actionContext(services, { query: new URLSearchParams({ redirectPath: '/projects/7' }), brand: plexus, shownBrand: plexus });
  return { result: handOver.run({ ...ctx, input: {}, data: {}, reauthCode: 'auth/requires-recent-login' }), getWithBearer };
};

const person = (emailVerified: boolean): AuthUser => ({
  uid: 'u1',
  email: 'pat@example.com',
  emailVerified,
  displayName: 'Pat',
  photoURL: null,
  phoneNumber: null,
});

describe('hand-over (spec 2 /redirect)', () => {
  it('hands a verified account over with the email-link code and the custom token', async () => {
    const { result, getWithBearer } = run(person(true));
    const to = (await result).navigate;
    expect(getWithBearer.mock.calls.map(([p]) => p).sort()).toEqual([
      '/api/v1/me/customToken?brand=PLEXUS',
      '/api/v1/me/oobCode?brand=PLEXUS',
    ]);
    if (to?.kind !== 'external') throw new Error('expected the brand login URL');
    const url = new URL(to.url);
    expect(url.searchParams.get('oobCode')).toBe('the-oob-code');
    expect(url.searchParams.get('customToken')).toBe('the-token');
  });

  it('never asks for nor passes an email-link code for an unverified email: the custom token alone', async () => {
    const { result, getWithBearer } = run(person(false));
    const to = (await result).navigate;
    expect(getWithBearer.mock.calls.map(([p]) => p)).toEqual(['/api/v1/me/customToken?brand=PLEXUS']);
    if (to?.kind !== 'external') throw new Error('expected the brand login URL');
    const url = new URL(to.url);
    expect(url.searchParams.has('oobCode')).toBe(false);
    // The spec's other parameters are unchanged.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      email: 'pat@example.com',
      customToken: 'the-token',
      mode: 'signIn',
      apiKey: 'demo-api-key',
      redirectPath: '/projects/7',
    });
  });
});
