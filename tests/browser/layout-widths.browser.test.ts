/**
 * Spec 2 screens at 320, 390 and 1280 px wide (audit issue: "At 390 px wide the sign-in inputs
 * overflow the card on the right; check every screen at 320, 390 and 1280 px"). Every screen a
 * person can reach, signed out and signed in (onboarding steps, dialogs included), is drawn
 * once and measured at each width (the viewport is resized in place, so a screen's state is
 * reached once): no horizontal scroll, and every visible input, select, textarea and button
 * (and link drawn as a button) lies inside its card / main container / open dialog and inside
 * the viewport. Each journey says which routes of flows/routes.json it reaches and checks that
 * it did; the last test fails when a route is in none of them, so a new route must be added here.
 * The journeys are independent, so they run side by side on the suite's workers. Each screen is
 * also measured in Arabic, right to left (issue 27), and shown in the dark scheme once, where axe
 * must find nothing serious (issue 28). In every open dialog the buttons are stacked, equally wide and
 * 12 px apart (issue 31: one button layout in every dialog).
 */
import { test, expect } from './support/fixtures';
import type { Page } from '@playwright/test';
import routesDoc from '../../flows/routes.json';
import { smsCodeFor } from './support/session';
import { APP, field, FVS_APP, navigateInApp, open, openRow, welcome } from './support/hub-page';
import { freshPhone, phoneAccount, emailLessAccountLink, signedInFreshUser } from './support/accounts';
import { apiPost, latestEmailTo, signUp, uniqueEmail } from '../stack/helpers';
import { hubConfigFor } from '../support/project';
import { msg, startingWith } from '../support/messages';
import { brandName, whiteLabelSupport } from '../support/brand-docs';
import { seriousA11yViolations } from './support/axe';
import { displayPhone } from '../../src/domain/phone-display';

const WIDTHS = [320, 390, 1280] as const;
const HEIGHT = 800;

/** Route paths of flows/routes.json a person passed through (requested or landed on) in the running journey. */
const reached = new Set<string>();

/** The routes each journey below reaches (checked at its end). */
const JOURNEY_ROUTES = {
  signedOut: ['/sign-in', '/sign-up', '/magic-login', '/forgot-password', '/phone-login', '/delete-account', '/dashboard/profile'],
  links: ['/email-action', '/login', '/login-with-custom-token'],
  signedIn: [
    '/phone-login',
    '/sign-in',
    '/login-with-custom-token',
    '/logout',
    '/dashboard/profile',
    '/dashboard/sign-in-methods',
    '/dashboard/password',
    '/dashboard/security',
    '/dashboard/second-factor',
    '/dashboard/delete-account',
    '/dashboard/applications',
    '/dashboard',
    '/dashboard/*',
    '/redirect',
  ],
} as const;

/** A journey starts with nothing reached. */
function startJourney(): void {
  reached.clear();
}

/** The journey's routes it did not reach. */
function unreached(journey: keyof typeof JOURNEY_ROUTES): string[] {
  return JOURNEY_ROUTES[journey].filter((route) => !reached.has(route));
}

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

/**
 * The same on the app already running, by its own navigation (no page load: issue 24); path and
 * query of its origin. A route that sends the person on names where it lands (`landsOn`), so a
 * text the previous screen already showed cannot pass for the new one.
 */
async function visitInApp(page: Page, pathAndQuery: string, text: string, landsOn?: string): Promise<void> {
  markReached(new URL(pathAndQuery, page.url()).href);
  await navigateInApp(page, pathAndQuery);
  if (landsOn) await page.waitForURL((url) => url.pathname === landsOn);
  await page.getByText(text).first().waitFor();
}

/**
 * What is wrong with the layout at the current width: horizontal scroll, controls outside their
 * container or the viewport. Measured once fonts and images are in and two frames have been drawn
 * (what the resize re-renders is on screen); one round trip to the page per width.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((i) => !i.complete)
        .map((i) => new Promise((r) => ['load', 'error'].forEach((e) => i.addEventListener(e, r, { once: true })))),
    );
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    await frame();
    await frame();
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
      if (box.left + window.scrollX < -slack || box.right + window.scrollX > vw + slack)
        out.push(`${name(el)} at x ${span(box)} leaves the ${vw} px viewport`);
      const container = el.closest('dialog[open], .hub-card, .hub-dashboard__main, .hub-dashboard__header, .hub-consent');
      if (!container) continue;
      const c = container.getBoundingClientRect();
      if (box.left < c.left - slack || box.right > c.right + slack || box.top < c.top - slack || box.bottom > c.bottom + slack) {
        out.push(
          `${name(el)} at x ${span(box)} leaves its ${container.tagName.toLowerCase()}.${container.className || ''} at x ${span(c)}`,
        );
      }
    }
    // Issue 31: one button layout in every dialog: its buttons stacked, each as wide as the others,
    // 12 px apart (the sign-out dialog's and the merge dialog's once differed).
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      const buttons = [...dialog.querySelectorAll('.hub-button')]
        .map((b) => b.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .sort((a, b) => a.top - b.top);
      const widths = new Set(buttons.map((r) => Math.round(r.width)));
      if (widths.size > 1) out.push(`dialog buttons of different widths: ${[...widths].join(', ')} px`);
      const gaps = buttons.slice(1).map((r, i) => Math.round(r.top - buttons[i]!.bottom));
      if (gaps.some((g) => Math.abs(g - 12) > 1)) out.push(`dialog buttons not 12 px apart: ${gaps.join(', ')} px`);
    }
    return out;
  });
}

/**
 * Shows the page in locale without a reload, the way a choice made in another tab of the hub
 * arrives (a storage event): the screen keeps its state, so it is measured in both directions.
 */
async function showIn(page: Page, locale: 'en' | 'ar'): Promise<void> {
  await page.evaluate((l) => window.dispatchEvent(new StorageEvent('storage', { key: 'locale', newValue: l })), locale);
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
}

/**
 * Measures the screen as it is now at each width, in English and in Arabic (right to left, issue
 * 27); problems are collected, not thrown, so one run lists them all.
 */
async function measure(page: Page, label: string, problems: string[]): Promise<void> {
  markReached(page.url());
  // English from the widest width down, Arabic back up: each language starts at the width the last
  // one ended at, so a screen is resized four times instead of six, and is left at 1280 px (issue 24).
  for (const [locale, widths] of [
    ['en', [...WIDTHS].reverse()],
    ['ar', WIDTHS],
  ] as const) {
    if (locale !== 'en') await showIn(page, locale);
    for (const width of widths) {
      const now = page.viewportSize();
      if (now?.width !== width || now.height !== HEIGHT) await page.setViewportSize({ width, height: HEIGHT });
      for (const p of await layoutProblems(page)) problems.push(`${width} px ${locale}, ${label} (${new URL(page.url()).pathname}): ${p}`);
    }
  }
  await showIn(page, 'en');
  // Issue 28: each screen, drawn once, also in the dark scheme (a repaint, no reload): axe finds
  // nothing serious or critical there, colour contrast included.
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const v of await seriousA11yViolations(page)) problems.push(`dark, ${label} (${new URL(page.url()).pathname}): ${v}`);
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('layout at 320, 390 and 1280 px (spec 2 screens)', () => {
  test.describe.configure({ mode: 'parallel' });

  test('signed out: sign-in of every brand, sign-up, magic-login, phone-login, forgot-password and their sent states', async ({ page }) => {
    startJourney();
    const problems: string[] = [];
    for (const [origin, host] of [
      [APP, 'localhost'],
      [FVS_APP, 'fvs.localhost'],
    ] as const) {
      // One page load per white-label; its other brands by the app's own navigation (a brand's
      // sign-in is the same screen either way).
      let first = true;
      for (const [code, brand] of hubConfigFor(host).brands) {
        if (!brand) continue;
        const welcomeText = msg('ui.auth.welcome', { brand: brand.displayName });
        if (first) await visit(page, `${origin}/sign-in?brand=${code}`, welcomeText);
        else await visitInApp(page, `/sign-in?brand=${code}`, welcomeText);
        first = false;
        await measure(page, `sign-in ${origin === APP ? 'WBS' : 'FVS'} ${code}`, problems);
      }
    }
    await visit(page, `${APP}/sign-up`, msg('ui.sign_up.title'));
    await measure(page, 'sign-up', problems);
    await field(page, msg('ui.sign_in.email')).fill(uniqueEmail('layout-signup'));
    await page.getByRole('button', { name: msg('ui.sign_up.submit') }).click();
    await expect(page.getByText(msg('ui.link.sent'))).toBeVisible();
    await measure(page, 'sign-up sent', problems);

    await visitInApp(page, '/magic-login', msg('ui.magic.title'));
    await measure(page, 'magic-login', problems);
    const user = await signUp('layout');
    await field(page, msg('ui.sign_in.email')).fill(user.email);
    await page.getByRole('button', { name: msg('ui.magic.submit') }).click();
    await expect(page.getByText(msg('ui.link.sent_to', { email: user.email }))).toBeVisible();
    await measure(page, 'magic-login sent', problems);

    await visitInApp(page, '/forgot-password', msg('ui.forgot.title'));
    await measure(page, 'forgot-password', problems);
    await field(page, msg('ui.sign_in.email')).fill(user.email);
    await page.getByRole('button', { name: msg('ui.forgot.submit') }).click();
    await expect(page.getByText(msg('ui.forgot.sent', { email: user.email }))).toBeVisible();
    await measure(page, 'forgot-password sent', problems);

    await visitInApp(page, '/phone-login', msg('ui.phone.title'));
    await measure(page, 'phone-login', problems);
    const phone = freshPhone();
    await field(page, msg('ui.phone.number')).fill(phone.local);
    await page.getByRole('button', { name: msg('ui.phone.send_code') }).click();
    await expect(page.getByText(msg('ui.phone.code_sent', { phone: displayPhone(phone.e164) }))).toBeVisible();
    await measure(page, 'phone-login code', problems);

    await visitInApp(page, '/delete-account', msg('ui.delete_account_info.steps'));
    await measure(page, 'delete-account (public)', problems);

    // The brand chosen above is remembered, so sign-in is recognised by its link, not its title.
    await visit(page, `${APP}/no-such-page`, msg('ui.sign_in.forgot_password')); // unknown path: sign-in
    await visit(page, `${APP}/dashboard/profile?x=1`, msg('ui.sign_in.forgot_password')); // signed out: sign-in
    expect(problems).toEqual([]);
    expect(unreached('signedOut')).toEqual([]);
  });

  test('signed out: reset-password with and without a code, every /email-action and /login state, custom-token failures', async ({
    page,
  }) => {
    startJourney();
    const problems: string[] = [];
    const user = await signUp('layout-links');
    await apiPost('/public/api/v1/auth/sendPasswordResetEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/r' });
    const reset = (await latestEmailTo(user.email)).link;
    await visit(page, reset, msg('ui.action.reset_for', { email: user.email }));
    await measure(page, 'reset-password form', problems);
    await visit(page, `${APP}/email-action?mode=resetPassword`, msg('screen.invalid_link'));
    await measure(page, 'reset-password without a code', problems);
    // An unknown code is answered as a used one (auth/invalid-action-code; issue 56 item 12).
    await visit(page, `${APP}/email-action?mode=resetPassword&oobCode=not-a-code`, msg('auth.invalid_action_code'));
    await measure(page, 'reset-password link used', problems);

    await apiPost('/public/api/v1/auth/sendVerificationEmail', { email: user.email, brand: 'PLEXUS', redirectPath: '/x' });
    await visit(page, (await latestEmailTo(user.email)).link, msg('ui.action.email_verified'));
    await measure(page, 'email-action verifyEmail done', problems);
    await visit(page, `${APP}/email-action?mode=verifyEmail&oobCode=not-a-code`, msg('auth.invalid_action_code'));
    await measure(page, 'email-action verifyEmail failed', problems);
    await visit(page, `${APP}/email-action?mode=somethingElse&oobCode=x`, msg('screen.invalid_link'));
    await measure(page, 'email-action unknown mode', problems);

    await apiPost('/public/api/v1/auth/sendMagicLinkEmail', { email: user.email, brand: null, redirectPath: null });
    const magic = new URL((await latestEmailTo(user.email)).link);
    magic.searchParams.delete('email');
    await visit(page, magic.href, msg('ui.login.confirm_title'));
    await measure(page, 'login confirm email (other device)', problems);
    magic.pathname = '/email-action';
    await visit(page, magic.href, msg('ui.login.confirm_title'));
    await measure(page, 'email-action signIn confirm email', problems);
    await visit(page, `${APP}/login?oobCode=not-a-code&email=${encodeURIComponent(user.email)}`, msg('screen.email_link_failed'));
    await measure(page, 'login link invalid', problems);

    await visit(page, `${APP}/login-with-custom-token?customToken=garbage`, msg('ui.token.invalid_title'));
    await measure(page, 'custom token invalid', problems);
    await visit(page, `${APP}/login-with-custom-token`, msg('ui.token.none_title'));
    await measure(page, 'custom token missing', problems);
    expect(problems).toEqual([]);
    expect(unreached('links')).toEqual([]);
  });

  test('signed in: phone sign-in, panel, account switch, onboarding steps, merge dialogs, profile, password, applications, sign-out dialog, redirect failure', async ({
    page,
    context,
  }) => {
    startJourney();
    const problems: string[] = [];
    const other = freshPhone();
    await phoneAccount(other.e164);

    // Phone sign-in to the end: a new phone-only account.
    await visit(page, `${APP}/phone-login`, msg('ui.phone.title'));
    const mine = freshPhone();
    await field(page, msg('ui.phone.number')).fill(mine.local);
    await page.getByRole('button', { name: msg('ui.phone.send_code') }).click();
    await expect(page.getByText(msg('ui.phone.code_sent', { phone: displayPhone(mine.e164) }))).toBeVisible();
    await field(page, msg('ui.phone.code')).fill(await smsCodeFor(mine.e164));
    await page.getByRole('button', { name: msg('ui.phone.verify_code') }).click();
    await expect(page.getByText(msg('ui.phone.signed_in'))).toBeVisible();
    await measure(page, 'phone-login signed in', problems);
    await visitInApp(page, '/sign-in', msg('ui.panel.title'));
    await measure(page, 'signed-in panel', problems);

    // A custom token of another (empty) account: asks to switch, then onboarding with init=true.
    await visit(page, await emailLessAccountLink('&init=true'), msg('ui.switch.title'));
    await measure(page, 'custom token: switch account?', problems);
    await page.getByRole('button', { name: msg('ui.switch.continue') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.name_title') })).toBeVisible();
    await measure(page, 'onboarding name', problems);
    await field(page, msg('ui.profile.name')).fill('Lay Out');
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.email_title') })).toBeVisible();
    await measure(page, 'onboarding email and password', problems);
    await field(page, msg('ui.sign_in.email')).fill(uniqueEmail('layout-onboard'));
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.phone_title') })).toBeVisible();
    await measure(page, 'onboarding phone', problems);
    const mergeDialog = page.getByRole('dialog', { name: msg('ui.merge.title') });
    await field(page, msg('ui.phone.number')).fill(other.local);
    await page.getByRole('button', { name: msg('ui.phone.send_code') }).click();
    await expect(mergeDialog).toBeVisible();
    await measure(page, 'onboarding merge dialog', problems);
    await mergeDialog.getByRole('button', { name: msg('ui.merge.back') }).click();
    await expect(mergeDialog).toHaveCount(0);
    const linked = freshPhone();
    await field(page, msg('ui.phone.number')).fill(linked.local);
    await page.getByRole('button', { name: msg('ui.phone.send_code'), exact: true }).click();
    await expect(page.getByText(msg('ui.phone.code_sent', { phone: displayPhone(linked.e164) }))).toBeVisible();
    await measure(page, 'onboarding phone code', problems);
    await page.getByRole('button', { name: msg('ui.onboarding.skip') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.done_title') })).toBeVisible();
    await measure(page, 'onboarding all done', problems);
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
    await measure(page, 'profile after onboarding', problems);

    await visitInApp(page, '/logout', welcome('WBS'), '/sign-in');
    await measure(page, 'sign-in after logout', problems);

    // The account settings screens of a complete account.
    await signedInFreshUser(page, 'layout-account', 'Layla Outwright');
    markReached(page.url());
    await measure(page, 'profile', problems);
    // Each row opened in place (issue 56 item 14), measured open: the photo's preview, the name, the email.
    for (const row of ['photo', 'name', 'email'] as const) {
      await openRow(page, row);
      await measure(page, `profile, ${row} row open`, problems);
      await page.keyboard.press('Escape');
    }
    await openRow(page, 'phone');
    await field(page, msg('ui.phone.number')).fill(other.local);
    await page.getByRole('button', { name: msg('ui.profile.send_otp') }).click();
    await expect(mergeDialog).toBeVisible();
    await measure(page, 'profile merge dialog', problems);
    await mergeDialog.getByRole('button', { name: msg('ui.merge.send_code') }).click();
    await expect(mergeDialog.getByText(msg('ui.phone.code_sent', { phone: displayPhone(other.e164) }))).toBeVisible();
    await measure(page, 'profile merge code dialog', problems);
    await mergeDialog.getByRole('button', { name: msg('ui.merge.back') }).click();
    await expect(mergeDialog).toHaveCount(0);
    await field(page, msg('ui.phone.number')).fill(linked.local);
    await page.getByRole('button', { name: msg('ui.profile.send_otp'), exact: true }).click();
    await expect(page.getByRole('button', { name: msg('ui.profile.verify_otp') })).toBeVisible();
    await measure(page, 'profile verify OTP', problems);
    await page.getByRole('button', { name: msg('ui.merge.back') }).click();
    await openRow(page, 'phone');
    await expect(page.getByRole('button', { name: startingWith(msg('ui.profile.send_otp')) })).toBeVisible();

    await page.getByRole('button', { name: msg('ui.dashboard.sign_out') }).click();
    await expect(page.getByRole('dialog').getByText(msg('ui.dashboard.sign_out_confirm', { brand: brandName('WBS') }))).toBeVisible();
    await measure(page, 'sign-out dialog', problems);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: msg('ui.dashboard.cancel') })
      .click();

    // The other account pages by the app's own navigation, as its menu moves a person (issue 24).
    await visitInApp(page, '/dashboard/sign-in-methods', msg('ui.methods.password'));
    await measure(page, 'sign-in methods', problems);
    await visitInApp(page, '/dashboard/password', msg('ui.password.title'));
    await measure(page, 'password', problems);
    await visitInApp(page, '/dashboard/security', msg('ui.security.title'));
    await measure(page, 'security', problems);
    await page.getByRole('button', { name: msg('ui.security.sign_out_everywhere') }).click();
    const everywhereDialog = page.getByRole('dialog', { name: msg('ui.security.sign_out_everywhere_title') });
    await expect(everywhereDialog).toBeVisible();
    await measure(page, 'sign out everywhere dialog', problems);
    await everywhereDialog.getByRole('button', { name: msg('ui.dashboard.cancel') }).click();
    await expect(everywhereDialog).toHaveCount(0);
    await visitInApp(page, '/dashboard/second-factor', msg('ui.mfa.intro'));
    await measure(page, 'second factor', problems);
    await visitInApp(page, '/dashboard/delete-account', msg('ui.delete_account.intro'));
    await measure(page, 'delete account', problems);
    await visitInApp(page, '/dashboard/applications?redirectPath=/back', brandName('ELUMEN'));
    await expect(page.getByRole('heading', { name: msg('ui.apps.title') })).toBeVisible();
    await measure(page, 'applications (with back arrow)', problems);
    await visitInApp(page, '/dashboard', msg('ui.profile.email_section'), '/dashboard/profile');
    await visitInApp(page, '/dashboard/elsewhere', msg('ui.profile.email_section'), '/dashboard/profile');
    await visitInApp(page, '/redirect', msg('ui.profile.email_section'), '/dashboard/profile'); // no brand chosen: the hub's own dashboard

    // A product API outage on /redirect (not Firebase; both /me calls): the support message with Try again.
    await context.route('**/api/v1/me/*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await visitInApp(page, '/redirect?brand=plexus&redirectPath=/r', msg('screen.redirect_failed', whiteLabelSupport('WBS')));
    await measure(page, 'redirect failure', problems);
    await context.unroute('**/api/v1/me/*');
    expect(problems).toEqual([]);
    expect(unreached('signedIn')).toEqual([]);
  });

  test('every route of flows/routes.json is reached by one of the journeys above', () => {
    const covered = new Set<string>(Object.values(JOURNEY_ROUTES).flat());
    expect(routesDoc.routes.map((r) => r.path).filter((p) => !covered.has(p))).toEqual([]);
  });
});
