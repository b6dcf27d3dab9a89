/**
 * Issue 4: onboarding guard, account settings (profile, email, phone, merge, password,
 * applications) in Chromium against the Auth Emulator and the local API.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../support/project';
import { lookupAccount, smsCodeFor, useBrowserSession } from './support/session';
import { ALICE, APP, FVS_APP, expectAccessible, field, fillSignIn, imageText, open, welcome } from './support/hub-page';
import { freshPhone, emailLessAccountLink, signedInFreshUser } from './support/accounts';
import { emulatorOobCodes, identity, latestEmailTo, signInWithPassword, uniqueEmail } from '../stack/helpers';
import { msg, msgPattern, startingWith } from '../support/messages';
import { applicationCodes, brandDoc, brandName, whiteLabel } from '../support/brand-docs';

const session = useBrowserSession();


describe('onboarding guard', () => {
  it('an account with nothing walks all four steps: name, email and password, phone, All Done', async () => {
    await session.page.goto(await emailLessAccountLink('&init=true'));

    await session.page.getByRole('heading', { name: msg('ui.onboarding.name_title') }).waitFor({ timeout: 30000 });
    await session.page.getByRole('link', { name: msg('ui.onboarding.log_out') }).waitFor();
    await session.page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await session.page.getByText(msg('form.name_required')).waitFor();
    await expectAccessible(session.page);
    await field(session.page, msg('ui.profile.name')).fill('Nora Newcomer');
    await session.page.getByRole('button', { name: msg('ui.onboarding.next') }).click();

    await session.page.getByRole('heading', { name: msg('ui.onboarding.email_title') }).waitFor({ timeout: 20000 });
    const email = uniqueEmail('nora');
    expect(await field(session.page, msg('ui.sign_in.email')).isEnabled()).toBe(true);
    await field(session.page, msg('ui.sign_in.email')).fill(email);
    await field(session.page, msg('ui.onboarding.password_optional')).fill('short');
    await field(session.page, msg('ui.onboarding.confirm_password')).fill('other');
    await session.page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await session.page.getByText(msg('form.onboarding_password_min_6')).waitFor();
    await session.page.getByText(msg('form.passwords_does_not_match')).waitFor();
    await field(session.page, msg('ui.onboarding.password_optional')).fill('Secret123');
    await field(session.page, msg('ui.onboarding.confirm_password')).fill('Secret123');
    await session.page.getByRole('button', { name: msg('ui.onboarding.next') }).click();

    await session.page.getByRole('heading', { name: msg('ui.onboarding.phone_title') }).waitFor({ timeout: 20000 });
    const phone = freshPhone();
    await field(session.page, msg('ui.phone.number')).fill(phone.local);
    await session.page.getByRole('button', { name: msg('ui.phone.send_code') }).click();
    await session.page.getByText(msg('ui.phone.code_sent', { phone: phone.e164 })).waitFor({ timeout: 30000 });
    await field(session.page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
    await session.page.getByRole('button', { name: msg('ui.phone.verify_code') }).click();

    await session.page.getByRole('heading', { name: msg('ui.onboarding.done_title') }).waitFor({ timeout: 20000 });
    await session.page.getByText(msg('ui.onboarding.verification_sent', { userEmail: email }), { exact: false }).waitFor();
    expect((await latestEmailTo(email)).kind).toBe('verification');
    await session.page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await session.page.getByRole('heading', { name: msg('ui.profile.title') }).waitFor({ timeout: 20000 });
    await session.page.getByTestId('avatar-initials').getByText('NN').waitFor();

    const account = await lookupAccount((await signInWithPassword(email, 'Secret123')).idToken);
    expect(account).toMatchObject({ displayName: 'Nora Newcomer', email, phoneNumber: phone.e164 });
  });

  it('init=true asks for email (locked when set) and password of a complete account; no phone step when it has one', async () => {
    await open(session.page, `${APP}/sign-in?init=true`, welcome('WBS'));
    await fillSignIn(session.page, ALICE.email, ALICE.password);
    await session.page.getByRole('heading', { name: msg('ui.onboarding.email_title') }).waitFor({ timeout: 30000 });
    expect(await field(session.page, msg('ui.sign_in.email')).inputValue()).toBe(ALICE.email);
    expect(await field(session.page, msg('ui.sign_in.email')).isDisabled()).toBe(true);
    await session.page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await session.page.getByRole('heading', { name: msg('ui.profile.title') }).waitFor({ timeout: 20000 });
  });

  it('init=true without a phone asks for one; Skip goes on', async () => {
    await signedInFreshUser(session.page, 'skipper');
    await session.page.goto(`${APP}/dashboard?init=true`);
    await session.page.getByRole('heading', { name: msg('ui.onboarding.email_title') }).waitFor({ timeout: 20000 });
    await session.page.getByRole('button', { name: msg('ui.onboarding.next') }).click();
    await session.page.getByRole('heading', { name: msg('ui.onboarding.phone_title') }).waitFor({ timeout: 20000 });
    await session.page.getByRole('button', { name: msg('ui.onboarding.skip') }).click();
    await session.page.getByRole('heading', { name: msg('ui.profile.title') }).waitFor({ timeout: 20000 });
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
    const save = session.page.getByRole('button', { name: msg('ui.profile.save') });
    expect(await save.isDisabled()).toBe(true);
    await field(session.page, msg('ui.profile.name')).fill('Robin Quinn Smith');
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await session.page.getByText(msg('toast.profile_saved')).waitFor({ timeout: 20000 });
    await session.page.getByTestId('avatar-initials').getByText('RQ').waitFor();
    await expectAccessible(session.page);
    expect((await lookupAccount(me.idToken)).displayName).toBe('Robin Quinn Smith');
  });

  it('Verify email sends the link with a cooldown; the link turns the chip to Verified', async () => {
    const me = await signedInFreshUser(session.page, 'verifier');
    await session.page.getByText(msg('ui.profile.not_verified')).waitFor();
    await session.page.getByRole('button', { name: msg('ui.profile.verify_email') }).click();
    await session.page.getByText(msg('toast.verification_sent')).waitFor({ timeout: 20000 });
    const waiting = session.page.getByRole('button', { name: msgPattern('ui.cooldown.wait', { label: msg('ui.profile.verify_email'), seconds: /\d+/ }) });
    expect(await waiting.isDisabled()).toBe(true);
    await session.page.reload();
    await session.page.getByRole('button', { name: msgPattern('ui.cooldown.wait', { label: msg('ui.profile.verify_email'), seconds: /\d+/ }) }).waitFor({ timeout: 20000 }); // survives a reload
    const other = await session.context.newPage();
    await other.goto((await latestEmailTo(me.email)).link);
    await other.getByText(msg('ui.action.email_verified')).waitFor({ timeout: 20000 });
    await session.page.reload();
    await session.page.getByText(msg('ui.profile.verified'), { exact: true }).waitFor({ timeout: 20000 });
  });

  it('Change email sends a verify-and-change link; following it changes the email', async () => {
    const me = await signedInFreshUser(session.page, 'mover');
    const change = session.page.getByRole('button', { name: msg('ui.profile.change_email') });
    expect(await change.isDisabled()).toBe(true);
    const newEmail = uniqueEmail('moved');
    await field(session.page, msg('ui.sign_in.email')).last().fill(newEmail);
    await change.click();
    await session.page.getByText(msg('toast.change_email_sent')).waitFor({ timeout: 20000 });
    const code = (await emulatorOobCodes()).filter((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL' && c.email === me.email).at(-1);
    expect(code).toBeDefined();
    await session.page.goto(`${APP}/email-action?mode=verifyAndChangeEmail&oobCode=${code!.oobCode}`);
    await session.page.getByText(msg('ui.action.email_changed')).waitFor({ timeout: 20000 });
    expect((await lookupAccount((await signInWithPassword(newEmail)).idToken)).email).toBe(newEmail);
  });

  it('links a phone number with an OTP from the emulator, then returns to the profile', async () => {
    const me = await signedInFreshUser(session.page, 'phoner');
    const phone = freshPhone();
    await field(session.page, msg('ui.phone.number')).fill(phone.local);
    await session.page.getByRole('button', { name: msg('ui.profile.send_otp') }).click();
    await session.page.getByText(msg('ui.phone.code_sent', { phone: phone.e164 })).waitFor({ timeout: 30000 });
    await field(session.page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
    await session.page.getByRole('button', { name: msg('ui.profile.verify_otp') }).click();
    await session.page.getByText(msg('toast.phone_updated')).waitFor({ timeout: 20000 });
    // The used code form is gone: the profile is back (Send OTP is in its cooldown).
    await session.page.getByRole('button', { name: startingWith(msg('ui.profile.send_otp')) }).waitFor({ timeout: 20000 });
    await session.page.getByRole('button', { name: msg('ui.profile.verify_otp') }).waitFor({ state: 'detached' });
    expect((await lookupAccount(me.idToken)).phoneNumber).toBe(phone.e164);
  });

  it('a phone on another seeded account triggers the merge; afterwards it belongs to this account', async () => {
    const me = await signedInFreshUser(session.page, 'merger');
    const bob = await signInWithPassword('bob@example.com');
    await field(session.page, msg('ui.phone.number')).fill('0412 000 111');
    await session.page.getByRole('button', { name: msg('ui.profile.send_otp') }).click();
    await session.page.getByRole('heading', { name: msg('ui.merge.title') }).waitFor({ timeout: 20000 });
    await expectAccessible(session.page);
    await session.page.getByRole('button', { name: msg('ui.merge.send_code') }).click();
    await session.page.getByText(msg('ui.phone.code_sent', { phone: '+61412000111' })).waitFor({ timeout: 30000 });
    await field(session.page, msg('ui.phone.code')).fill(await smsCodeFor('+61412000111'));
    await session.page.getByRole('button', { name: msg('ui.merge.verify_code') }).click();
    await session.page.getByText(msg('ui.merge.done', { phone: '+61412000111' })).waitFor({ timeout: 30000 });
    expect((await lookupAccount(me.idToken)).phoneNumber).toBe('+61412000111');
    const gone = await identity('lookup', { idToken: bob.idToken });
    expect(gone.body.users ?? []).toEqual([]);
  });
});

describe('password, applications, layout', () => {
  it('a wrong old password fails with the catalogue message; the right one changes it', async () => {
    const me = await signedInFreshUser(session.page, 'changer');
    await session.page.getByRole('link', { name: msg('ui.nav.password') }).click();
    await session.page.getByRole('heading', { name: msg('ui.password.title') }).waitFor({ timeout: 20000 });
    await field(session.page, msg('ui.password.new')).fill('abc');
    await field(session.page, msg('ui.password.confirm')).fill('abd');
    await session.page.getByRole('button', { name: msg('ui.password.save') }).click();
    await session.page.getByText(msg('form.change_password_min_6')).waitFor();
    await session.page.getByText(msg('form.passwords_do_not_match')).waitFor();
    await expectAccessible(session.page);
    await field(session.page, msg('ui.password.old')).fill('WrongOld1');
    await field(session.page, msg('ui.password.new')).fill('Changed123');
    await field(session.page, msg('ui.password.confirm')).fill('Changed123');
    await session.page.getByRole('button', { name: msg('ui.password.save') }).click();
    await session.page.getByText(msg('auth.wrong_password')).waitFor({ timeout: 20000 });
    await field(session.page, msg('ui.password.old')).fill('Password1!');
    await session.page.getByRole('button', { name: msg('ui.password.save') }).click();
    await session.page.getByText(msg('toast.password_changed')).waitFor({ timeout: 20000 });
    expect((await signInWithPassword(me.email, 'Changed123')).idToken).toBeTruthy();
  });

  it('WBS: applications lists the non-mobile brands, footer logos link to /redirect, back arrow only with redirectPath', async () => {
    await open(session.page, `${APP}/sign-in?brand=plexus`, welcome('PLEXUS'));
    await fillSignIn(session.page, ALICE.email, ALICE.password);
    await session.page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
    expect(await session.page.getByRole('link', { name: msgPattern('ui.dashboard.back', { brand: /.*/ }, 'whole') }).count()).toBe(0);
    await session.page.getByRole('link', { name: msg('ui.nav.applications') }).click();
    await session.page.getByRole('heading', { name: msg('ui.apps.title') }).waitFor();
    const names = await session.page.locator('.hub-apps li').allTextContents();
    expect(names.sort()).toEqual(applicationCodes('WBS').map(brandName).sort());
    expect(await session.page.locator('.hub-apps a').first().getAttribute('href')).toMatch(/^\/redirect\?brand=/);
    const footer = session.page.getByTestId('footer-logos').locator('a');
    const footerBrands = whiteLabel('WBS').footerBrands;
    expect(footerBrands.length).toBeGreaterThan(0);
    expect(await footer.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(footerBrands.map((code) => `/redirect?brand=${code}`));
    // Spec 1 whiteLogo: the footer is a band of the brand's colour and shows each brand's white logo.
    const band = await session.page.getByTestId('footer-logos').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(band).toBe('rgb(11, 92, 122)'); // Plexus primary #0b5c7a
    const sources = await footer.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    const shown = await Promise.all(sources.map(imageText));
    expect(shown).toEqual(footerBrands.map((code) => readFileSync(resolve(ROOT, 'brands', brandDoc(code).folder, brandDoc(code).whiteLogo), 'utf8')));
    await expectAccessible(session.page);
    await session.page.goto(`${APP}/dashboard/nothing-here?brand=plexus&redirectPath=/x`);
    await session.page.waitForURL(`${APP}/dashboard/profile?brand=plexus&redirectPath=/x`);
    await session.page.getByRole('link', { name: msg('ui.dashboard.back', { brand: brandName('PLEXUS') }) }).waitFor();
  });

  it('FVS: no footer logos, and mobile and WBS-only brands stay off the applications page', async () => {
    await open(session.page, `${FVS_APP}/sign-in`, welcome('PLEXUS'));
    await fillSignIn(session.page, ALICE.email, ALICE.password);
    await session.page.waitForURL(/\/dashboard\/profile/, { timeout: 30000 });
    await session.page.goto(`${FVS_APP}/dashboard/applications`);
    await session.page.getByRole('heading', { name: msg('ui.apps.title') }).waitFor({ timeout: 20000 });
    expect((await session.page.locator('.hub-apps li').allTextContents()).sort()).toEqual(applicationCodes('FVS').map(brandName).sort());
    expect(await session.page.getByTestId('footer-logos').count()).toBe(0);
  });
});
