/**
 * Spec 2 screens at 320, 390 and 1280 px wide (audit issue: "At 390 px wide the sign-in inputs
 * overflow the card on the right; check every screen at 320, 390 and 1280 px"). Every screen a
 * person can reach, signed out and signed in (onboarding steps, dialogs included), is drawn
 * once and measured at each width (the viewport is resized in place, so a screen's state is
 * reached once): no horizontal scroll, and every visible input, select, textarea and button
 * (and link drawn as a button) lies inside its card / main container / open dialog and inside
 * the viewport. The routes come from flows/routes.json; the last test fails when a route was
 * not reached, so a new route must be added here.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import routesDoc from '../../flows/routes.json';
import { useBrowserSession, smsCodeFor } from './support/session';
import { APP, FVS_APP, field, open } from './support/hub-page';
import { freshPhone, phoneAccount, emailLessAccountLink, signedInFreshUser } from './support/accounts';
import { apiPost, latestEmailTo, signUp, uniqueEmail } from '../stack/helpers';
import { hubConfigFor } from '../support/project';

const session = useBrowserSession();
const WIDTHS = [320, 390, 1280] as const;
const HEIGHT = 800;

/** Route paths of flows/routes.json a person passed through (requested or landed on). */
const reached = new Set<string>();

function routeOf(pathname: string): string | undefined {
  return routesDoc.routes.find((r) => (r.path.endsWith('/*') ? pathname.startsWith(r.path.slice(0, -1)) : pathname === r.path))?.path;
}

function markReached(url: string): void {
  const route = routeOf(new URL(url, APP).pathname);
  if (route) reached.add(route);
}

/** Opens a URL (the requested route counts as reached, also when it redirects) and waits for a text. */
async function visit(page: Page, url: string, text: string): Promise<void> {
  markReached(url);
  await open(page, url, text);
}

/** What is wrong with the layout as drawn now: horizontal scroll, controls outside their container or the viewport. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const vw = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > vw) out.push(`horizontal scroll (scrollWidth ${root.scrollWidth} > ${vw})`);
    const slack = 0.5;
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const span = (r: DOMRect) => `${Math.round(r.left)}..${Math.round(r.right)}`;
    const controls = document.querySelectorAll('input, select, textarea, button, a.hub-button, [role="button"]');
    for (const el of controls) {
      if ((el as HTMLInputElement).type === 'hidden') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // In page coordinates: a page scrolled sideways (focus in a wide field) must not hide the fault.
      if (box.left + window.scrollX < -slack || box.right + window.scrollX > vw + slack) out.push(`${name(el)} at x ${span(box)} leaves the ${vw} px viewport`);
      const container = el.closest('dialog[open], .hub-card, .hub-dashboard__main, .hub-dashboard__header, .hub-consent');
      if (!container) continue;
      const c = container.getBoundingClientRect();
      if (box.left < c.left - slack || box.right > c.right + slack || box.top < c.top - slack || box.bottom > c.bottom + slack) {
        out.push(`${name(el)} at x ${span(box)} leaves its ${container.tagName.toLowerCase()}.${container.className || ''} at x ${span(c)}`);
      }
    }
    return out;
  });
}

/** Measures the screen as it is now at each width; problems are collected, not thrown, so one run lists them all. */
async function measure(page: Page, label: string, problems: string[]): Promise<void> {
  markReached(page.url());
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.waitForFunction(() => document.fonts.status === 'loaded' && [...document.images].every((i) => i.complete), undefined, { timeout: 10000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    for (const p of await layoutProblems(page)) problems.push(`${width} px, ${label} (${new URL(page.url()).pathname}): ${p}`);
  }
}

describe('layout at 320, 390 and 1280 px (spec 2 screens)', () => {
  it('signed out: sign-in of every brand, sign-up, magic-login, phone-login, forgot-password and their sent states', async () => {
    const page = session.page;
    const problems: string[] = [];
    for (const [origin, host] of [[APP, 'localhost'], [FVS_APP, 'fvs.localhost']] as const) {
      for (const [code, brand] of hubConfigFor(host).brands) {
        if (!brand) continue;
        await visit(page, `${origin}/sign-in?brand=${code}`, `Welcome to ${brand.displayName}`);
        await measure(page, `sign-in ${origin === APP ? 'WBS' : 'FVS'} ${code}`, problems);
      }
    }
    await visit(page, `${APP}/sign-up`, 'Create your account');
    await measure(page, 'sign-up', problems);
    await field(page, 'Email').fill(uniqueEmail('layout-signup'));
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Email sent, please check your inbox').waitFor({ timeout: 20000 });
    await measure(page, 'sign-up sent', problems);

    await visit(page, `${APP}/magic-login`, 'Log in with an email link');
    await measure(page, 'magic-login', problems);
    const user = await signUp('layout');
    await field(page, 'Email').fill(user.email);
    await page.getByRole('button', { name: 'Send login link' }).click();
    await page.getByText(`We sent the link to ${user.email}.`).waitFor({ timeout: 20000 });
    await measure(page, 'magic-login sent', problems);

    await visit(page, `${APP}/forgot-password`, 'Forgot your password?');
    await measure(page, 'forgot-password', problems);
    await field(page, 'Email').fill(user.email);
    await page.getByRole('button', { name: 'Send password reset email' }).click();
    await page.getByText(`An email was sent to ${user.email} with a link to reset your password.`).waitFor({ timeout: 20000 });
    await measure(page, 'forgot-password sent', problems);

    await visit(page, `${APP}/phone-login`, 'Log in with your phone');
    await measure(page, 'phone-login', problems);
    const phone = freshPhone();
    await field(page, 'Phone number').fill(phone.local);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`We sent a code to ${phone.e164}.`).waitFor({ timeout: 30000 });
    await measure(page, 'phone-login code', problems);

    // The brand chosen above is remembered, so sign-in is recognised by its link, not its title.
    await visit(page, `${APP}/no-such-page`, 'Forgot your password?'); // unknown path: sign-in
    await visit(page, `${APP}/dashboard/profile?x=1`, 'Forgot your password?'); // signed out: sign-in
    expect(problems).toEqual([]);
  });

  it('signed out: reset-password with and without a code, every /email-action and /login state, custom-token failures', async () => {
    const page = session.page;
    const problems: string[] = [];
    const user = await signUp('layout-links');
    await apiPost('/public/api/v1/auth/sendPasswordResetEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/r' });
    const reset = (await latestEmailTo(user.email)).link;
    await visit(page, reset, `Enter a new password for ${user.email}.`);
    await measure(page, 'reset-password form', problems);
    await visit(page, `${APP}/email-action?mode=resetPassword`, 'The link provided is invalid');
    await measure(page, 'reset-password without a code', problems);
    await visit(page, `${APP}/email-action?mode=resetPassword&oobCode=not-a-code`, 'The reset password link has expired.');
    await measure(page, 'reset-password expired', problems);

    await apiPost('/public/api/v1/auth/sendVerificationEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/x' });
    await visit(page, (await latestEmailTo(user.email)).link, 'Email verified successfully');
    await measure(page, 'email-action verifyEmail done', problems);
    await visit(page, `${APP}/email-action?mode=verifyEmail&oobCode=not-a-code`, 'The link is used or invalid, please request another one.');
    await measure(page, 'email-action verifyEmail failed', problems);
    await visit(page, `${APP}/email-action?mode=somethingElse&oobCode=x`, 'The link provided is invalid');
    await measure(page, 'email-action unknown mode', problems);

    await apiPost('/public/api/v1/auth/sendMagicLinkEmail', { email: user.email, brand: null, redirectPath: null });
    const magic = new URL((await latestEmailTo(user.email)).link);
    magic.searchParams.delete('email');
    await visit(page, magic.href, 'Confirm email');
    await measure(page, 'login confirm email (other device)', problems);
    magic.pathname = '/email-action';
    await visit(page, magic.href, 'Confirm email');
    await measure(page, 'email-action signIn confirm email', problems);
    await visit(page, `${APP}/login?oobCode=not-a-code&email=${encodeURIComponent(user.email)}`, 'Failed to login with email link.');
    await measure(page, 'login link invalid', problems);

    await visit(page, `${APP}/login-with-custom-token?customToken=garbage`, 'Token invalid');
    await measure(page, 'custom token invalid', problems);
    await visit(page, `${APP}/login-with-custom-token`, 'No token provided');
    await measure(page, 'custom token missing', problems);
    expect(problems).toEqual([]);
  });

  it('signed in: phone sign-in, panel, account switch, onboarding steps, merge dialogs, profile, password, applications, sign-out dialog, redirect failure', async () => {
    const page = session.page;
    const problems: string[] = [];
    const other = freshPhone();
    await phoneAccount(other.e164);

    // Phone sign-in to the end: a new phone-only account.
    await visit(page, `${APP}/phone-login`, 'Log in with your phone');
    const mine = freshPhone();
    await field(page, 'Phone number').fill(mine.local);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`We sent a code to ${mine.e164}.`).waitFor({ timeout: 30000 });
    await field(page, 'One time password').fill(await smsCodeFor(mine.e164));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByText('Signed In successfully').waitFor({ timeout: 30000 });
    await measure(page, 'phone-login signed in', problems);
    await visit(page, `${APP}/sign-in`, 'You are already signed in');
    await measure(page, 'signed-in panel', problems);

    // A custom token of another (empty) account: asks to switch, then onboarding with init=true.
    await visit(page, await emailLessAccountLink('&init=true'), 'Switch account?');
    await measure(page, 'custom token: switch account?', problems);
    await page.getByRole('button', { name: 'Continue with the link' }).click();
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor({ timeout: 30000 });
    await measure(page, 'onboarding name', problems);
    await field(page, 'Name').fill('Lay Out');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Set up your Email and Password' }).waitFor({ timeout: 20000 });
    await measure(page, 'onboarding email and password', problems);
    await field(page, 'Email').fill(uniqueEmail('layout-onboard'));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Set a phone number' }).waitFor({ timeout: 20000 });
    await measure(page, 'onboarding phone', problems);
    const mergeDialog = page.getByRole('dialog', { name: 'This number belongs to another account' });
    await field(page, 'Phone number').fill(other.local);
    await page.getByRole('button', { name: 'Send code' }).click();
    await mergeDialog.waitFor({ timeout: 20000 });
    await measure(page, 'onboarding merge dialog', problems);
    await mergeDialog.getByRole('button', { name: 'Back' }).click();
    await mergeDialog.waitFor({ state: 'detached' });
    const linked = freshPhone();
    await field(page, 'Phone number').fill(linked.local);
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    await page.getByText(`We sent a code to ${linked.e164}.`).waitFor({ timeout: 30000 });
    await measure(page, 'onboarding phone code', problems);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('heading', { name: 'All Done!' }).waitFor({ timeout: 20000 });
    await measure(page, 'onboarding all done', problems);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor({ timeout: 20000 });
    await measure(page, 'profile after onboarding', problems);

    await visit(page, `${APP}/logout`, 'Welcome to WBS');
    await measure(page, 'sign-in after logout', problems);

    // The account settings screens of a complete account.
    await signedInFreshUser(page, 'layout-account', 'Layla Outwright');
    markReached(page.url());
    await measure(page, 'profile', problems);
    await field(page, 'Phone number').fill(other.local);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await mergeDialog.waitFor({ timeout: 20000 });
    await measure(page, 'profile merge dialog', problems);
    await mergeDialog.getByRole('button', { name: 'Send code' }).click();
    await mergeDialog.getByText(`We sent a code to ${other.e164}.`).waitFor({ timeout: 30000 });
    await measure(page, 'profile merge code dialog', problems);
    await mergeDialog.getByRole('button', { name: 'Back' }).click();
    await mergeDialog.waitFor({ state: 'detached' });
    await field(page, 'Phone number').fill(linked.local);
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await page.getByRole('button', { name: 'Verify OTP' }).waitFor({ timeout: 30000 });
    await measure(page, 'profile verify OTP', problems);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /^Send OTP/ }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to sign out of your WBS account?').waitFor();
    await measure(page, 'sign-out dialog', problems);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await visit(page, `${APP}/dashboard/password`, 'Change your password');
    await measure(page, 'password', problems);
    await visit(page, `${APP}/dashboard/applications?redirectPath=/back`, 'Elumen');
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    await measure(page, 'applications (with back arrow)', problems);
    await visit(page, `${APP}/dashboard`, 'Save changes');
    await visit(page, `${APP}/dashboard/elsewhere`, 'Save changes');
    await visit(page, `${APP}/redirect`, 'Save changes'); // no brand chosen: the hub's own dashboard

    // A product API outage on /redirect (not Firebase): the support message with Try again.
    await session.context.route('**/api/v1/me/oobCode', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
    await visit(page, `${APP}/redirect?brand=plexus&redirectPath=/r`, 'Something went wrong, please contact us at');
    await measure(page, 'redirect failure', problems);
    await session.context.unroute('**/api/v1/me/oobCode');
    expect(problems).toEqual([]);
  });

  it('every route of flows/routes.json was reached above', () => {
    expect(routesDoc.routes.map((r) => r.path).filter((p) => !reached.has(p))).toEqual([]);
  });
});
