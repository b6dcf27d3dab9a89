/**
 * Spec rows the other suites only glimpse: the account settings header (2.41), the auth logo's
 * link (2.53), Log out during onboarding (2.54), the old password only a string (5.12) and the
 * profile name rule with Save changes disabled while unchanged (5.19).
 */
import { test, expect } from './support/fixtures';
import { APP, field, fillSignIn, open, openRow, passwordSignIns, profileEmail, storageOf, welcome } from './support/hub-page';
import { emailLessAccountLink, namedUser, openTokenLink, signedInFreshUser, startSignedIn } from './support/accounts';
import { signUp, uniqueEmail } from '../stack/helpers';
import { msg } from '../support/messages';
import { brandName } from '../support/brand-docs';

test.describe('layout links', () => {
  test('the auth screen logo links to /redirect carrying the query', async ({ page }) => {
    await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/r/1`, welcome('PLEXUS'));
    const link = page.locator('a.hub-logo-link');
    await expect(link).toHaveAttribute('href', `/redirect?${new URLSearchParams({ brand: 'plexus', redirectPath: '/r/1' }).toString()}`);
    await expect(link.locator('img:visible')).toHaveAttribute('alt', brandName('PLEXUS'));
  });

  test('account settings: the header shows the brand logo and "Account Settings"; the logo links to /redirect; no field takes the focus', async ({
    page,
  }) => {
    await startSignedIn(page, await namedUser('header'), '/dashboard/profile?brand=emiot');
    const header = page.locator('header').first();
    await expect(header.getByText(msg('ui.dashboard.title'), { exact: true })).toBeVisible();
    const logo = header.locator('a.hub-logo-link');
    await expect(logo.locator('img:visible')).toHaveAttribute('alt', brandName('EMIOT'));
    await expect(logo).toHaveAttribute('href', '/redirect?brand=emiot');
    // Issue 31: opening the profile puts the focus in no field (the rows' forms open when asked for, issue 56 item 14).
    await expect(profileEmail(page)).toBeVisible();
    await expect(page.locator('input:focus, select:focus, textarea:focus')).toHaveCount(0);
  });
});

test.describe('onboarding', () => {
  test('without init: an account with no email sets one and then sees All Done! (the step is not cut off when the email lands)', async ({
    page,
  }) => {
    await openTokenLink(page, await emailLessAccountLink('', 'Ema Il'));
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.email_title') })).toBeVisible();
    const email = uniqueEmail('noinit');
    await field(page, msg('ui.sign_in.email')).fill(email);
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.onboarding.done_title') })).toBeVisible();
    await expect(page.getByText(msg('ui.onboarding.verification_sent', { userEmail: email }), { exact: false })).toBeVisible();
    await page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
  });

  test('Log out on an onboarding step signs the person out and returns to sign-in', async ({ page }) => {
    const user = await signUp('onb-logout'); // no name: onboarding asks for it first
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await fillSignIn(page, user.email, 'Password1!');
    await expect(page.getByText(msg('ui.onboarding.name_title'))).toBeVisible();
    await page.getByRole('link', { name: msg('ui.onboarding.log_out') }).click();
    await page.waitForURL(/\/sign-in/);
    await expect.poll(async () => (await storageOf(page)).isAuthenticated).toBe('false');
    await page.goto(`${APP}/dashboard/profile`);
    await page.waitForURL(/\/sign-in/);
  });
});

test.describe('account forms', () => {
  test('profile: Save changes is disabled (and looks it) until the name changes; an empty name says "Name is required" and saves nothing', async ({
    page,
  }) => {
    await signedInFreshUser(page, 'namerule', 'Kept Name');
    await openRow(page, 'name');
    const save = page.getByRole('button', { name: msg('ui.profile.save') });
    const look = () => save.evaluate((b) => ({ background: getComputedStyle(b).backgroundColor, cursor: getComputedStyle(b).cursor }));
    await expect(save).toBeDisabled();
    // Issue 31: a button that cannot be used yet looks it (greyed, not-allowed), not just a shade paler.
    const unavailable = await look();
    expect(unavailable.cursor).toBe('not-allowed');
    await field(page, msg('ui.profile.name')).fill('Kept Name!');
    await expect(save).toBeEnabled();
    const usable = await look();
    expect(usable.cursor).toBe('pointer');
    expect(usable.background).not.toBe(unavailable.background);
    await field(page, msg('ui.profile.name')).fill('');
    await save.click();
    await expect(page.getByText(msg('form.name_required')).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
    await expect(page.getByTestId('row-value-name')).toHaveText('Kept Name');
  });

  test('password: an empty old password passes the form (only a string) and goes to re-authentication, whose refusal marks the field', async ({
    page,
  }) => {
    await signedInFreshUser(page, 'oldpw');
    await page.getByRole('link', { name: msg('ui.nav.password') }).click();
    await expect(page.getByRole('heading', { name: msg('ui.password.title') })).toBeVisible();
    const reauth = passwordSignIns(page);
    await field(page, msg('ui.password.new')).fill('NewPassword2!');
    await field(page, msg('ui.password.confirm')).fill('NewPassword2!');
    await page.getByRole('button', { name: msg('ui.password.save') }).click();
    // No form rule stops it: the identity service is asked, with the empty password.
    await expect.poll(() => reauth.length).toBe(1);
    expect(reauth[0]!.postDataJSON()).toMatchObject({ password: '' });
    // Its answer (auth/missing-password) marks the Password field with the spec's Required, which
    // takes the focus (issue 31), instead of the support text.
    const old = field(page, msg('ui.password.old'));
    await expect(page.locator('#root_oldPassword__error')).toHaveText(msg('form.required'));
    await expect(old).toHaveAttribute('aria-invalid', 'true');
    await expect(old).toBeFocused();
    await expect(page.getByText(msg('screen.change_password_failed'))).toHaveCount(0);
    await expect(field(page, msg('ui.password.new'))).toHaveValue('NewPassword2!');
  });
});
