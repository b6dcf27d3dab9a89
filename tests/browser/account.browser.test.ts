/**
 * Issue 4: onboarding guard, account settings (profile, email, phone, merge, password,
 * applications) in Chromium against the Auth Emulator and the local API.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../support/project';
import { lookupAccount, smsCodeFor, useBrowserSession } from './support/session';
import { ALICE, APP, FVS_APP, expectAccessible, field, fillSignIn, imageText, open } from './support/hub-page';
import { freshPhone, emailLessAccountLink, signedInFreshUser } from './support/accounts';
import { emulatorOobCodes, identity, latestEmailTo, signInWithPassword, uniqueEmail } from '../stack/helpers';

const session = useBrowserSession();


describe('onboarding guard', () => {
  it('an account with nothing walks all four steps: name, email and password, phone, All Done', async () => {
    await session.page.goto(await emailLessAccountLink('&init=true'));

    await session.page.getByRole('heading', { name: 'Complete your profile' }).waitFor({ timeout: 30000 });
    await session.page.getByRole('link', { name: 'Log out' }).waitFor();
    await session.page.getByRole('button', { name: 'Next' }).click();
    await session.page.getByText('Name is required').waitFor();
    await expectAccessible(session.page);
    await field(session.page, 'Name').fill('Nora Newcomer');
    await session.page.getByRole('button', { name: 'Next' }).click();

    await session.page.getByRole('heading', { name: 'Set up your Email and Password' }).waitFor({ timeout: 20000 });
    const email = uniqueEmail('nora');
    expect(await field(session.page, 'Email').isEnabled()).toBe(true);
    await field(session.page, 'Email').fill(email);
    await field(session.page, 'Password (optional)').fill('short');
    await field(session.page, 'Confirm password').fill('other');
    await session.page.getByRole('button', { name: 'Next' }).click();
    await session.page.getByText('Password must be at least 6 characters long').waitFor();
    await session.page.getByText('Passwords does not match').waitFor();
    await field(session.page, 'Password (optional)').fill('Secret123');
    await field(session.page, 'Confirm password').fill('Secret123');
    await session.page.getByRole('button', { name: 'Next' }).click();

    await session.page.getByRole('heading', { name: 'Set a phone number' }).waitFor({ timeout: 20000 });
    const phone = freshPhone();
    await field(session.page, 'Phone number').fill(phone.local);
    await session.page.getByRole('button', { name: 'Send code' }).click();
    await session.page.getByText(`We sent a code to ${phone.e164}.`).waitFor({ timeout: 30000 });
    await field(session.page, 'One time password').fill(await smsCodeFor(phone.e164));
    await session.page.getByRole('button', { name: 'Verify code' }).click();

    await session.page.getByRole('heading', { name: 'All Done!' }).waitFor({ timeout: 20000 });
    await session.page.getByText(`We sent a verification email to ${email}.`, { exact: false }).waitFor();
    expect((await latestEmailTo(email)).kind).toBe('verification');
    await session.page.getByRole('button', { name: 'Next' }).click();
    await session.page.getByRole('heading', { name: 'Profile' }).waitFor({ timeout: 20000 });
    await session.page.getByTestId('avatar-initials').getByText('NN').waitFor();

    const account = await lookupAccount((await signInWithPassword(email, 'Secret123')).idToken);
    expect(account).toMatchObject({ displayName: 'Nora Newcomer', email, phoneNumber: phone.e164 });
  });

  it('init=true asks for email (locked when set) and password of a complete account; no phone step when it has one', async () => {
    await open(session.page, `${APP}/sign-in?init=true`, 'Welcome to WBS');
    await fillSignIn(session.page, ALICE.email, ALICE.password);
    await session.page.getByRole('heading', { name: 'Set up your Email and Password' }).waitFor({ timeout: 30000 });
    expect(await field(session.page, 'Email').inputValue()).toBe(ALICE.email);
    expect(await field(session.page, 'Email').isDisabled()).toBe(true);
    await session.page.getByRole('button', { name: 'Next' }).click();
    await session.page.getByRole('heading', { name: 'Profile' }).waitFor({ timeout: 20000 });
  });

  it('init=true without a phone asks for one; Skip goes on', async () => {
    await signedInFreshUser(session.page, 'skipper');
    await session.page.goto(`${APP}/dashboard?init=true`);
    await session.page.getByRole('heading', { name: 'Set up your Email and Password' }).waitFor({ timeout: 20000 });
    await session.page.getByRole('button', { name: 'Next' }).click();
    await session.page.getByRole('heading', { name: 'Set a phone number' }).waitFor({ timeout: 20000 });
    await session.page.getByRole('button', { name: 'Skip' }).click();
    await session.page.getByRole('heading', { name: 'Profile' }).waitFor({ timeout: 20000 });
  });

  it('a signed-out person is sent to sign-in keeping the query', async () => {
    await session.page.goto(`${APP}/dashboard/password?brand=plexus&redirectPath=/a`);
    await session.page.waitForURL(`${APP}/sign-in?brand=plexus&redirectPath=/a`, { timeout: 20000 });
  });
});

describe('profile', () => {
  it('saves the name (Save changes disabled while unchanged) and shows initials', async () => {
    const me = await signedInFreshUser(session.page, 'namer', 'Pat Lee');
    await session.page.getByTestId('avatar-initials').getByText('PL').waitFor();
    const save = session.page.getByRole('button', { name: 'Save changes' });
    expect(await save.isDisabled()).toBe(true);
    await field(session.page, 'Name').fill('Robin Quinn Smith');
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await session.page.getByText('Saved profile').waitFor({ timeout: 20000 });
    await session.page.getByTestId('avatar-initials').getByText('RQ').waitFor();
    await expectAccessible(session.page);
    expect((await lookupAccount(me.idToken)).displayName).toBe('Robin Quinn Smith');
  });

  it('Verify email sends the link with a cooldown; the link turns the chip to Verified', async () => {
    const me = await signedInFreshUser(session.page, 'verifier');
    await session.page.getByText('Not verified').waitFor();
    await session.page.getByRole('button', { name: 'Verify email' }).click();
    await session.page.getByText('An email has been sent for verification').waitFor({ timeout: 20000 });
    const waiting = session.page.getByRole('button', { name: /Verify email \(wait \d+s\)/ });
    expect(await waiting.isDisabled()).toBe(true);
    await session.page.reload();
    await session.page.getByRole('button', { name: /Verify email \(wait \d+s\)/ }).waitFor({ timeout: 20000 }); // survives a reload
    const other = await session.context.newPage();
    await other.goto((await latestEmailTo(me.email)).link);
    await other.getByText('Email verified successfully').waitFor({ timeout: 20000 });
    await session.page.reload();
    await session.page.getByText('Verified', { exact: true }).waitFor({ timeout: 20000 });
  });

  it('Change email sends a verify-and-change link; following it changes the email', async () => {
    const me = await signedInFreshUser(session.page, 'mover');
    const change = session.page.getByRole('button', { name: 'Change email' });
    expect(await change.isDisabled()).toBe(true);
    const newEmail = uniqueEmail('moved');
    await session.page.getByLabel(/^Email\s*\*?$/).last().fill(newEmail);
    await change.click();
    await session.page.getByText('An email has been sent to the new email for verification.').waitFor({ timeout: 20000 });
    const code = (await emulatorOobCodes()).filter((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL' && c.email === me.email).at(-1);
    expect(code).toBeDefined();
    await session.page.goto(`${APP}/email-action?mode=verifyAndChangeEmail&oobCode=${code!.oobCode}`);
    await session.page.getByText('Email verified and changed successfully').waitFor({ timeout: 20000 });
    expect((await lookupAccount((await signInWithPassword(newEmail)).idToken)).email).toBe(newEmail);
  });

  it('links a phone number with an OTP from the emulator, then returns to the profile', async () => {
    const me = await signedInFreshUser(session.page, 'phoner');
    const phone = freshPhone();
    await field(session.page, 'Phone number').fill(phone.local);
    await session.page.getByRole('button', { name: 'Send OTP' }).click();
    await session.page.getByText(`We sent a code to ${phone.e164}.`).waitFor({ timeout: 30000 });
    await field(session.page, 'One time password').fill(await smsCodeFor(phone.e164));
    await session.page.getByRole('button', { name: 'Verify OTP' }).click();
    await session.page.getByText('Phone number updated').waitFor({ timeout: 20000 });
    // The used code form is gone: the profile is back (Send OTP is in its cooldown).
    await session.page.getByRole('button', { name: /^Send OTP/ }).waitFor({ timeout: 20000 });
    await session.page.getByRole('button', { name: 'Verify OTP' }).waitFor({ state: 'detached' });
    expect((await lookupAccount(me.idToken)).phoneNumber).toBe(phone.e164);
  });

  it('a phone on another seeded account triggers the merge; afterwards it belongs to this account', async () => {
    const me = await signedInFreshUser(session.page, 'merger');
    const bob = await signInWithPassword('bob@example.com');
    await field(session.page, 'Phone number').fill('0412 000 111');
    await session.page.getByRole('button', { name: 'Send OTP' }).click();
    await session.page.getByRole('heading', { name: 'This number belongs to another account' }).waitFor({ timeout: 20000 });
    await expectAccessible(session.page);
    await session.page.getByRole('button', { name: 'Send code' }).click();
    await session.page.getByText('We sent a code to +61412000111.').waitFor({ timeout: 30000 });
    await field(session.page, 'One time password').fill(await smsCodeFor('+61412000111'));
    await session.page.getByRole('button', { name: 'Verify code' }).click();
    await session.page.getByText('Accounts merged: +61412000111 now belongs to this account.').waitFor({ timeout: 30000 });
    expect((await lookupAccount(me.idToken)).phoneNumber).toBe('+61412000111');
    const gone = await identity('lookup', { idToken: bob.idToken });
    expect(gone.body.users ?? []).toEqual([]);
  });
});

describe('password, applications, layout', () => {
  it('a wrong old password fails with the catalogue message; the right one changes it', async () => {
    const me = await signedInFreshUser(session.page, 'changer');
    await session.page.getByRole('link', { name: 'Password' }).click();
    await session.page.getByRole('heading', { name: 'Change your password' }).waitFor({ timeout: 20000 });
    await field(session.page, 'New password').fill('abc');
    await field(session.page, 'Confirm password').fill('abd');
    await session.page.getByRole('button', { name: 'Save password' }).click();
    await session.page.getByText('Password must be at least 6 characters.').waitFor();
    await session.page.getByText('Passwords do not match').waitFor();
    await expectAccessible(session.page);
    await field(session.page, 'Password').fill('WrongOld1');
    await field(session.page, 'New password').fill('Changed123');
    await field(session.page, 'Confirm password').fill('Changed123');
    await session.page.getByRole('button', { name: 'Save password' }).click();
    await session.page.getByText('Incorrect email and password combination.').waitFor({ timeout: 20000 });
    await field(session.page, 'Password').fill('Password1!');
    await session.page.getByRole('button', { name: 'Save password' }).click();
    await session.page.getByText('Changed password successfully').waitFor({ timeout: 20000 });
    expect((await signInWithPassword(me.email, 'Changed123')).idToken).toBeTruthy();
  });

  it('WBS: applications lists the non-mobile brands, footer logos link to /redirect, back arrow only with redirectPath', async () => {
    await open(session.page, `${APP}/sign-in?brand=plexus`, 'Welcome to Plexus');
    await fillSignIn(session.page, ALICE.email, ALICE.password);
    await session.page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
    expect(await session.page.getByRole('link', { name: /^Back to/ }).count()).toBe(0);
    await session.page.getByRole('link', { name: 'Applications' }).click();
    await session.page.getByRole('heading', { name: 'Applications' }).waitFor();
    const names = await session.page.locator('.hub-apps li').allTextContents();
    expect(names.sort()).toEqual(['EMIoT', 'Elumen', 'Plexus', 'WBS']);
    expect(await session.page.locator('.hub-apps a').first().getAttribute('href')).toMatch(/^\/redirect\?brand=/);
    const footer = session.page.getByTestId('footer-logos').locator('a');
    expect(await footer.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/redirect?brand=ELUMEN', '/redirect?brand=PLEXUS', '/redirect?brand=EMIOT']);
    // Spec 1 whiteLogo: the footer is a band of the brand's colour and shows each brand's white logo.
    const band = await session.page.getByTestId('footer-logos').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(band).toBe('rgb(11, 92, 122)'); // Plexus primary #0b5c7a
    const sources = await footer.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    const shown = await Promise.all(sources.map(imageText));
    expect(shown).toEqual(['elumen', 'plexus', 'emiot'].map((folder) => readFileSync(resolve(ROOT, 'brands', folder, 'logo-white.svg'), 'utf8')));
    await expectAccessible(session.page);
    await session.page.goto(`${APP}/dashboard/nothing-here?brand=plexus&redirectPath=/x`);
    await session.page.waitForURL(`${APP}/dashboard/profile?brand=plexus&redirectPath=/x`);
    await session.page.getByRole('link', { name: 'Back to Plexus' }).waitFor();
  });

  it('FVS: no footer logos, and mobile and WBS-only brands stay off the applications page', async () => {
    await open(session.page, `${FVS_APP}/sign-in`, 'Welcome to Plexus');
    await fillSignIn(session.page, ALICE.email, ALICE.password);
    await session.page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
    await session.page.goto(`${FVS_APP}/dashboard/applications`);
    await session.page.getByRole('heading', { name: 'Applications' }).waitFor({ timeout: 20000 });
    expect((await session.page.locator('.hub-apps li').allTextContents()).sort()).toEqual(['EMIoT', 'Plexus']);
    expect(await session.page.getByTestId('footer-logos').count()).toBe(0);
  });
});
