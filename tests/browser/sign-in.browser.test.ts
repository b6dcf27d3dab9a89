/**
 * Issue 2 end to end in Chromium against the real stack (Auth Emulator, local API, demo brand
 * apps): sign-in, post-sign-in navigation, hand-over, logout, brand and white-label choice.
 */
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { ALICE, APP, FVS_APP, expectAccessible, field, fillSignIn, open, storageOf } from './support/hub-page';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

/** Requests the page made to the identity provider's sign-in endpoint. */
function countSignInCalls(p: Page): () => number {
  let n = 0;
  p.on('request', (r) => {
    if (r.url().includes('accounts:signInWithPassword')) n += 1;
  });
  return () => n;
}

describe('sign-in to hand-over', () => {
  it('a seeded user signs in and lands on the brand app signed in as the same user, with the redirect path', async () => {
    await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/projects/42`, 'Welcome to Plexus');
    await page.getByText("Get to your building's digital twin.").waitFor();
    await expectAccessible(page);
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL(/^http:\/\/plexus\.localhost:8788\/login\?/, { timeout: 30000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('email')).toBe(ALICE.email);
    expect(url.searchParams.get('mode')).toBe('signIn');
    expect(url.searchParams.get('apiKey')).toBe('demo-api-key');
    expect(url.searchParams.get('redirectPath')).toBe('/projects/42');
    expect(url.searchParams.get('oobCode')).toBeTruthy();
    expect(url.searchParams.get('customToken')).toBeTruthy();
    expect(await page.getByTestId('signed-in-email').textContent()).toBe(ALICE.email);
    expect(await page.getByTestId('redirect-path').textContent()).toBe('/projects/42');
  });

  it('under the FVS host the EMIoT hand-over goes to the FVS EMIoT app', async () => {
    await open(page, `${FVS_APP}/sign-in?brand=emiot&redirectPath=/sites`, 'Welcome to EMIoT');
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL(/^http:\/\/fvs-emiot\.localhost:8788\/magic-login\?/, { timeout: 30000 });
    expect(await page.getByTestId('signed-in-email').textContent()).toBe(ALICE.email);
    expect(await page.getByTestId('brand').textContent()).toBe('EMIOT');
  });

  it('without redirectPath sign-in lands on /dashboard; logout clears the session keys and returns to sign-in with the query', async () => {
    await open(page, `${APP}/sign-in?brand=elumen`, 'Welcome to Elumen');
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL(`${APP}/dashboard/profile?brand=elumen`, { timeout: 30000 });
    await page.getByText(ALICE.email, { exact: true }).waitFor();
    await expectAccessible(page);

    const signedIn = await storageOf(page);
    expect(signedIn.isAuthenticated).toBe('true');
    expect(signedIn.brand).toBe('ELUMEN');
    expect(signedIn.firebaseToken?.split('.')).toHaveLength(3);
    expect(JSON.parse(signedIn.initialisedFirebaseUser ?? '{}').email).toBe(ALICE.email);

    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'stale');
      localStorage.setItem('currentUserContext', '{}');
      localStorage.setItem('currentUser', '{}');
    });
    const before = Date.now();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Are you sure you want to sign out of your Elumen account?').waitFor();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${APP}/sign-in?brand=elumen`, { timeout: 30000 });
    await field(page, 'Email').waitFor();
    const after = await storageOf(page);
    expect(after.isAuthenticated).toBe('false');
    for (const key of ['firebaseToken', 'currentUser', 'accessToken', 'currentUserContext', 'initialisedFirebaseUser']) expect(after[key]).toBeUndefined();
    expect(after.lastLogoutReason).toBe('user');
    expect(Number(after.lastLogoutTime)).toBeGreaterThanOrEqual(before);
    // Signed out for real: a protected page sends the person back to sign-in.
    await page.goto(`${APP}/dashboard?x=1`);
    await page.waitForURL(`${APP}/sign-in?x=1`, { timeout: 20000 });
  });

  it('the brand flagged logoutReturnsToBrand goes back to its own address with redirectPath', async () => {
    await open(page, `${APP}/sign-in?brand=plexus`, 'Welcome to Plexus');
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL(/\/dashboard/, { timeout: 30000 });
    await page.goto(`${APP}/logout?brand=plexus&redirectPath=/projects/7`);
    await page.waitForURL('http://plexus.localhost:8788/projects/7', { timeout: 30000 });
  });
});

describe('sign-in form rules and errors', () => {
  it('empty, invalid email and short password show the spec messages and make no sign-in call', async () => {
    const calls = countSignInCalls(page);
    await open(page, `${APP}/sign-in`, 'Welcome to WBS');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    expect(await page.getByText('Required').count()).toBe(2);
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Password').fill('12345');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByText('Invalid email').waitFor();
    await page.getByText('String must contain at least 6 character(s)').waitFor();
    await expectAccessible(page);
    expect(calls()).toBe(0);
  });

  it('a wrong password shows the catalogue message and keeps what was typed', async () => {
    await open(page, `${APP}/sign-in?brand=emiot`, 'Welcome to EMIoT');
    await fillSignIn(page, ALICE.email, 'not-the-password');
    await page.getByText('Incorrect email and password combination.').waitFor({ timeout: 20000 });
    expect(await page.getByRole('alert').filter({ hasText: 'Incorrect email' }).count()).toBe(1);
    expect(await field(page, 'Email').inputValue()).toBe(ALICE.email);
    expect(await page.getByRole('button', { name: 'LOG IN' }).isEnabled()).toBe(true);
    await expectAccessible(page);
  });

  it('an unknown account shows the catalogue message too', async () => {
    await open(page, `${APP}/sign-in`, 'Welcome to WBS');
    await fillSignIn(page, 'nobody@example.com', 'Password1!');
    await page.getByText(/Incorrect email and password combination\.|An account does not exist for this email\./).waitFor({ timeout: 20000 });
  });
});

describe('routing, brand and white-label choice', () => {
  it('an unknown path goes to sign-in keeping the query', async () => {
    await page.goto(`${APP}/no/such/page?brand=plexus&redirectPath=/a`);
    await page.waitForURL(`${APP}/sign-in?brand=plexus&redirectPath=/a`, { timeout: 20000 });
  });

  it('/redirect without a user goes to sign-in keeping the query, then hands over after sign-in', async () => {
    await page.goto(`${APP}/redirect?brand=elumen&redirectPath=/tests`);
    await page.waitForURL(`${APP}/sign-in?brand=elumen&redirectPath=/tests`, { timeout: 20000 });
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL(/^http:\/\/elumen\.localhost:8788\/login\?/, { timeout: 30000 });
    expect(await page.getByTestId('redirect-path').textContent()).toBe('/tests');
  });

  it('the brand query is stored upper-cased only when it is a known code', async () => {
    await open(page, `${APP}/sign-in?brand=eMiOt`, 'Welcome to EMIoT');
    expect((await storageOf(page)).brand).toBe('EMIOT');
    await open(page, `${APP}/sign-in?brand=acme`, 'Welcome to EMIoT');
    expect((await storageOf(page)).brand).toBe('EMIOT');
  });

  it('FVS shows its default look and refuses brands it does not have (Elumen is null under FVS)', async () => {
    await open(page, `${FVS_APP}/sign-in?brand=elumen`, 'Welcome to Plexus');
    expect((await storageOf(page)).brand).toBe('ELUMEN');
    await fillSignIn(page, ALICE.email, ALICE.password);
    // No FVS brand chosen: the hub itself is the destination.
    await page.waitForURL(`${FVS_APP}/dashboard/profile?brand=elumen`, { timeout: 30000 });
  });

  it('a failing API call on /redirect shows the support message; Try again completes the hand-over', async () => {
    await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/r`, 'Welcome to Plexus');
    // An outage of the product API (not of Firebase): the oobCode call answers 503 until released.
    await context.route('**/api/v1/me/oobCode', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.getByText('Something went wrong, please contact us at support@wbs.example or 1300 927 000.').waitFor({ timeout: 30000 });
    await page.getByText('Something went wrong, please contact support or try again later.').waitFor();
    await expectAccessible(page);
    await context.unroute('**/api/v1/me/oobCode');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/^http:\/\/plexus\.localhost:8788\/login\?/, { timeout: 30000 });
    expect(await page.getByTestId('signed-in-email').textContent()).toBe(ALICE.email);
  });

  it('a mobile brand has no slogan and hands over to the mobile app', async () => {
    await open(page, `${APP}/sign-in?brand=EMIOT_MOBILE&redirectPath=/m`, 'Welcome to EMIoT mobile');
    expect(await page.locator('.hub-subtitle').count()).toBe(0);
    await fillSignIn(page, ALICE.email, ALICE.password);
    await page.waitForURL(/^http:\/\/emiot-mobile\.localhost:8788\/handleLogin\?/, { timeout: 30000 });
    expect(await page.getByTestId('signed-in-email').textContent()).toBe(ALICE.email);
  });
});
