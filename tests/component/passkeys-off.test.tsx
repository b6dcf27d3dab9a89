// @vitest-environment happy-dom
/**
 * Issue 54: a white-label with `passkeys: false` offers no passkey anywhere. In a browser that can
 * do WebAuthn, /sign-in shows no "Sign in with a passkey" and starts no passkey autofill, and the
 * security page has no passkeys section; with passkeys on, all three are there.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createHubConfig } from '../../src/config/hub-config';
import type { ApiClient } from '../../src/services/types';
import { projectDocuments } from '../support/project';
import { config, polyfillDialog, renderFlow, signedInUser, t } from './render-flow';
import { fakeApi, fakeAuth, fakePasskeys, fakeServices } from '../support/fake-services';

const docs = projectDocuments();
const wbs = Object.values(docs.whiteLabels).find((wl) => wl.id === 'wbs')!;
const passkeysOff = createHubConfig(
  {
    ...docs,
    whiteLabels: Object.fromEntries(Object.entries(docs.whiteLabels).map(([k, wl]) => [k, wl === wbs ? { ...wl, passkeys: false } : wl])),
  },
  { VITE_LOCAL_STACK: 'true' },
  'localhost',
  (folder, file) => `/assets/${folder ?? '_'}/${file}`,
);

const hadWebAuthn = 'PublicKeyCredential' in window;
beforeAll(() => {
  polyfillDialog();
  // A browser that can do passkeys, so only the white-label's setting can hide them.
  Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
});
afterAll(() => {
  if (!hadWebAuthn) delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});
afterEach(cleanup);

function security(hubConfig: typeof config) {
  // The security page reads the passkeys and the recent activity.
  const getWithBearer = vi.fn(async (path: string) =>
    path.includes('securityEvents') ? { events: [] } : { passkeys: [] },
  ) as unknown as ApiClient['getWithBearer'];
  const { services, storage } = fakeServices(fakeAuth(signedInUser), fakeApi({ getWithBearer }));
  storage.set('isAuthenticated', 'true');
  renderFlow('security', '/dashboard/security', services, hubConfig);
  return getWithBearer;
}

describe('passkeys: false', () => {
  it('/sign-in offers no passkey button; with passkeys on it does', async () => {
    renderFlow('sign-in', '/sign-in', fakeServices(fakeAuth(null)).services, passkeysOff);
    await screen.findByRole('button', { name: t('ui.sign_in.google') });
    expect(screen.queryByRole('button', { name: t('ui.sign_in.passkey') })).toBeNull();
    cleanup();
    renderFlow('sign-in', '/sign-in', fakeServices(fakeAuth(null)).services, config);
    expect(await screen.findByRole('button', { name: t('ui.sign_in.passkey') })).toBeTruthy();
  });

  it('/sign-in starts no passkey autofill; with passkeys on it does', async () => {
    const offered = (hubConfig: typeof config) => {
      const autofill = vi.fn(() => new Promise<null>(() => undefined));
      const { services } = fakeServices(fakeAuth(null));
      renderFlow('sign-in', '/sign-in', { ...services, passkeys: fakePasskeys({ autofill }) }, hubConfig);
      return autofill;
    };
    // The page here has loaded already, so the offer starts as the sign-in step is drawn.
    const off = offered(passkeysOff);
    await screen.findByRole('button', { name: t('ui.sign_in.google') });
    expect(off).not.toHaveBeenCalled();
    cleanup();
    const on = offered(config);
    await screen.findByRole('button', { name: t('ui.sign_in.google') });
    expect(on).toHaveBeenCalledOnce();
  });

  // That the list is not asked of the API is tests/unit/passkey-actions.test.ts's.
  it('the security page has no passkeys section; with passkeys on it has one', async () => {
    security(passkeysOff);
    await screen.findByRole('button', { name: t('ui.security.sign_out_everywhere') });
    expect(screen.queryByText(t('ui.passkeys.section'))).toBeNull();
    expect(screen.queryByRole('button', { name: t('ui.passkeys.add') })).toBeNull();
    cleanup();
    const on = security(config);
    expect(await screen.findByRole('button', { name: t('ui.passkeys.add') })).toBeTruthy();
    await waitFor(() => expect(on).toHaveBeenCalledWith('/api/v1/me/passkeys'));
  });
});
