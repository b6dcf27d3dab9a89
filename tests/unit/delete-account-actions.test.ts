/**
 * Issue 55 section 1, the hub's deletion actions on fake services: which confirmation the page asks
 * for, a confirmation that names another account never reaches the API, the API's "sign in again
 * first" becomes the re-authentication step, and the public page's button leads only to hub routes.
 */
import { describe, expect, it, vi } from 'vitest';
import { runAction } from '../../src/actions/run-action';
import { ApiError } from '../../src/errors/hub-error';
import type { ApiClient, AuthUser } from '../../src/services/types';
import { fakeApi, fakeAuth, fakeServices } from '../support/fake-services';
import { actionContext, SHOWN_BRAND } from '../support/action-context';
import { projectDocuments } from '../support/project';
import { ROUTE } from '../../src/domain/hub-routes';

const docs = projectDocuments();
const opts = { errors: docs.errors };

const USER: AuthUser = {
  uid: 'u1',
  email: 'Person@Example.com',
  emailVerified: true,
  displayName: 'P',
  photoURL: null,
  phoneNumber: '+61412345678',
};
const PHONE_ONLY: AuthUser = { ...USER, email: null, emailVerified: false };

function run(name: string, user: AuthUser | null, api: Partial<ApiClient> = {}, over: Record<string, unknown> = {}) {
  const { services } = fakeServices(fakeAuth(user), fakeApi(api));
  return runAction(name, actionContext(services, over), opts);
}

describe('account.chooseDeletionConfirmation', () => {
  it('asks for the email address, or for an account without one, its phone number', async () => {
    expect(await run('account.chooseDeletionConfirmation', USER)).toEqual({ ok: true });
    expect(await run('account.chooseDeletionConfirmation', PHONE_ONLY)).toMatchObject({ ok: false, code: 'hub.confirm_by_phone' });
  });
});

describe('account.deleteAccount', () => {
  it('deletes through the API, naming the brand shown, once the address typed is the account’s', async () => {
    const deleteWithBearer = vi.fn(async () => ({ deleted: true }));
    const outcome = await run(
      'account.deleteAccount',
      USER,
      { deleteWithBearer: deleteWithBearer as never },
      { input: { confirmation: ' person@example.COM ' } },
    );
    expect(outcome).toEqual({ ok: true });
    expect(deleteWithBearer).toHaveBeenCalledWith(`/api/v1/me?brand=${SHOWN_BRAND.code}`);
  });

  it('another address, or for a phone-only account another number, stays at the field and calls nothing', async () => {
    const deleteWithBearer = vi.fn(async () => ({ deleted: true }));
    const api = { deleteWithBearer: deleteWithBearer as never };
    for (const [user, typed] of [
      [USER, 'someone@example.com'],
      [USER, '+61412345678'],
      [PHONE_ONLY, '0412 000 111'],
    ] as const)
      expect(await run('account.deleteAccount', user, api, { input: { confirmation: typed } })).toMatchObject({
        ok: false,
        code: 'form.delete_account_mismatch',
      });
    expect(deleteWithBearer).not.toHaveBeenCalled();
    expect(await run('account.deleteAccount', PHONE_ONLY, api, { input: { confirmation: '0412 345 678' } })).toEqual({ ok: true });
  });

  it('the API asking for a recent sign-in leads to the re-authentication step', async () => {
    const deleteWithBearer = (async () => Promise.reject(new ApiError(403, 'Sign in again', 'recent-sign-in-required'))) as never;
    expect(await run('account.deleteAccount', USER, { deleteWithBearer }, { input: { confirmation: USER.email } })).toMatchObject({
      ok: false,
      code: docs.errors.reauthenticate.code,
    });
  });
});

describe('account.openDeletion', () => {
  const query = new URLSearchParams({ brand: 'emiot', internalRedirect: '/elsewhere', oobCode: 'secret' });

  it('a signed-out person goes to sign-in, which returns to the deletion page; the query keeps the brand, not another return or a credential', async () => {
    const outcome = await run('account.openDeletion', null, {}, { query });
    const deletionPage = `${ROUTE.deleteAccount}?brand=emiot`;
    expect(outcome).toEqual({
      ok: true,
      navigate: {
        kind: 'internal',
        path: `${ROUTE.signIn}?${new URLSearchParams({ brand: 'emiot', internalRedirect: deletionPage }).toString()}`,
      },
    });
  });

  it('a signed-in person goes straight to the deletion page', async () => {
    expect(await run('account.openDeletion', USER, {}, { query })).toEqual({
      ok: true,
      navigate: { kind: 'internal', path: `${ROUTE.deleteAccount}?brand=emiot` },
    });
  });
});
