/**
 * Issue 54, the hub's passkey actions on fake services: a closed browser prompt is a calm code,
 * the API's refusals keep their catalogue texts (a public 401 is not the session's end), and the
 * API's "sign in again first" becomes the hub's re-authentication step.
 */
import { describe, expect, it, vi } from 'vitest';
import { runAction } from '../../src/actions/run-action';
import { ApiError } from '../../src/errors/hub-error';
import type { ApiClient, PasskeyDevice } from '../../src/services/types';
import { fakeApi, fakeAuth, fakePasskeys, fakeServices } from '../support/fake-services';
import { actionContext, SHOWN_BRAND } from '../support/action-context';
import { projectDocuments } from '../support/project';
import { deviceName } from '../../src/services/passkey-device';
import { AUTHENTICATION_OPTIONS, offerPasskeyAutofill } from '../../src/actions/passkeys/passkey-autofill';

const docs = projectDocuments();
const opts = { errors: docs.errors };

function run(name: string, api: Partial<ApiClient>, passkeys: Partial<PasskeyDevice> = {}, data = {}, input = {}) {
  const signInWithCustomToken = vi.fn(async () => ({ uid: 'u1' }));
  const { services } = fakeServices(fakeAuth(null, { signInWithCustomToken } as never), fakeApi(api));
  const ctx = actionContext({ ...services, passkeys: fakePasskeys(passkeys) }, { data, input });
  return { outcome: runAction(name, ctx, opts), signInWithCustomToken };
}

const named = (name: string) => Object.assign(new Error(name), { name });
const answering = <T>(value: T) => (async () => value) as never;
const refusing = (status: number, code: string) => (async () => Promise.reject(new ApiError(status, 'refused', code))) as never;

describe('auth.signInWithPasskey', () => {
  it('signs in with the custom token the API answers for the assertion', async () => {
    const postPublic = vi.fn(async (path: string) => (path.endsWith('/options') ? { challenge: 'c' } : { customToken: 'the-token' }));
    const { outcome, signInWithCustomToken } = run(
      'auth.signInWithPasskey',
      { postPublic: postPublic as never },
      { authenticate: answering({ id: 'cred' }) },
    );
    expect(await outcome).toEqual({ ok: true });
    expect(postPublic.mock.calls[1]).toEqual(['/api/v1/passkeys/authentication/verify', { response: { id: 'cred' } }]);
    expect(signInWithCustomToken).toHaveBeenCalledWith('the-token');
  });

  it.each(['NotAllowedError', 'AbortError'])('a prompt closed (%s) ends with the calm code, and nothing is verified', async (error) => {
    const postPublic = vi.fn(answering({ challenge: 'c' }));
    const { outcome } = run('auth.signInWithPasskey', { postPublic }, { authenticate: () => Promise.reject(named(error)) });
    expect(await outcome).toMatchObject({ ok: false, code: 'hub.passkey_cancelled', message: { key: 'hub.passkey_cancelled' } });
    expect(postPublic).toHaveBeenCalledTimes(1);
  });

  it("a passkey the API no longer knows (401) shows the catalogue's text and does not end the session", async () => {
    const postPublic = vi.fn(async (path: string) =>
      path.endsWith('/options') ? { challenge: 'c' } : Promise.reject(new ApiError(401, 'Unknown passkey', 'passkey-unknown')),
    );
    const { outcome } = run('auth.signInWithPasskey', { postPublic: postPublic as never }, { authenticate: answering({}) });
    expect(await outcome).toEqual({
      ok: false,
      code: null,
      message: { key: 'error.passkey_unknown', params: expect.anything() as unknown },
    });
  });
});

describe('passkey autofill', () => {
  it('a passkey picked in the autofill is verified by the next passkey sign-in, with no second prompt or challenge', async () => {
    const postPublic = vi.fn(async (path: string) => (path.endsWith('/options') ? { challenge: 'c' } : { customToken: 'the-token' }));
    const signInWithCustomToken = vi.fn(async () => ({ uid: 'u1' }));
    const { services } = fakeServices(fakeAuth(null, { signInWithCustomToken } as never), fakeApi({ postPublic: postPublic as never }));
    const autofill = vi.fn(async (options: () => Promise<unknown>) => ({ picked: await options() }));
    const all = { ...services, passkeys: fakePasskeys({ autofill }) };
    expect(await offerPasskeyAutofill(all, new AbortController().signal)).toBe(true);
    expect(await runAction('auth.signInWithPasskey', actionContext(all), opts)).toEqual({ ok: true });
    expect(postPublic.mock.calls.map(([path]) => path)).toEqual([AUTHENTICATION_OPTIONS, '/api/v1/passkeys/authentication/verify']);
    expect(postPublic.mock.calls[1]).toEqual(['/api/v1/passkeys/authentication/verify', { response: { picked: { challenge: 'c' } } }]);
    expect(signInWithCustomToken).toHaveBeenCalledWith('the-token');
  });

  it('an offer aborted or refused is no failure: nothing is held for the next sign-in', async () => {
    const { services } = fakeServices(fakeAuth(null));
    const aborted = fakePasskeys({ autofill: () => Promise.reject(named('AbortError')) });
    expect(await offerPasskeyAutofill({ ...services, passkeys: aborted }, new AbortController().signal)).toBe(false);
    expect(await offerPasskeyAutofill({ ...services, passkeys: fakePasskeys() }, new AbortController().signal)).toBe(false);
  });
});

describe('account passkey actions', () => {
  it('with passkeys: false the security page reads its activity and asks nothing of passkeys', async () => {
    const getWithBearer = vi.fn(async (path: string) => (path.includes('securityEvents') ? { events: [] } : { passkeys: [] }));
    const { services } = fakeServices(fakeAuth(null), fakeApi({ getWithBearer: getWithBearer as never }));
    const ctx = actionContext(services, { shownBrand: { ...SHOWN_BRAND, passkeys: false } });
    expect(await runAction('account.readSecurityPage', ctx, opts)).toEqual({ ok: true, data: { passkeys: [], securityEvents: [] } });
    expect(getWithBearer.mock.calls.map(([path]) => path)).toEqual(['/api/v1/me/securityEvents']);
  });

  it('the security page shows the API passkeys as flow data holds them', async () => {
    const view = { id: 'p1', name: 'Chrome on Linux', createdAt: 'a', lastUsedAt: null, backedUp: true, deviceType: 'multiDevice' };
    const getWithBearer = async (path: string) => (path.includes('securityEvents') ? { events: [] } : { passkeys: [view] });
    const { outcome } = run('account.readSecurityPage', { getWithBearer: getWithBearer as never });
    expect(await outcome).toEqual({
      ok: true,
      data: { passkeys: [{ id: 'p1', name: 'Chrome on Linux', createdAt: 'a', lastUsedAt: null, synced: true }], securityEvents: [] },
    });
  });

  it('adds a passkey under the browser and platform name', async () => {
    const postWithBearer = vi.fn(async () => ({}));
    const { outcome } = run('account.addPasskey', { postWithBearer: postWithBearer as never }, { register: answering({ id: 'new' }) });
    expect(await outcome).toEqual({ ok: true });
    expect(postWithBearer).toHaveBeenLastCalledWith('/api/v1/me/passkeys/registration/verify', {
      response: { id: 'new' },
      name: 'Chrome on Linux',
    });
  });

  it.each([
    ['account.addPasskey', { postWithBearer: refusing(403, 'recent-sign-in-required') }],
    ['account.removePasskey', { deleteWithBearer: refusing(403, 'recent-sign-in-required') }],
  ] as const)('%s: the API asking for a recent sign-in leads to the re-authentication step', async (name, api) => {
    const { outcome } = run(name, api, {}, { chosenPasskey: 'p1' });
    expect(await outcome).toMatchObject({ ok: false, code: docs.errors.reauthenticate.code });
  });

  it('renames and removes the passkey picked in the list', async () => {
    const patchWithBearer = vi.fn(async () => ({}));
    const deleteWithBearer = vi.fn(async () => ({}));
    const api = { patchWithBearer: patchWithBearer as never, deleteWithBearer: deleteWithBearer as never };
    expect(await run('account.renamePasskey', api, {}, { chosenPasskey: 'a/b' }, { passkeyName: ' Work ' }).outcome).toEqual({ ok: true });
    expect(patchWithBearer).toHaveBeenCalledWith('/api/v1/me/passkeys/a%2Fb', { name: 'Work' });
    expect(await run('account.removePasskey', api, {}, { chosenPasskey: 'a/b' }).outcome).toEqual({ ok: true });
    expect(deleteWithBearer).toHaveBeenCalledWith('/api/v1/me/passkeys/a%2Fb');
  });
});

describe('a new passkey is named for the browser and platform', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 'Chrome on Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36', 'Chrome on Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    ['curl/8', 'Browser'],
  ])('%s -> %s', (agent, name) => expect(deviceName(agent)).toBe(name));
});
