/**
 * Issue 13.2, chaos runs: seeded journeys through the hub (sign-in to hand-over, the same with a
 * second factor (issue 26), sign-up by link,
 * forgot and reset password, profile name and phone link, logout) while a share of the identity
 * and API requests fail or are slow (support/chaos.ts). Checked at every step: no uncaught error,
 * never a blank or crash screen, a catalogue message for each failure (never raw error text),
 * Try again works, typed values survive a failed submit, one request per attempt, and on the
 * server nothing half-done (one account, one email per successful send, the phone linked).
 *
 * Seeds: `npm test` runs one (11, below: every journey's faults, at a price the whole suite pays on
 * each run); `npm run chaos` runs more (CHAOS_SEEDS, default 11,23,37). A failing seed is replayed
 * with `CHAOS_SEEDS=<seed> npm run chaos`. Each run prints its seed and the faults it injected.
 */
import { test, expect } from './support/fixtures';
import type { Page } from '@playwright/test';
import { lookupAccount, smsCodeFor } from './support/session';
import { APP, field, FVS_APP, open, openRow, storageOf, welcome } from './support/hub-page';
import { accountWithSecondFactor, freshPhone, namedUser, signedInFreshUser } from './support/accounts';
import { Chaos, type Injection } from './support/chaos';
import { apiFetch, latestEmailTo, signInWithPassword, uniqueEmail } from '../stack/helpers';
import { msg, msgPattern } from '../support/messages';
import { API, EMULATOR, PLEXUS_APP } from '../support/local-stack';
import type { CatalogueKey } from '../../src/messages/message-key';
import { adminAuth } from '../../server/admin';
import { SHOWN_ERRORS } from '../support/shown-errors';
import { displayPhone } from '../../src/domain/phone-display';

const SEEDS = (process.env.CHAOS_SEEDS ?? '11')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n));
/** Attempts with faults before a step is let through, and attempts in all. */
const FAULTY_ATTEMPTS = 3;
const MAX_ATTEMPTS = 6;

const report: { seed: number; journey: string; attempts: number; injected: Injection[]; log: string[] }[] = [];

test.afterAll(() => {
  for (const r of report) {
    const faults = r.injected.map((i) => `${i.fault}${i.delayMs ? `(${i.delayMs}ms)` : ''} ${i.url}`);
    console.log(
      `[chaos] seed ${r.seed} ${r.journey}: ${r.attempts} attempts, ${r.injected.length} faults injected${faults.length ? `\n  ${faults.join('\n  ')}` : ''}`,
    );
    if (process.env.CHAOS_VERBOSE) console.log(r.log.map((l) => `    ${l}`).join('\n'));
  }
});

/** Any value the messages may carry. */
const ANY = {
  brand: /.*?/,
  supportEmail: /\S+/,
  supportPhone: /.+?/,
  email: /\S+/,
  phone: /\S+/,
  userEmail: /\S*/,
  userName: /.*?/,
  userPhone: /\S*/,
};
/** Messages any failing step may show besides its own: the server helper's and the unknown error. */
const GENERAL: CatalogueKey[] = ['error.server', 'error.unknown'];
/** Raw error text that must never reach a person. */
const RAW =
  /Firebase|auth\/|HTTP \d|Unexpected token|JSON|<html|undefined|\[object|TypeError|Failed to fetch|Internal Server Error|Bad Gateway/;

interface Step {
  name: string;
  /** What the person does; attempt 1 is the first try, later ones are Try again. */
  act(attempt: number): Promise<void>;
  /** True once the step has worked. */
  done(): Promise<boolean>;
  /** Messages this step's failures may show (each may be followed by a hint). */
  errors: CatalogueKey[];
  /** Field values the person typed, which a failed attempt must leave as they were. */
  typed?: () => Promise<string[]>;
  /** The request that does the step's work: sent at most once per attempt. */
  sends?: RegExp;
}

class Journey {
  readonly pageErrors: string[] = [];
  /** What each attempt sent and showed (printed with CHAOS_VERBOSE=1). */
  readonly log: string[] = [];
  attempts = 0;
  private inflight = 0;

  constructor(
    readonly page: Page,
    readonly chaos: Chaos,
  ) {
    page.on('pageerror', (e) => this.pageErrors.push(e.message));
    // The identity service, the API, and the hub's own code: a step whose handlers load on first
    // use (the account.* chunk) has sent nothing yet while its chunk arrives, which on a busy
    // machine can outlast the quiet time below (the likely cause of a CI failure: seed 11,
    // "save the name", nothing sent and no message).
    const targeted = (u: string) => [EMULATOR, API, APP, FVS_APP].some((origin) => u.startsWith(`${origin}/`)) && !u.includes('/emulator/');
    page.on('request', (r) => targeted(r.url()) && r.method() !== 'OPTIONS' && (this.inflight += 1));
    const settle = (r: { url(): string; method(): string }) => targeted(r.url()) && r.method() !== 'OPTIONS' && (this.inflight -= 1);
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
  }

  /** Waits until the step worked, or its requests are over and the screen has settled. */
  private async settle(step: Step): Promise<boolean> {
    const started = Date.now();
    let quietSince = 0;
    while (Date.now() - started < 30000) {
      if (await step.done().catch(() => false)) return true;
      if (this.inflight <= 0) quietSince ||= Date.now();
      else quietSince = 0;
      if (quietSince && Date.now() - quietSince > 1500 && Date.now() - started > 1500) return step.done().catch(() => false);
      await this.page.waitForTimeout(150);
    }
    return false;
  }

  /** The failure texts on screen: the step's error, alerts and toasts. */
  private async shownErrors(): Promise<string[]> {
    const texts = await this.page.locator(`${SHOWN_ERRORS}, [data-sonner-toast]`).allInnerTexts();
    return texts.map((t) => t.trim()).filter((t) => t.length > 0);
  }

  private async expectDrawn(where: string): Promise<void> {
    const text = (await this.page.locator('body').innerText()).trim();
    expect(text.length, `${where}: the page is blank`).toBeGreaterThan(0);
    await expect(this.page.getByTestId('crash-screen'), `${where}: the crash screen is shown`).toHaveCount(0);
  }

  async step(step: Step): Promise<void> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      if (attempt > FAULTY_ATTEMPTS) this.chaos.pause();
      this.attempts += 1;
      const where = `seed ${this.chaos.seed}, ${step.name}, attempt ${attempt}`;
      const before = this.chaos.sent.length;
      await step.act(attempt);
      const ok = await this.settle(step);
      const sent = this.chaos.sent.slice(before);
      this.log.push(
        `${step.name} #${attempt}: ${ok ? 'ok' : 'failed'}; sent ${sent.join(', ') || 'nothing'}; shown ${JSON.stringify(ok ? [] : await this.shownErrors())}`,
      );
      if (step.sends)
        expect(
          sent.filter((s) => step.sends!.test(s)).length,
          `${where}: the step's request was sent more than once (${sent.join(', ')})`,
        ).toBeLessThanOrEqual(1);
      await this.expectDrawn(where);
      expect(this.pageErrors, `${where}: uncaught errors in the page`).toEqual([]);
      if (ok) {
        this.chaos.resume();
        return;
      }
      // A failure: the person is told, in the catalogue's words, and keeps what they typed.
      const shown = await this.shownErrors();
      expect(shown.length, `${where}: a failure with no message on screen`).toBeGreaterThan(0);
      const allowed = [...step.errors, ...GENERAL].map((k) => msgPattern(k, ANY, 'start'));
      for (const text of shown) {
        expect(RAW.test(text), `${where}: raw error text shown: "${text}"`).toBe(false);
      }
      expect(
        shown.some((text) => allowed.some((re) => re.test(text))),
        `${where}: none of ${JSON.stringify(shown)} is the step's message`,
      ).toBe(true);
      if (step.typed) {
        const now = await step.typed();
        expect(
          now.every((v) => v.length > 0),
          `${where}: typed values were lost (${JSON.stringify(now)})`,
        ).toBe(true);
      }
    }
    throw new Error(`${step.name}: did not succeed in ${MAX_ATTEMPTS} attempts (seed ${this.chaos.seed})`);
  }
}

/** Sets up a journey: the chaos on the context, paused while the test prepares its accounts. */
async function journey(page: Page, seed: number, name: string, run: (j: Journey, page: Page) => Promise<void>): Promise<void> {
  const chaos = new Chaos(seed, name);
  chaos.pause();
  await chaos.attach(page.context());
  const j = new Journey(page, chaos);
  try {
    await run(j, page);
  } finally {
    report.push({ seed, journey: name, attempts: j.attempts, injected: chaos.injected, log: j.log });
  }
}

const value = (page: Page, label: string) => () => field(page, label).inputValue();
const visible =
  (page: Page, key: CatalogueKey, params = {}) =>
  () =>
    page.getByText(msg(key, params)).first().isVisible();

/** LOG IN on the sign-in form already filled in; `done` says where a successful one leads. */
const logIn = (page: Page, done: () => Promise<boolean>): Step => ({
  name: 'log in',
  act: () => page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click(),
  done,
  errors: ['screen.login_failed'],
  typed: async () => [await value(page, msg('ui.sign_in.email'))(), await value(page, msg('ui.sign_in.password'))()],
  sends: /accounts:signInWithPassword/,
});

/** The hand-over to Plexus after a sign-in: on its own at first, then with Continue on the redirect failure screen. */
const handOverToPlexus = (page: Page): Step => ({
  name: 'hand-over',
  act: async (attempt) => {
    if (attempt > 1)
      await page
        .getByRole('button', { name: msg('ui.redirect.continue') })
        .first()
        .click();
  },
  done: async () => page.url().startsWith(`${PLEXUS_APP}/login?`),
  errors: ['screen.redirect_failed'],
  sends: /\/api\/v1\/me\/customToken/,
});

for (const seed of SEEDS) {
  test.describe(`chaos, seed ${seed}`, () => {
    test('sign-in to hand-over', async ({ page }) => {
      await journey(page, seed, 'sign-in to hand-over', async (j, page) => {
        const user = await namedUser('chaos-in');
        await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/chaos`, welcome('PLEXUS'));
        j.chaos.resume();
        await field(page, msg('ui.sign_in.email')).fill(user.email);
        await field(page, msg('ui.sign_in.password')).fill('Password1!');
        await j.step(logIn(page, async () => !page.url().includes('/sign-in')));
        await j.step(handOverToPlexus(page));
        await expect(page.getByTestId('signed-in-email')).toHaveText(user.email);
        await expect(page.getByTestId('redirect-path')).toHaveText('/chaos');
      });
    });

    test('second-factor sign-in to hand-over', async ({ page }) => {
      await journey(page, seed, 'second-factor sign-in to hand-over', async (j, page) => {
        const phone = freshPhone();
        const user = await accountWithSecondFactor('chaos-mfa', phone.e164);
        await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/mfa`, welcome('PLEXUS'));
        j.chaos.resume();
        await field(page, msg('ui.sign_in.email')).fill(user.email);
        await field(page, msg('ui.sign_in.password')).fill('Password1!');
        const verifyButton = page.getByRole('button', { name: msg('ui.mfa.verify_sign_in') });
        const sendButton = page.getByRole('button', { name: msg('ui.mfa.send_code') });
        // With its one factor, the account is sent its code on entering the code step (issue 56
        // item 11); a send that fails there leaves the person on the choice with Send code.
        await j.step(logIn(page, async () => (await verifyButton.isVisible()) || (await sendButton.isVisible())));
        await j.step({
          name: 'send the code',
          act: async (attempt) => {
            // The first send is the one made on entering the step; Try again is Send code, once
            // the resend cooldown allows it.
            if (attempt === 1) return;
            await expect(sendButton).toBeEnabled({ timeout: 70_000 });
            await sendButton.click();
          },
          done: () => verifyButton.isVisible(),
          errors: ['screen.mfa_send_failed'],
          sends: /mfaSignIn:start/,
        });
        await field(page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
        await j.step({
          name: 'verify the code',
          act: async () => {
            // A verify whose answer was lost used the code up: the hub goes back to sending a new
            // one, which the person does once the resend cooldown (60 s) allows.
            if (await sendButton.isVisible()) {
              await expect(sendButton).toBeEnabled({ timeout: 70_000 });
              await sendButton.click();
              await expect(page.getByRole('button', { name: msg('ui.mfa.verify_sign_in') })).toBeVisible();
              await field(page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
            }
            await page.getByRole('button', { name: msg('ui.mfa.verify_sign_in') }).click();
          },
          done: async () => !page.url().includes('/sign-in'),
          errors: ['screen.mfa_verify_failed', 'auth.invalid_verification_id'],
          // Sent back for a new code, there is no typed code to keep.
          typed: async () => ((await sendButton.isVisible()) ? ['a new code is needed'] : [await value(page, msg('ui.phone.code'))()]),
          sends: /mfaSignIn:finalize/,
        });
        await j.step(handOverToPlexus(page));
        await expect(page.getByTestId('signed-in-email')).toHaveText(user.email);
      });
    });

    test('sign-up by link', async ({ page }) => {
      await journey(page, seed, 'sign-up by link', async (j, page) => {
        const email = uniqueEmail('chaos-up');
        await open(page, `${APP}/sign-up?brand=elumen`, msg('ui.sign_up.title'));
        j.chaos.resume();
        await field(page, msg('ui.sign_in.email')).fill(email);
        await j.step({
          name: 'send the sign-up link',
          act: () => page.getByRole('button', { name: msg('ui.sign_up.submit') }).click(),
          done: visible(page, 'ui.link.sent'),
          errors: ['screen.email_login_failed'],
          typed: async () => [await value(page, msg('ui.sign_in.email'))()],
          sends: /\/api\/v1\//,
        });
        const link = (await latestEmailTo(email)).link;
        await j.step({
          name: 'follow the link',
          act: async (attempt) => {
            if (attempt === 1) return void (await page.goto(link));
            // The way on the failure screen offers (a lost answer may have used the one-time link up):
            // request another link, then follow the newest one.
            const another = page.getByRole('link', { name: msg('ui.login.request_another') });
            if (await another.isVisible()) await another.click();
            await field(page, msg('ui.sign_in.email')).fill(email);
            await page.getByRole('button', { name: msg('ui.magic.submit') }).click();
            // A probe that may fail (the send can fail too): shorter than the default wait, so a
            // failed send leaves time for the remaining attempts.
            const sent = await page
              .getByText(msg('ui.link.sent'))
              .first()
              .waitFor({ timeout: 15000 })
              .then(
                () => true,
                () => false,
              );
            if (sent) await page.goto((await latestEmailTo(email)).link);
          },
          done: () => page.getByRole('heading', { name: msg('ui.onboarding.name_title') }).isVisible(),
          errors: ['screen.email_link_failed', 'screen.email_login_failed', 'screen.email_link_invalid_title', 'screen.invalid_link'],
        });
        await field(page, msg('ui.profile.name')).fill('Casey Chaos');
        await j.step({
          name: 'onboarding name',
          act: () => page.getByRole('button', { name: msg('ui.onboarding.next') }).click(),
          // On to the next step (which one depends on whether the link was a sign-up or a login link).
          done: async () => !(await page.getByRole('heading', { name: msg('ui.onboarding.name_title') }).isVisible()),
          errors: ['screen.save_profile_failed'],
          typed: async () => [await value(page, msg('ui.profile.name'))()],
          sends: /accounts:update/,
        });
        // Nothing half-done: one account, named, and exactly one sign-up email was sent.
        const accounts = (await adminAuth().listUsers(1000)).users.filter((u) => u.email === email);
        expect(accounts).toHaveLength(1);
        expect(accounts[0]!.displayName).toBe('Casey Chaos');
        const { body } = await apiFetch<{ to: string; kind: string }[]>('/outbox.json');
        expect(body.filter((m) => m.to === email && m.kind === 'signUp')).toHaveLength(1);
      });
    });

    test('forgot and reset password', async ({ page }) => {
      await journey(page, seed, 'forgot and reset password', async (j, page) => {
        const user = await namedUser('chaos-reset');
        await open(page, `${APP}/forgot-password?brand=plexus`, msg('ui.forgot.title'));
        j.chaos.resume();
        await field(page, msg('ui.sign_in.email')).fill(user.email);
        await j.step({
          name: 'send the reset email',
          act: () => page.getByRole('button', { name: msg('ui.forgot.submit') }).click(),
          done: visible(page, 'ui.forgot.sent', { email: user.email }),
          errors: ['screen.reset_email_failed'],
          typed: async () => [await value(page, msg('ui.sign_in.email'))()],
          sends: /\/api\/v1\//,
        });
        const link = (await latestEmailTo(user.email)).link;
        await j.step({
          name: 'reset through the link',
          act: async () => {
            await page.goto(link);
            const form = field(page, msg('ui.reset.password'));
            // The link check may fail first: then there is no form to fill. A probe, shorter than the
            // default wait, so a failed check leaves time for the remaining attempts.
            if (
              !(await form.waitFor({ timeout: 8000 }).then(
                () => true,
                () => false,
              ))
            )
              return;
            await form.fill('Chaos1234');
            await field(page, msg('ui.reset.confirm')).fill('Chaos1234');
            await page.getByRole('button', { name: msg('ui.action.reset_submit') }).click();
          },
          done: visible(page, 'ui.action.reset_done'),
          errors: ['screen.reset_failed', 'screen.reset_link_expired', 'screen.reset_link_invalid', 'screen.invalid_link'],
          sends: /accounts:resetPassword \{[^}]*newPassword/,
        });
        await open(page, `${APP}/sign-in?brand=plexus`, welcome('PLEXUS'));
        await field(page, msg('ui.sign_in.email')).fill(user.email);
        await field(page, msg('ui.sign_in.password')).fill('Chaos1234');
        await j.step({
          name: 'sign in with the new password',
          act: () => page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click(),
          done: async () => page.url().includes('/dashboard'),
          errors: ['screen.login_failed'],
          sends: /accounts:signInWithPassword/,
        });
        expect((await signInWithPassword(user.email, 'Chaos1234')).idToken).toBeTruthy();
      });
    });

    test('profile name and phone link', async ({ page }) => {
      await journey(page, seed, 'profile name and phone link', async (j, page) => {
        const user = await signedInFreshUser(page, 'chaos-profile');
        j.chaos.resume();
        await openRow(page, 'name');
        await field(page, msg('ui.profile.name')).fill('Morgan Chaos');
        await j.step({
          name: 'save the name',
          act: () => page.getByRole('button', { name: msg('ui.profile.save') }).click(),
          done: visible(page, 'toast.profile_saved'),
          errors: ['screen.save_profile_failed'],
          typed: async () => [await value(page, msg('ui.profile.name'))()],
          sends: /accounts:update/,
        });
        const phone = freshPhone();
        await openRow(page, 'phone');
        await field(page, msg('ui.phone.number')).fill(phone.local);
        await j.step({
          name: 'send the phone code',
          act: () => page.getByRole('button', { name: msg('ui.profile.send_otp') }).click(),
          done: visible(page, 'ui.phone.code_sent', { phone: displayPhone(phone.e164) }),
          errors: ['screen.phone_validate_failed', 'screen.phone_verify_failed_short', 'screen.phone_send_code_failed'],
          typed: async () => [await value(page, msg('ui.phone.number'))()],
          sends: /accounts:sendVerificationCode/,
        });
        await field(page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
        await j.step({
          name: 'verify the phone code',
          act: () => page.getByRole('button', { name: msg('ui.profile.verify_otp') }).click(),
          done: visible(page, 'toast.phone_updated'),
          errors: ['screen.phone_verify_failed_short', 'screen.phone_update_failed'],
          typed: async () => [await value(page, msg('ui.phone.code'))()],
          sends: /accounts:signInWithPhoneNumber/,
        });
        // Nothing half-done: the name saved and the phone linked to this account.
        const account = await lookupAccount(user.idToken);
        expect(account.displayName).toBe('Morgan Chaos');
        expect(account.phoneNumber).toBe(phone.e164);
      });
    });

    test('logout', async ({ page }) => {
      await journey(page, seed, 'logout', async (j, page) => {
        await signedInFreshUser(page, 'chaos-out');
        j.chaos.resume();
        await j.step({
          name: 'log out',
          act: () => page.goto(`${APP}/logout`).then(() => undefined),
          done: async () => page.url().includes('/sign-in') && (await storageOf(page)).isAuthenticated === 'false',
          errors: [],
        });
        // Really signed out: an account page sends to sign-in.
        await page.goto(`${APP}/dashboard/profile`);
        await page.waitForURL(/\/sign-in/);
      });
    });
  });
}
