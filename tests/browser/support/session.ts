/** One Chromium per suite and a fresh context (own storage) per test. */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { identity, stack } from '../../stack/helpers';

export interface BrowserSession {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/** Registers the suite's hooks; the getters read the current test's context and page. */
export function useBrowserSession(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  let violations: string[] = [];
  beforeEach(async () => {
    violations = [];
    context = await newContext(browser!);
    const watch = (p: Page) => p.on('console', (m) => m.text().startsWith('CSP violation') && violations.push(m.text()));
    context.on('page', watch);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
    // The app runs under its real Content-Security-Policy; any violation fails the test.
    expect(violations).toEqual([]);
  });
  return {
    get browser() {
      return browser!;
    },
    get context() {
      return context!;
    },
    get page() {
      return page!;
    },
  };
}

/** The newest SMS code the Auth Emulator holds for a number. */
export async function smsCodeFor(phone: string): Promise<string> {
  const res = await fetch(`${stack().emulator}/emulator/v1/projects/demo-account-hub/verificationCodes`);
  const body = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const hit = body.verificationCodes.filter((c) => c.phoneNumber === phone).at(-1);
  if (!hit) throw new Error(`no SMS code for ${phone}`);
  return hit.code;
}

/** The account behind an ID token, as the Auth Emulator holds it. */
export interface EmulatorAccount {
  localId: string;
  email?: string;
  phoneNumber?: string;
  displayName?: string;
  emailVerified?: boolean;
}

export async function lookupAccount(idToken: string): Promise<EmulatorAccount> {
  return (await identity<{ users: EmulatorAccount[] }>('lookup', { idToken })).body.users[0]!;
}
