/**
 * Steps a person takes in the hub, shared by the browser suites (Playwright Test) and the
 * authoring tests (vitest): so no test runner is imported here. Waits use the page's default
 * timeout (the config's one wait under Playwright Test).
 */
import type { Locator, Page, Request } from 'playwright-core';
import { escapeRegExp, msg } from '../../support/messages';
import { brandName } from '../../support/brand-docs';

import { APP, FVS_APP } from '../../support/local-stack';

export { APP, FVS_APP };
export const ALICE = { email: 'alice@example.com', password: 'Password1!', name: 'Alice Example' };

/** The auth screens' default title for a brand code: the catalogue's welcome line with the brand document's display name. */
export function welcome(code: string): string {
  return msg('ui.auth.welcome', { brand: brandName(code) });
}

/** Opens a hub URL and waits until the sign-in form (or the given text) is shown. */
export async function open(page: Page, url: string, waitForText?: string): Promise<void> {
  await page.goto(url);
  if (!waitForText) return;
  await page.getByText(waitForText).first().waitFor();
  // A pre-rendered page is open once the app has taken it over: until then the app's copy of the
  // screen is drawn hidden beside it (src/app/adopt-prerendered.ts), and a text is in the page twice.
  await page.waitForFunction(() => document.documentElement.dataset.prerendered === undefined);
}

/**
 * Moves the running app to another of its routes the way its own links do (wouter follows
 * history.pushState), without a page load: a warm move takes ~0.04 s against ~0.25 s for a reload.
 * For tests that need another screen drawn, not a page load (issue 24).
 */
export async function navigateInApp(page: Page, pathAndQuery: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), pathAndQuery);
}

/** A form field by its label; required fields' labels end with an asterisk. */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

/** The page's calls to the identity service's password sign-in (sign-ins and re-authentications), gathered as they are made. */
export function passwordSignIns(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('accounts:signInWithPassword')) calls.push(r);
  });
  return calls;
}

/** The profile's email field: it holds the signed-in account's address, the one place the profile shows it (issue 31). */
export function profileEmail(page: Page): Locator {
  return page.getByTestId('row-value-email');
}

/** One row of the profile (issue 56 item 14): photo, name, email or phone. */
export function profileRow(page: Page, row: 'photo' | 'name' | 'email' | 'phone'): Locator {
  return page.locator(`.hub-row[data-row="${row}"]`);
}

/** Opens a profile row's small form in place with its one action (Edit, Change, Add), as a person clicks it. */
export async function openRow(page: Page, row: 'photo' | 'name' | 'email' | 'phone'): Promise<void> {
  await profileRow(page, row).getByRole('button').click();
  await page.locator(`#hub-row-${row}-panel`).waitFor();
}

/**
 * Waits until the app has taken over a pre-rendered page (src/app/adopt-prerendered.ts; at once on other
 * pages). Until then the app's own screen is drawn hidden beside the pre-rendered one, so a CSS
 * selector can match both; not the consent question, which the page holds once (issue 59).
 */
export async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.prerendered === undefined);
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await field(page, msg('ui.sign_in.email')).waitFor();
  await field(page, msg('ui.sign_in.email')).fill(email);
  await field(page, msg('ui.sign_in.password')).fill(password);
  await page.getByRole('button', { name: msg('ui.sign_in.log_in') }).click();
}

export async function storageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
}

/** The bytes behind an image address the app uses (a data: URL or a file of the app), as text. */
export async function imageText(src: string): Promise<string> {
  const data = /^data:[^;,]+(;base64)?,(.*)$/s.exec(src);
  if (data) return data[1] ? Buffer.from(data[2]!, 'base64').toString('utf8') : decodeURIComponent(data[2]!);
  return (await fetch(new URL(src, APP))).text();
}
