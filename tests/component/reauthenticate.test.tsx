// @vitest-environment happy-dom
/**
 * Spec 8, requires-recent-login: toast 'You need to re-authenticate to continue', then /logout
 * with the current path as internalRedirect. The Auth Emulator never answers this code
 * (firebase-tools has no CREDENTIAL_TOO_OLD_LOGIN_AGAIN), so it is proved here, with fake services.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFlow, signedInUser, t } from './render-flow';
import { fakeAuth, fakeServices } from '../support/fake-services';

afterEach(cleanup);

const label = (key: Parameters<typeof t>[0]) => screen.findByLabelText(new RegExp(`^${t(key)}\\s*\\*?$`));

describe('requires-recent-login', () => {
  it('changing the password with an old session: the toast, then sign-out carrying the way back', async () => {
    const changePassword = vi.fn(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/requires-recent-login).'), { code: 'auth/requires-recent-login' });
    });
    const { services } = fakeServices(fakeAuth(signedInUser, { changePassword }));
    const view = renderFlow('password', '/dashboard/password', services);

    fireEvent.change(await label('ui.password.old'), { target: { value: 'old-secret' } });
    fireEvent.change(await label('ui.password.new'), { target: { value: 'new-secret' } });
    fireEvent.change(await label('ui.password.confirm'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: t('ui.password.save') }));

    // Long enough for a busy machine: the new password's strength estimate (zxcvbn and its
    // dictionaries) loads before Save goes on, and took 6-14 s here with other suites beside it.
    await screen.findByText('You need to re-authenticate to continue', undefined, { timeout: 25_000 });
    await waitFor(() => expect(view.location()).toBe(`/logout?internalRedirect=${encodeURIComponent('/dashboard/password')}`));
    expect(changePassword).toHaveBeenCalledTimes(1);
    expect(changePassword).toHaveBeenCalledWith('old-secret', 'new-secret');
    // The catalogue's own text for the code is not what the person sees here.
    expect(screen.queryByText('Please log in again to continue.')).toBeNull();
  });
});
