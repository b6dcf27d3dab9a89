/**
 * Issue 57 section 3: where a person waits after the click. From LOG IN on /sign-in of a brand to
 * the brand app's address (the hand-over), on the mobile profile, beside the least a hand-over
 * needs measured in the same page: the password sign-in and one API call, nothing else.
 *
 * The click comes once the page has gone quiet (a person types an email and a password first), so
 * what the page fetches while idle counts as it would for them. The floor's two calls run in that
 * quiet page just before the click. Each run is a fresh context.
 */
import type { Browser, Page } from 'playwright-core';
import { SIGN_IN_SPEC } from './bench-probe';
import { loadUntilUsable, probedPage } from './bench-serve';

export interface HandoverRun {
  /** LOG IN clicked -> the brand app's address committed. */
  clickToHandoverMs: number;
  /** The same page, just before: signInWithPassword, then the API's custom token, back to back. */
  floorMs: number;
  /** What the page asked for between the click and the hand-over, in order: `+ms METHOD url` when each started. */
  requests: string[];
}

export interface HandoverTarget {
  /** The app's /sign-in of a brand whose sign-in hands over (e.g. ?brand=plexus&redirectPath=/p). */
  signInUrl: string;
  /** The brand app's origin the hand-over lands on. */
  brandOrigin: string;
  emulatorOrigin: string;
  apiOrigin: string;
  apiKey: string;
  account: { email: string; password: string };
  /** Applied to the page before it loads (the mobile profile's network and CPU). */
  throttle: (page: Page, cdp: Awaited<ReturnType<typeof probedPage>>['cdp']) => Promise<void>;
  viewport: { width: number; height: number };
}

/** One cold /sign-in, quiet, then LOG IN until the brand's address; then the floor in the same page. */
export async function timeHandover(browser: Browser, t: HandoverTarget): Promise<HandoverRun> {
  const { context, page, cdp } = await probedPage(browser, SIGN_IN_SPEC, { viewport: t.viewport });
  try {
    await t.throttle(page, cdp);
    await loadUntilUsable(page, t.signInUrl);
    await page.waitForLoadState('networkidle');
    // The floor first, in this page (the app's origin, which the API answers; throttled alike).
    const floorMs = await page.evaluate(leastHandover, {
      emulator: t.emulatorOrigin,
      api: t.apiOrigin,
      apiKey: t.apiKey,
      ...t.account,
      brand: new URL(t.signInUrl).searchParams.get('brand')?.toUpperCase() ?? '',
    });
    await page.locator('#root_email').fill(t.account.email);
    await page.locator('#root_password').fill(t.account.password);
    const requests: string[] = [];
    const clickedAt = performance.now();
    const onRequest = (r: { method(): string; url(): string }) =>
      requests.push(`+${Math.round(performance.now() - clickedAt)} ${r.method()} ${shortUrl(r.url())}`);
    page.on('request', onRequest);
    await page.locator(SIGN_IN_SPEC.button).click();
    await page.waitForURL((u) => u.origin === t.brandOrigin, { waitUntil: 'commit', timeout: 60000 });
    const clickToHandoverMs = performance.now() - clickedAt;
    page.off('request', onRequest);
    return { clickToHandoverMs, floorMs, requests };
  } finally {
    await context.close();
  }
}

/** In the page: the password sign-in's REST call, then one API call with its ID token; ms taken. */
async function leastHandover(a: {
  emulator: string;
  api: string;
  apiKey: string;
  email: string;
  password: string;
  brand: string;
}): Promise<number> {
  const start = performance.now();
  const signIn = await fetch(`${a.emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${a.apiKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: a.email, password: a.password, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const token = await fetch(`${a.api}/api/v1/me/customToken?brand=${a.brand}`, { headers: { Authorization: `Bearer ${idToken}` } });
  if (!token.ok) throw new Error(`bench: the floor's custom token answered ${token.status}`);
  await token.text();
  return performance.now() - start;
}

/** An address without its query's secrets and long values: enough to see which call it was. */
function shortUrl(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}
