// @vitest-environment happy-dom
/**
 * Issue 26.4, the security page (flows/security.json) against fake services: "Sign out of all
 * devices" asks first, then revokes every session through the API and signs this browser out;
 * a failed call keeps the person signed in and says why.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/errors/hub-error';
import { REVOKE_SESSIONS_PATH } from '../../src/actions/account/sessions';
import type { ApiClient } from '../../src/services/types';
import { brandName, whiteLabel } from '../support/brand-docs';
import { polyfillDialog, renderFlow, signedInUser, t } from './render-flow';
import { fakeApi, fakeAuth, fakeServices } from '../support/fake-services';

beforeAll(polyfillDialog);
afterEach(cleanup);

// localhost is the WBS white-label; without ?brand its default brand is shown.
const BRAND = { brand: brandName(whiteLabel('WBS').defaultBrand) };
const openButton = () => screen.findByRole('button', { name: t('ui.security.sign_out_everywhere') });
const confirmDialog = () => screen.findByRole('dialog', { name: t('ui.security.sign_out_everywhere_title') });

function setUp(postWithBearer: ApiClient['postWithBearer']) {
  const signOut = vi.fn(async () => undefined);
  // The page lists the person's passkeys and recent activity on arrival: none here.
  const getWithBearer = (async (path: string) =>
    path.endsWith('/securityEvents') ? { events: [] } : { passkeys: [] }) as ApiClient['getWithBearer'];
  const { services, storage } = fakeServices(fakeAuth(signedInUser, { signOut }), fakeApi({ postWithBearer, getWithBearer }));
  storage.set('isAuthenticated', 'true');
  const view = renderFlow('security', '/dashboard/security', services);
  return { signOut, storage, view };
}

describe('security: sign out of all devices', () => {
  it('asks first; Cancel and Escape leave everything as it was', async () => {
    const post = vi.fn();
    const { signOut, view } = setUp(post);
    fireEvent.click(await openButton());
    let dialog = await confirmDialog();
    expect(within(dialog).getByText(t('ui.security.sign_out_everywhere_confirm', BRAND))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t('ui.dashboard.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(await openButton());
    dialog = await confirmDialog();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
    expect(view.location()).toBe('/dashboard/security');
  });

  it('confirmed: the API ends every session, then this browser signs out and goes to sign-in', async () => {
    const post = vi.fn(async () => ({ revoked: true }));
    const { signOut, storage, view } = setUp(post as ApiClient['postWithBearer']);
    fireEvent.click(await openButton());
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: t('ui.security.sign_out_everywhere') }));
    await waitFor(() => expect(view.location()).toMatch(/^\/sign-in/));
    expect(post).toHaveBeenCalledWith(REVOKE_SESSIONS_PATH, {});
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(storage.get('isAuthenticated')).toBe('false');
    expect(storage.get('lastLogoutReason')).toBe('everywhere');
  });

  it('a failed call: the person stays signed in here, on the page, and is told why', async () => {
    const post = vi.fn(async () => Promise.reject(new ApiError(500, null)));
    const { signOut, storage, view } = setUp(post);
    fireEvent.click(await openButton());
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: t('ui.security.sign_out_everywhere') }));
    expect(await screen.findByText(t('screen.sign_out_everywhere_failed'))).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
    expect(storage.get('isAuthenticated')).toBe('true');
    expect(view.location()).toBe('/dashboard/security');
  });
});
