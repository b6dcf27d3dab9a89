/**
 * The one place where user-visible texts are held to the spec's words. Other tests find texts
 * through the catalogue by key (tests/support/messages.ts), so editing flows/messages.json breaks
 * no test unless it changes a text the spec fixes word for word: then a row here fails.
 *
 * SPEC_TEXTS is built by reading the spec (account-hub-spec.md, next to this repository in
 * ../shared/spec): one row per catalogue key whose text the spec quotes (button labels, titles,
 * screen texts, toasts, form rules, error messages), with the spec's own words and placeholders.
 * Each row fails on its own when
 * - flows/messages.json (read from disk) holds another text under the key, or
 * - the spec no longer says those words where the row says it does (a stale table).
 * tests/fixtures/spec-section-8.json (the spec's section 8 texts, checked against the spec by
 * tests/property/error-mapping.property.test.ts) must be covered by the table.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CatalogueKey } from '../support/messages';
import spec8 from '../fixtures/spec-section-8.json';

const ROOT = resolve(import.meta.dirname, '../..');
/** The spec document (not part of this repository); ACCOUNT_HUB_SPEC overrides where it is. */
const SPEC_PATH = process.env.ACCOUNT_HUB_SPEC ?? resolve(ROOT, '../shared/spec/account-hub-spec.md');

/** flows/messages.json as it is on disk now. */
const live = (JSON.parse(readFileSync(resolve(ROOT, 'flows/messages.json'), 'utf8')) as { messages: Record<string, string> }).messages;

interface SpecText {
  key: CatalogueKey;
  /** Section of the spec that says it. */
  section: number;
  /** The spec's words, with the spec's placeholders. */
  text: string;
  /** Where the spec says it: a phrase of that section that holds text. */
  where: string;
  /** Each placeholder of text (spec name -> project name), mapped on purpose, also where the names agree. */
  placeholders?: Readonly<Record<string, string>>;
}

/** Quoted in the section: 'text'. */
const quoted = (key: CatalogueKey, section: number, text: string, placeholders?: Record<string, string>): SpecText => ({
  key,
  section,
  text,
  where: `'${text}'`,
  placeholders,
});
/** Named, unquoted, in a phrase of the section (e.g. "a LOG IN button"). */
const named = (key: CatalogueKey, section: number, text: string, where: string): SpecText => ({ key, section, text, where });
/** A row of the section 8 code table: | code | text |. */
const identity = (key: CatalogueKey, code: string, text: string): SpecText => ({
  key,
  section: 8,
  text,
  where: `\n| ${code} | ${text} |\n`,
});
/** A whole bullet under section 8's "Screen messages:" (the bullet may add a label or a note around text). */
const screenMessage = (key: CatalogueKey, text: string, bullet = text, placeholders?: Record<string, string>): SpecText => ({
  key,
  section: 8,
  text,
  where: `\n- ${bullet}\n`,
  placeholders,
});

const SPEC_TEXTS: readonly SpecText[] = [
  // 2. Screens and routes: /sign-in.
  named('ui.sign_in.log_in', 2, 'LOG IN', 'a LOG IN button'),
  named('ui.sign_in.google', 2, 'Google', 'a Google button'),
  named('ui.sign_in.email_link', 2, 'EMAIL', 'an EMAIL button to /magic-login'),
  named('ui.sign_in.phone', 2, 'PHONE NUMBER', 'a PHONE NUMBER button to /phone-login'),
  named('ui.sign_in.sign_up', 2, 'Sign up', 'It links to Sign up (/sign-up)'),
  named('ui.sign_in.forgot_password', 2, 'Forgot your password?', 'Forgot your password? (/forgot-password)'),
  // /phone-login, /forgot-password, /email-action, /login, /login-with-custom-token, /logout.
  named('ui.phone.send_code', 2, 'Send code', 'a Send code button'),
  named('ui.phone.verify_code', 2, 'Verify code', 'a Verify code button'),
  named('ui.forgot.submit', 2, 'Send password reset email', 'a Send password reset email button'),
  named('ui.action.redirecting', 2, 'Redirecting...', 'signIn (shows Redirecting...)'),
  named('ui.action.continue', 2, 'Continue', 'a Continue button goes to /dashboard/profile'),
  named('ui.login.confirm_title', 2, 'Confirm email', 'it asks to Confirm email (different device or browser)'),
  named('ui.login.submit', 2, 'Sign in', 'with a Sign in button'),
  named('ui.login.signing_in', 2, 'Signing in...', 'It shows Signing in...,'),
  named('ui.token.invalid_title', 2, 'Token invalid', 'or Token invalid with the error'),
  named('ui.token.none_title', 2, 'No token provided', 'or No token provided ('),
  named(
    'ui.token.required',
    2,
    'Custom token is required for authentication.',
    'No token provided (Custom token is required for authentication.)',
  ),
  named(
    'hub.no_token',
    2,
    'Custom token is required for authentication.',
    'No token provided (Custom token is required for authentication.)',
  ),
  named('ui.logout.loading', 2, 'Logging out...', 'shows Logging out...,'),
  // Already-logged-in panel.
  {
    ...named('ui.panel.continue', 2, 'Continue to {brand}', 'Continue to {brand}, Manage your account (dashboard) and Log out.'),
    placeholders: { '{brand}': '{brand}' },
  },
  named('ui.panel.manage', 2, 'Manage your account', 'Continue to {brand}, Manage your account (dashboard) and Log out.'),
  named('ui.panel.log_out', 2, 'Log out', 'Continue to {brand}, Manage your account (dashboard) and Log out.'),
  // Onboarding guard.
  quoted('ui.onboarding.name_title', 2, 'Complete your profile'),
  named('ui.onboarding.next', 2, 'Next', 'with a name field and Next.'),
  quoted('ui.onboarding.email_title', 2, 'Set up your Email and Password'),
  quoted('ui.onboarding.phone_title', 2, 'Set a phone number'),
  quoted('ui.onboarding.done_title', 2, 'All Done!'),
  // Account settings layout.
  named('ui.nav.profile', 2, 'Profile', 'Left nav: Profile (/profile)'),
  named('ui.nav.password', 2, 'Password', 'Password (/password)'),
  named('ui.nav.applications', 2, 'Applications', 'Applications (/applications)'),
  quoted('ui.dashboard.title', 2, 'Account Settings'),
  named('ui.dashboard.sign_out', 2, 'Sign out', 'A Sign out button opens a confirmation dialog'),
  quoted('ui.dashboard.sign_out_confirm', 2, 'Are you sure you want to sign out of your {brand} account?', { '{brand}': '{brand}' }),
  named('ui.dashboard.cancel', 2, 'Cancel', 'with Cancel and Sign out.'),
  // Profile page.
  quoted('ui.profile.save', 2, 'Save changes'),
  named('ui.profile.verified', 2, 'Verified', 'a Verified or Not verified chip'),
  named('ui.profile.not_verified', 2, 'Not verified', 'a Verified or Not verified chip'),
  quoted('ui.profile.verify_email', 2, 'Verify email'),
  quoted('ui.profile.change_email', 2, 'Change email'),
  quoted('ui.profile.send_otp', 2, 'Send OTP'),
  quoted('ui.profile.verify_otp', 2, 'Verify OTP'),
  // Password page.
  quoted('ui.password.title', 2, 'Change your password'),
  // The spec names (does not quote) the other two fields "Password" and "Confirm password"; issue 56
  // item 15 has each label say which password it is (held below, outside this table).
  named('ui.password.new', 2, 'New password', 'with Password, New password and Confirm password fields'),
  quoted('ui.password.save', 2, 'Save password'),
  // Branded auth layout.
  named('ui.onboarding.log_out', 2, 'Log out', 'An optional Log out button during onboarding.'),
  quoted('ui.switcher.label', 2, 'Connected account'),

  // 4. States and transitions.
  quoted('auth.not_logged_in', 4, 'User is not logged in after Firebase SDK is initialized'),
  named('ui.merge.back', 4, 'Back', 'and Back returns to input'),
  quoted('ui.merge.send_code', 4, 'Send code'),
  quoted('ui.merge.verify_code', 4, 'Verify code'),
  quoted('ui.action.verifying_link', 4, 'Verifiying link...'),
  quoted('ui.action.reset_done', 4, 'Your password has been reset'),
  quoted('ui.link.sent', 4, 'Email sent, please check your inbox'),
  quoted('ui.phone.signed_in', 4, 'Signed In successfully'),
  quoted('ui.action.email_verified', 4, 'Email verified successfully'),
  quoted('ui.action.email_recovered', 4, 'Email recovered, you can now log back in with your previous email'),
  quoted('ui.action.email_changed', 4, 'Email verified and changed successfully'),

  // 5. Validation rules.
  quoted('form.password_min_8', 5, 'At least 8 or more characters are required'),
  quoted('form.passwords_does_not_match', 5, 'Passwords does not match'),
  quoted('form.confirm_email_invalid', 5, 'Enter a valid email.'),
  quoted('form.onboarding_password_min_6', 5, 'Password must be at least 6 characters long'),
  quoted('form.name_required', 5, 'Name is required'),
  quoted('form.change_password_min_6', 5, 'Password must be at least 6 characters.'),
  quoted('form.passwords_do_not_match', 5, 'Passwords do not match'),
  quoted('screen.phone_invalid', 5, 'Invalid phone number, please check your number and try again'),
  quoted('hub.phone_invalid', 5, 'Invalid phone number'),
  quoted('form.required', 5, 'Required'),
  quoted('form.invalid_email', 5, 'Invalid email'),
  quoted('form.min_length', 5, 'String must contain at least N character(s)', { N: '{limit}' }),

  // 8. Error catalogue: the identity codes' table.
  identity('auth.code_expired', 'auth/code-expired', 'The code has expired, please request another one.'),
  identity('auth.expired_action_code', 'auth/expired-action-code', 'The link has been expired, please request another one.'),
  identity('auth.invalid_email', 'auth/invalid-email', 'The email provided is invalid.'),
  identity(
    'auth.email_already_in_use',
    'auth/email-already-in-use',
    'Email is already in use, please check if your email already has an account.',
  ),
  identity('auth.user_disabled', 'auth/user-disabled', 'Your account has been disabled.'),
  identity('auth.invalid_action_code', 'auth/invalid-action-code', 'The link is used or invalid, please request another one.'),
  identity('auth.user_not_found', 'auth/user-not-found', 'An account does not exist for this email.'),
  identity('auth.wrong_password', 'auth/wrong-password', 'Incorrect email and password combination.'),
  identity('auth.missing_continue_uri', 'auth/missing-continue-uri', 'Redirect is missing in link.'),
  identity('auth.too_many_requests', 'auth/too-many-requests', 'Too many attempts, please try again later or contact support.'),
  identity('auth.weak_password', 'auth/weak-password', 'Password is too weak, please enter at least 8 characters.'),
  identity('auth.invalid_verification_code', 'auth/invalid-verification-code', 'Invalid verification code, please try again'),
  identity('auth.invalid_verification_id', 'auth/invalid-verification-id', 'Invalid verification Id, please try again.'),
  identity(
    'auth.account_exists_with_different_credential',
    'auth/account-exists-with-different-credential',
    'An account already exists with a different credential, you can merge your accounts by contacting support.',
  ),
  identity('auth.requires_recent_login', 'auth/requires-recent-login', 'Please log in again to continue.'),
  // Other section 8 texts.
  quoted('error.unknown', 8, 'An unknown error occurred.'),
  quoted('auth.reauthenticate', 8, 'You need to re-authenticate to continue'),
  quoted('error.server', 8, 'Something went wrong, please contact support or try again later.'),
  // Screen messages.
  screenMessage('screen.login_failed', 'Failed to log in, please contact support.'),
  screenMessage('screen.google_login_failed', 'Failed to log in with Google, please contact support.'),
  screenMessage('screen.invalid_link_title', 'Invalid link', 'Invalid link / The link provided is invalid (no oobCode).'),
  screenMessage('screen.invalid_link', 'The link provided is invalid', 'Invalid link / The link provided is invalid (no oobCode).'),
  screenMessage('hub.no_oob_code', 'The link provided is invalid', 'Invalid link / The link provided is invalid (no oobCode).'),
  screenMessage('screen.reset_link_expired', 'The reset password link has expired.'),
  screenMessage(
    'screen.reset_link_invalid',
    'Link invalid, please try resetting your password again.',
    'Link invalid, please try resetting your password again. (goes to forgot-password)',
  ),
  screenMessage(
    'screen.reset_failed',
    'Failed to reset password, please try again.',
    'Failed to reset password, please try again. (goes to forgot-password)',
  ),
  screenMessage('screen.verify_email_failed_sign_in', 'Failed to verify email, please request another link by signing in with your email.'),
  screenMessage('screen.verify_email_failed', 'Failed to verify email.'),
  screenMessage(
    'screen.reset_email_failed',
    'Failed to send password reset email. Please contact {brand} support to reset your password.',
    undefined,
    { '{brand}': '{brand}' },
  ),
  screenMessage('screen.email_login_failed', 'Failed to login with email, please contact support.'),
  screenMessage(
    'screen.email_link_failed',
    'Failed to login with email link.',
    "Failed to login with email link. (screen 'Link invalid' with a link to request another)",
  ),
  named('screen.email_link_invalid_title', 8, 'Link invalid', "(screen 'Link invalid' with a link to request another)"),
  screenMessage(
    'screen.custom_token_failed',
    'Failed to login with custom token.',
    "Failed to login with custom token. (screen 'Token invalid')",
  ),
  quoted('ui.token.invalid_title', 8, 'Token invalid'),
  screenMessage('screen.phone_verify_failed', 'Failed to verify phone number.'),
  screenMessage(
    'screen.phone_send_code_failed',
    'Failed to send verification code, please check your number and try again, or try another login method.',
  ),
  // The spec's {email}/{phone} are the white-label's support contacts; the project's {email}/{phone} are the person's.
  screenMessage(
    'screen.redirect_failed',
    'Something went wrong, please contact us at {email} or {phone}.',
    'Redirect failure: Something went wrong, please contact us at {email} or {phone}.',
    { '{email}': '{supportEmail}', '{phone}': '{supportPhone}' },
  ),
  screenMessage(
    'screen.phone_invalid',
    'Invalid phone number, please check your number and try again',
    'Invalid phone number, please check your number and try again (toast).',
  ),
  screenMessage('screen.phone_validate_failed', 'Failed to validate phone number, please check your number and try again.'),
  screenMessage(
    'screen.phone_update_failed',
    'Failed to update phone number, please check your number and try again, or skip this step for now.',
  ),
  screenMessage('screen.phone_verify_failed_short', 'Failed to verify phone number'),
  screenMessage('screen.merge_no_email', 'User email not found', 'User email not found (merging without an email).'),
  screenMessage(
    'screen.merge_refresh_failed',
    'Successfully merged account but failed to refresh your account. Please refresh the page to see the changes.',
  ),
  screenMessage('screen.set_password_failed', 'Failed to set password'),
  screenMessage('screen.save_profile_failed', 'Failed to save profile'),
  screenMessage('screen.app_not_ready', 'Application is not ready, please try again later'),
  screenMessage('screen.verification_email_failed', 'Failed to send email for verification'),
  screenMessage('screen.change_email_failed', 'Could not change email, please contact support to change your email.'),
  screenMessage('screen.change_password_failed', 'Failed to change password, please contact our support'),
  screenMessage('screen.no_user_email', 'User does not have an email or is not logged in, please try again later'),
  screenMessage('screen.no_user', 'No user is logged in', 'No user is logged in (update helpers).'),
  // Success toasts.
  quoted('toast.phone_updated', 8, 'Phone number updated'),
  quoted('toast.profile_saved', 8, 'Saved profile'),
  quoted('toast.verification_sent', 8, 'An email has been sent for verification'),
  quoted('toast.change_email_sent', 8, 'An email has been sent to the new email for verification.'),
  quoted('toast.password_changed', 8, 'Changed password successfully'),
];

/** A spec placeholder as a whole token: `N` must not match the N of "No user ...". */
const token = (name: string) => new RegExp(`(?<![A-Za-z0-9])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'g');
/** The spec's text with its placeholders renamed to the project's, by the row's own table only. */
const projectText = (row: SpecText) =>
  Object.entries(row.placeholders ?? {}).reduce((t, [from, to]) => t.replace(token(from), to), row.text);
const label = (row: SpecText) => `${row.key} (spec ${row.section}): "${row.text}"`;

/** One section of the spec, from its "## n. " heading to the next "## " heading. */
function specSection(doc: string, n: number): string {
  const start = doc.search(new RegExp(`^## ${n}\\. `, 'm'));
  if (start < 0) throw new Error(`the spec has no section ${n}`);
  const end = doc.slice(start + 1).search(/^## /m);
  return doc.slice(start, end < 0 ? undefined : start + 1 + end);
}

describe('texts the spec fixes word for word (flows/messages.json against the spec)', () => {
  it.each(SPEC_TEXTS.map((row) => [label(row), row] as const))('%s', (_, row) => {
    expect(live[row.key], `${row.key} is not in flows/messages.json`).toBeDefined();
    expect(live[row.key], `${row.key} must say what spec ${row.section} says`).toBe(projectText(row));
  });

  describe.runIf(existsSync(SPEC_PATH))("the table is the spec's words", () => {
    const doc = existsSync(SPEC_PATH) ? readFileSync(SPEC_PATH, 'utf8').replace(/\r\n/g, '\n') : '';
    it.each(SPEC_TEXTS.map((row) => [label(row), row] as const))('spec still says %s', (_, row) => {
      expect(row.where.includes(row.text), `the phrase "${row.where}" does not hold the text`).toBe(true);
      expect(
        specSection(doc, row.section).includes(row.where),
        `spec section ${row.section} no longer says ${JSON.stringify(row.where)}`,
      ).toBe(true);
    });
  });

  it('each row is one key in one section, and maps each spec placeholder on purpose', () => {
    const seen = new Set<string>();
    for (const row of SPEC_TEXTS) {
      const id = `${row.key}@${row.section}`;
      expect(seen.has(id), `${id} has two rows`).toBe(false);
      seen.add(id);
      for (const p of row.text.match(/\{[a-zA-Z]+\}/g) ?? [])
        expect(row.placeholders?.[p], `${p} in ${label(row)} is not mapped`).toBeDefined();
      for (const from of Object.keys(row.placeholders ?? {}))
        expect(row.text.match(token(from)), `${from} is not a placeholder of ${label(row)}`).toHaveLength(1);
    }
  });

  it("the Password page's labels say which password each field wants (issue 56 item 15)", () => {
    expect(live['ui.password.old']).toBe('Current password');
    expect(live['ui.password.new']).toBe('New password');
    expect(live['ui.password.confirm']).toBe('Repeat new password');
  });

  it('one term for signing in and out where the spec quotes no other (issue 56 item 16)', () => {
    const quotedKeys = new Set<string>(SPEC_TEXTS.map((row) => row.key));
    const logTerm = /\blog ?(in|out)\b|\blog(in|out)\b/i;
    const free = Object.entries(live).filter(([key]) => !quotedKeys.has(key));
    expect(free.filter(([, text]) => logTerm.test(text))).toEqual([]);
  });

  it('covers every text of the spec-section-8 fixture', () => {
    const fixtureTexts = [
      ...Object.values(spec8.identity),
      ...spec8.screenMessages.flatMap((m) => m.texts),
      ...spec8.successToasts,
      ...Object.values(spec8.otherTexts).flat(),
    ];
    const tabled = new Set(SPEC_TEXTS.map((row) => row.text));
    expect(fixtureTexts.filter((t) => !tabled.has(t))).toEqual([]);
  });
});
