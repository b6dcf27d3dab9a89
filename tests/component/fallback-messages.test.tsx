// @vitest-environment happy-dom
/**
 * Spec 8 screen messages that are a flow block's `fallback`, on the real screens (flows/*.json
 * drawn by FlowScreen, the onboarding steps by OnboardingGuard) against fake services that fail
 * the way the real ones do: the identity service unreachable is a Firebase error with code
 * auth/network-request-failed (outside the catalogue: the caller's fallback, then flows/errors.json's
 * hint); the product API goes through the real client (src/services/api-client.ts) over a scripted
 * fetch that refuses the connection (status 0: fallback + hint) or answers with a status and a JSON
 * body message (500: the fallback alone; below 500: the server's text). Each case then shows the
 * same action working once the failure is gone.
 *
 * Moved from tests/browser/fallback-messages.browser.test.ts, one case per browser test (titles kept):
 * - profile fallbacks › Save changes with the identity service unreachable …  → 'profile: Save changes …'
 *   (still also in the browser file)
 * - profile fallbacks › Verify email answered with a 500 …                      → 'profile: Verify email …'
 * - profile fallbacks › Change email with the identity service unreachable …    → 'profile: Change email …'
 * - password page fallback › Save password with the identity service unreachable … → 'password page: Save password …'
 * - onboarding › an account without an email, identity service unreachable …   → 'onboarding: an account without an email …'
 * - onboarding › an account with an email (init=true), password refused offline … → 'onboarding: an account with an email …'
 * - forgot-password › ?brand=plexus, answered with a 500 …                      → 'forgot-password: ?brand=plexus …'
 *   (still also in the browser file)
 * - forgot-password › no brand, API unreachable …                               → 'forgot-password: no brand …'
 * - magic-login › API unreachable: the fallback + hint; a 4xx body message …    → 'magic-login: API unreachable …'
 *   (still also in the browser file)
 * - phone-login › Send code with the identity service unreachable …            → 'phone-login: Send code …'
 * What only the real stack can show (the email really sent, its kind and brand; the new password
 * really signing in) is checked here as the call the screen makes to the service.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HubProvider } from '../../src/render/hub-context';
import { PageContext, PageState } from '../../src/render/page-state';
import { hubPorts } from '../../src/app/hub-ports';
import { PendingCodes } from '../../src/actions/pending-codes';
import { ToastGate, Toasts } from '../../src/render/toasts';
import { OnboardingGuard } from '../../src/app/onboarding-guard';
import { createApiClient } from '../../src/services/api-client';
import { withHint } from '../../src/messages/shown-text';
import type { AuthService, AuthUser, Services } from '../../src/services/types';
import { escapeRegExp, msg, type CatalogueKey } from '../support/messages';
import { brandName } from '../support/brand-docs';
import { config, openRow, polyfillDialog, renderFlow, signedInUser } from './render-flow';
import { fakeAuth, fakeConfirmation, fakeServices } from '../support/fake-services';
import { SHOWN_ERRORS } from '../support/shown-errors';
import { displayPhone } from '../../src/domain/phone-display';

beforeAll(polyfillDialog);
afterEach(cleanup);

const API = 'http://localhost:8787';
/** What an unreachable service adds after the message (flows/errors.json unreachableHint, and the hint of auth/network-request-failed). */
const CONNECTION_HINT = msg('hint.check_connection');
/** A message followed by the connection hint, joined as the app joins them. */
const withConnectionHint = (text: string) => withHint(text, CONNECTION_HINT);

/** What Firebase throws when the identity service cannot be reached. */
const identityUnreachable = () =>
  Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
    name: 'FirebaseError',
    code: 'auth/network-request-failed',
  });

/** An identity call that fails as if the service were unreachable the first time, then does `then`. */
function unreachableOnce<A extends unknown[], R>(then: (...args: A) => Promise<R>) {
  return vi.fn(then).mockRejectedValueOnce(identityUnreachable());
}

/** A refused connection, or a status with a JSON body (its message, or none, as a rate limit answers). */
type ApiFailure = 'refused' | { status: number; message?: string };

/**
 * The real API client over a fetch that fails with `failures` in turn (a refused connection, or a
 * status with a JSON body message), then answers 200 {}; `calls` are the paths and bodies sent.
 */
function apiFailing(auth: AuthService, ...failures: ApiFailure[]) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push({ path: new URL(String(url)).pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    const failure = failures.shift();
    if (failure === 'refused') throw new TypeError('Failed to fetch');
    const json = { 'Content-Type': 'application/json' };
    if (failure) {
      const body = failure.message === undefined ? { retryAfterSeconds: 60 } : { message: failure.message };
      return new Response(JSON.stringify(body), { status: failure.status, headers: json });
    }
    return new Response('{}', { status: 200, headers: json });
  });
  return { api: createApiClient(API, auth, fetchImpl), calls };
}

/** A user whose changes (updateProfile) reach the screen as the real service reports them (onChange). */
function liveUser(start: AuthUser) {
  let user = start;
  const listeners = new Set<(u: AuthUser | null) => void>();
  return {
    currentUser: () => user,
    onChange: (listener: (u: AuthUser | null) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    update: async (patch: Partial<AuthUser>) => {
      user = { ...user, ...patch };
      for (const l of listeners) l(user);
    },
  };
}

/** A form field by its label; required fields' labels end with an asterisk. */
const field = (key: CatalogueKey) => screen.findByLabelText(new RegExp(`^${escapeRegExp(msg(key))}\\s*\\*?$`));
const button = (key: CatalogueKey) => screen.getByRole('button', { name: msg(key) });
const fill = async (key: CatalogueKey, value: string) => {
  fireEvent.change(await field(key), { target: { value } });
  await waitFor(async () => expect(await field(key)).toHaveProperty('value', value));
};
const expectValue = async (key: CatalogueKey, value: string) => expect(await field(key)).toHaveProperty('value', value);
/** The button is usable again: nothing running, no cooldown. */
const expectUsable = async (key: CatalogueKey) => {
  await waitFor(() => expect(button(key)).toHaveProperty('disabled', false));
  expect(button(key).textContent).toBe(msg(key));
};

/** The screen shows exactly this one message (the only error shown, nothing else saying it). */
async function expectOnlyMessage(text: string): Promise<void> {
  // The message's first words: its text up to the first comma or full stop.
  const first = text.split(/[,.]/)[0]!.toLowerCase();
  const alerts = () => [...document.querySelectorAll(SHOWN_ERRORS)].map((e) => e.textContent?.trim() ?? '').filter(Boolean);
  await waitFor(() => expect(alerts()).toEqual([text]), { timeout: 5000 });
  // Shown once: no toast or text block repeats the message's first words anywhere on the page.
  expect((document.body.textContent ?? '').toLowerCase().split(first).length - 1).toBe(1);
}

/** The onboarding guard in front of a protected page at `path`, as the app draws /dashboard. */
function renderOnboarding(path: string, services: Services) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <PageContext.Provider value={new PageState()}>
        <HubProvider config={config} services={services} link={null} ports={hubPorts(new PendingCodes())} toasts={new ToastGate()}>
          <OnboardingGuard>
            <p>the protected page</p>
          </OnboardingGuard>
          <Toasts />
        </HubProvider>
      </PageContext.Provider>
    </Router>,
  );
}

/** A fresh account: a name, an unverified email, no phone. */
const freshUser = (displayName: string): AuthUser => ({ ...signedInUser, displayName, emailVerified: false, phoneNumber: null });

describe('profile (spec 2) fallbacks', () => {
  it('Save changes with the identity service unreachable: "Failed to save profile" + hint; the name stays; it saves once back', async () => {
    const live = liveUser(freshUser('Pat Person'));
    const updateProfile = unreachableOnce(async (profile: { displayName?: string }) => live.update(profile));
    const { services } = fakeServices(fakeAuth(null, { currentUser: live.currentUser, onChange: live.onChange, updateProfile }));
    renderFlow('profile', '/dashboard/profile', services);

    // A person opens the name row and types over the name it opened with, once it shows.
    await openRow('name');
    await waitFor(() => expectValue('ui.profile.name', 'Pat Person'));
    await fill('ui.profile.name', 'Robin Quinn');
    fireEvent.click(button('ui.profile.save'));
    await expectOnlyMessage(withConnectionHint(msg('screen.save_profile_failed')));
    await expectValue('ui.profile.name', 'Robin Quinn');

    await expectUsable('ui.profile.save');
    fireEvent.click(button('ui.profile.save'));
    expect(await screen.findByText(msg('toast.profile_saved'))).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('avatar-initials').textContent).toBe('RQ'));
    expect(updateProfile).toHaveBeenCalledTimes(2);
    expect(updateProfile).toHaveBeenLastCalledWith(expect.objectContaining({ displayName: 'Robin Quinn' }));
  });

  it('Verify email answered with a 500: "Failed to send email for verification" (not the server text); it sends once back', async () => {
    const me = freshUser('Fresh Person');
    const auth = fakeAuth(me);
    const { api, calls } = apiFailing(auth, { status: 500, message: 'internal failure detail' });
    const { services } = fakeServices(auth, api);
    renderFlow('profile', '/dashboard/profile', services);

    await screen.findByRole('button', { name: msg('ui.profile.verify_email') });
    fireEvent.click(button('ui.profile.verify_email'));
    await expectOnlyMessage(msg('screen.verification_email_failed'));
    expect(screen.queryByText(/internal failure detail/)).toBeNull();

    await expectUsable('ui.profile.verify_email');
    fireEvent.click(button('ui.profile.verify_email'));
    expect(await screen.findByText(msg('toast.verification_sent'))).toBeTruthy();
    // The same verification email asked for both times (spec 7 body), to the signed-in address.
    expect(calls).toEqual([
      { path: '/public/api/v1/auth/sendVerificationEmail', body: { email: me.email, brand: null, redirectPath: null } },
      { path: '/public/api/v1/auth/sendVerificationEmail', body: { email: me.email, brand: null, redirectPath: null } },
    ]);
  });

  it('Change email with the identity service unreachable: "Could not change email, ..." + hint; the new address stays; it sends once back', async () => {
    const next = 'changed@example.com';
    const sendChangeEmailLink = unreachableOnce(async (_email: string, _continueUrl: string) => undefined);
    const { services } = fakeServices(fakeAuth(freshUser('Fresh Person'), { sendChangeEmailLink }));
    renderFlow('profile', '/dashboard/profile', services);

    await openRow('email');
    await fill('ui.sign_in.email', next);
    fireEvent.click(button('ui.profile.change_email'));
    await expectOnlyMessage(withConnectionHint(msg('screen.change_email_failed')));
    await expectValue('ui.sign_in.email', next);

    await expectUsable('ui.profile.change_email');
    fireEvent.click(button('ui.profile.change_email'));
    expect(await screen.findByText(msg('toast.change_email_sent'))).toBeTruthy();
    expect(sendChangeEmailLink).toHaveBeenCalledTimes(2);
    expect(sendChangeEmailLink).toHaveBeenLastCalledWith(next, expect.stringMatching(/\/dashboard$/));
  });
});

describe('password page (spec 2) fallback', () => {
  it('Save password with the identity service unreachable: "Failed to change password, please contact our support" + hint; fields stay; it changes once back', async () => {
    const changePassword = unreachableOnce(async (_old: string, _new: string) => undefined);
    const { services } = fakeServices(fakeAuth(freshUser('Fresh Person'), { changePassword }));
    renderFlow('password', '/dashboard/password', services);

    expect(await screen.findByRole('heading', { name: msg('ui.password.title') })).toBeTruthy();
    await fill('ui.password.old', 'Password1!');
    await fill('ui.password.new', 'Changed123');
    await fill('ui.password.confirm', 'Changed123');
    fireEvent.click(button('ui.password.save'));
    await expectOnlyMessage(withConnectionHint(msg('screen.change_password_failed')));
    await expectValue('ui.password.old', 'Password1!');
    await expectValue('ui.password.new', 'Changed123');
    await expectValue('ui.password.confirm', 'Changed123');

    await expectUsable('ui.password.save');
    fireEvent.click(button('ui.password.save'));
    expect(await screen.findByText(msg('toast.password_changed'))).toBeTruthy();
    expect(changePassword).toHaveBeenCalledTimes(2);
    expect(changePassword).toHaveBeenLastCalledWith('Password1!', 'Changed123');
  });
});

describe('onboarding email and password step: "Failed to set password"', () => {
  it('an account without an email, identity service unreachable: the step fallback + hint; fields stay; the step completes once back', async () => {
    // The browser test arrives by a custom-token link with &init=true; the guard then shows this
    // step on /dashboard?init=true for the email-less account, as here.
    const email = 'newcomer@example.com';
    const setEmail = unreachableOnce(async (_email: string) => undefined);
    const setPassword = vi.fn(async (_password: string) => undefined);
    const nora: AuthUser = { ...freshUser('Nora Newcomer'), email: null };
    const auth = fakeAuth(nora, { setEmail, setPassword });
    const { api, calls } = apiFailing(auth);
    const { services } = fakeServices(auth, api);
    renderOnboarding('/dashboard?init=true', services);

    expect(await screen.findByRole('heading', { name: msg('ui.onboarding.email_title') })).toBeTruthy();
    await fill('ui.sign_in.email', email);
    await fill('ui.onboarding.password_optional', 'Secret123');
    await fill('ui.onboarding.confirm_password', 'Secret123');
    fireEvent.click(button('ui.onboarding.next'));
    await expectOnlyMessage(withConnectionHint(msg('screen.set_password_failed')));
    await expectValue('ui.sign_in.email', email);
    await expectValue('ui.onboarding.password_optional', 'Secret123');
    await expectValue('ui.onboarding.confirm_password', 'Secret123');
    expect(setPassword).not.toHaveBeenCalled();

    await expectUsable('ui.onboarding.next');
    fireEvent.click(button('ui.onboarding.next'));
    expect(await screen.findByRole('heading', { name: msg('ui.onboarding.phone_title') })).toBeTruthy();
    // What signing in with the new email and password proves on the stack: both were set.
    expect(setEmail).toHaveBeenCalledTimes(2);
    expect(setEmail).toHaveBeenLastCalledWith(email);
    expect(setPassword).toHaveBeenCalledExactlyOnceWith('Secret123');
    expect(calls.map((c) => c.path)).toEqual(['/public/api/v1/auth/sendVerificationEmail']);
  });

  it('an account with an email (init=true), password refused offline: "Failed to set password" (the handler\'s own code, no hint); goes on once back', async () => {
    // setEmailAndPassword turns any setPassword failure into HubError('screen.set_password_failed'),
    // so this text does not come from the flow's fallback and carries no connection hint.
    const setPassword = unreachableOnce(async (_password: string) => undefined);
    const { services } = fakeServices(fakeAuth(freshUser('Fresh Person'), { setPassword }));
    renderOnboarding('/dashboard?init=true', services);

    expect(await screen.findByRole('heading', { name: msg('ui.onboarding.email_title') })).toBeTruthy();
    await fill('ui.onboarding.password_optional', 'Secret123');
    await fill('ui.onboarding.confirm_password', 'Secret123');
    fireEvent.click(button('ui.onboarding.next'));
    await expectOnlyMessage(msg('screen.set_password_failed'));
    await expectValue('ui.onboarding.password_optional', 'Secret123');
    await expectValue('ui.onboarding.confirm_password', 'Secret123');

    await expectUsable('ui.onboarding.next');
    fireEvent.click(button('ui.onboarding.next'));
    expect(await screen.findByRole('heading', { name: msg('ui.onboarding.phone_title') })).toBeTruthy();
    expect(setPassword).toHaveBeenCalledTimes(2);
    expect(setPassword).toHaveBeenLastCalledWith('Secret123');
  });
});

describe('forgot-password: "Failed to send password reset email. Please contact {brand} support ..."', () => {
  const RESET = '/public/api/v1/auth/sendPasswordResetEmail';
  const email = 'forgetful@example.com';

  it('?brand=plexus, answered with a 500: {brand} is "Plexus", the fallback alone; the email stays; it sends once back', async () => {
    const auth = fakeAuth(null);
    const { api, calls } = apiFailing(auth, { status: 500, message: 'internal failure detail' });
    const { services } = fakeServices(auth, api);
    renderFlow('forgot-password', '/forgot-password?brand=plexus', services);

    await fill('ui.sign_in.email', email);
    fireEvent.click(button('ui.forgot.submit'));
    await expectOnlyMessage(msg('screen.reset_email_failed', { brand: brandName('PLEXUS') }));
    await expectValue('ui.sign_in.email', email);

    await expectUsable('ui.forgot.submit');
    fireEvent.click(button('ui.forgot.submit'));
    expect(await screen.findByText(msg('ui.forgot.sent', { email }))).toBeTruthy();
    // The reset email asked for under the brand (on the stack: the email arrives branded PLEXUS).
    expect(calls).toEqual([
      { path: RESET, body: { email, brand: 'PLEXUS', redirectPath: null } },
      { path: RESET, body: { email, brand: 'PLEXUS', redirectPath: null } },
    ]);
  });

  it('no brand, API unreachable: {brand} is the white-label default "WBS", then the hint; it sends once back', async () => {
    const auth = fakeAuth(null);
    const { api, calls } = apiFailing(auth, 'refused');
    const { services } = fakeServices(auth, api);
    renderFlow('forgot-password', '/forgot-password', services);

    await fill('ui.sign_in.email', email);
    fireEvent.click(button('ui.forgot.submit'));
    await expectOnlyMessage(withConnectionHint(msg('screen.reset_email_failed', { brand: brandName('WBS') })));
    await expectValue('ui.sign_in.email', email);

    await expectUsable('ui.forgot.submit');
    fireEvent.click(button('ui.forgot.submit'));
    expect(await screen.findByText(msg('ui.forgot.sent', { email }))).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual([RESET, RESET]);
  });
});

describe('magic-login: "Failed to login with email, please contact support."', () => {
  it('API unreachable: the fallback + hint; a 4xx body message is shown as it is; it sends once back', async () => {
    const email = 'magic@example.com';
    const path = '/public/api/v1/auth/sendMagicLinkEmail';
    const auth = fakeAuth(null);
    const { api, calls } = apiFailing(auth, 'refused', { status: 429, message: 'Too many login links, wait a minute.' });
    const { services } = fakeServices(auth, api);
    renderFlow('magic-login', '/magic-login?brand=plexus', services);

    await fill('ui.sign_in.email', email);
    fireEvent.click(button('ui.magic.submit'));
    await expectOnlyMessage(withConnectionHint(msg('screen.email_login_failed')));
    await expectValue('ui.sign_in.email', email);

    // Spec 8 server helper: an answer below 500 with a body message shows that text instead of the fallback.
    await expectUsable('ui.magic.submit');
    fireEvent.click(button('ui.magic.submit'));
    await expectOnlyMessage('Too many login links, wait a minute.');

    await expectUsable('ui.magic.submit');
    fireEvent.click(button('ui.magic.submit'));
    expect(await screen.findByText(msg('ui.link.sent'))).toBeTruthy();
    // The magic-link email asked for each time (on the stack: a magicLink email arrives).
    expect(calls).toEqual(Array.from({ length: 3 }, () => ({ path, body: { email, brand: 'PLEXUS', redirectPath: null } })));
  });
});

describe('a rate limit (issue 32)', () => {
  it("429 without a message of its own shows the catalogue's too-many-requests text, not the fallback; the email stays", async () => {
    const email = 'limited@example.com';
    const auth = fakeAuth(null);
    const { api } = apiFailing(auth, { status: 429 });
    const { services } = fakeServices(auth, api);
    renderFlow('magic-login', '/magic-login?brand=plexus', services);

    await fill('ui.sign_in.email', email);
    fireEvent.click(button('ui.magic.submit'));
    await expectOnlyMessage(msg('auth.too_many_requests'));
    await expectValue('ui.sign_in.email', email);
  });
});

describe('phone-login: "Failed to send verification code, ..."', () => {
  it('Send code with the identity service unreachable: the fallback + hint; the number stays; the code is sent once back', async () => {
    const phone = { local: '0431234567', e164: '+61431234567' };
    const sendPhoneCode = unreachableOnce(async (_phone: string, _containerId: string) => fakeConfirmation(vi.fn()));
    const { services, storage } = fakeServices(fakeAuth(null, { sendPhoneCode }));
    renderFlow('phone-login', '/phone-login?brand=plexus', services);

    fireEvent.change(await field('ui.phone.number'), { target: { value: phone.local } });
    await waitFor(async () => expect(((await field('ui.phone.number')) as HTMLInputElement).value.replace(/\D/g, '')).toBe(phone.local));
    fireEvent.click(button('ui.phone.send_code'));
    await expectOnlyMessage(withConnectionHint(msg('screen.phone_send_code_failed')));
    expect(((await field('ui.phone.number')) as HTMLInputElement).value.replace(/\D/g, '')).toBe(phone.local);

    // No code went out, so no cooldown holds the button.
    await expectUsable('ui.phone.send_code');
    expect(storage.get('cooldown:phone-login-send-code')).toBeNull();
    fireEvent.click(button('ui.phone.send_code'));
    expect(await screen.findByText(msg('ui.phone.code_sent', { phone: displayPhone(phone.e164) }))).toBeTruthy();
    expect(sendPhoneCode).toHaveBeenCalledTimes(2);
    expect(sendPhoneCode).toHaveBeenLastCalledWith(phone.e164, expect.any(String));
  });
});
