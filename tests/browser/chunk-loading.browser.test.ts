/**
 * Issue 15: the chunks a screen loads on demand start side by side, not each after the part of
 * the page that needs it has rendered. One chunk is held at the network until the profile
 * screen's block and validator chunks have been asked for (or 8 s have passed): loaded one after
 * another, they would only be asked for once the held one had arrived.
 */
import { test, expect } from './support/fixtures';
import type { BrowserContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APP, field, fillSignIn, open, openRow, welcome } from './support/hub-page';
import { namedUser, signedInFreshUser, startSignedIn } from './support/accounts';
import { msg } from '../support/messages';

/** The profile screen's on-demand chunks other than the layout (Vite names chunks after their module). */
// The profile's rows (issue 56 item 14): their block, and the name and photo forms' validators and the photo's widget, loaded beside the layout though the rows open later.
const PROFILE_CHUNKS = ['account-row-block', 'name.validator', 'photo-url-widget', 'photo.validator'];
const IDENTITY_CHUNK = /\/assets\/firebase-auth-[\w-]+\.js$/;
const CHUNK = /\/assets\/(account-row-block|name\.validator|photo-url-widget|photo\.validator)-[\w-]+\.js$/;

/** Holds the chunk `held` names until the profile chunks were asked for; says which were, by then. */
async function holdUntilAsked(context: BrowserContext, held: RegExp): Promise<{ askedWhileHeld(): string[] }> {
  const asked = new Set<string>();
  context.on('request', (r) => {
    const hit = CHUNK.exec(new URL(r.url()).pathname);
    if (hit?.[1]) asked.add(hit[1]);
  });
  let whileHeld: string[] | null = null;
  await context.route(held, async (route) => {
    const giveUp = Date.now() + 8000; // a bound on the hold, not a measurement
    while (asked.size < PROFILE_CHUNKS.length && Date.now() < giveUp) await new Promise((r) => setTimeout(r, 50));
    whileHeld ??= [...asked].sort();
    await route.continue();
  });
  // Read once the page has shown, which needs the held chunk: so it was asked for and let go by then.
  return { askedWhileHeld: () => whileHeld ?? ['(the held chunk was never asked for)'] };
}

test.describe('on-demand chunks', () => {
  test('after signing in, the profile screen asks for its blocks and validator beside its layout', async ({ page, context }) => {
    const hold = await holdUntilAsked(context, /\/assets\/dashboard-layout-[\w-]+\.js$/);
    // Through the sign-in screen: the profile is reached by the app's own navigation, not a page load.
    const user = await namedUser('chunks');
    await open(page, `${APP}/sign-in`, welcome('WBS'));
    await fillSignIn(page, user.email, 'Password1!');
    await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
    expect(hold.askedWhileHeld()).toEqual(PROFILE_CHUNKS);
  });

  test('opening /dashboard/profile signed in asks for them at once, beside the identity code', async ({ page, context }) => {
    await signedInFreshUser(page, 'chunks-boot');
    // Until the identity code has run nobody is known to be signed in, and nothing of the page renders.
    const hold = await holdUntilAsked(context, IDENTITY_CHUNK);
    const again = await context.newPage();
    await again.goto(`${APP}/dashboard/profile`);
    await expect(again.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
    expect(hold.askedWhileHeld()).toEqual(PROFILE_CHUNKS);
  });
});

/** The built file of a module, from the build's manifest (the toaster's chunk has no name of its own). */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in the build's manifest`);
  return `/${file}`;
}

test('the toaster (sonner) loads only once the identity code has answered, never beside what LOG IN needs', async ({ page, context }) => {
  // sonner is in the toaster's chunk (src/render/toaster.tsx), with the hub's settings for it.
  const sonner = builtFile('src/render/toaster.tsx');
  const sonnerAt: string[] = [];
  let identityArrived = false;
  context.on('request', (r) => {
    if (new URL(r.url()).pathname === sonner) sonnerAt.push(identityArrived ? 'after the identity code' : 'before the identity code');
  });
  await context.route(IDENTITY_CHUNK, async (route) => {
    // Held until the sign-in form is drawn and the page has gone idle: a toaster that loads after
    // the first paint would have been asked for by then.
    await page.getByText(welcome('WBS')).first().waitFor();
    await page.evaluate(() => new Promise<void>((idle) => requestIdleCallback(() => idle())));
    identityArrived = true;
    await route.continue();
  });
  await open(page, `${APP}/sign-in`, welcome('WBS'));
  await expect.poll(() => sonnerAt).toEqual(['after the identity code']);
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
});

test('a screen part that failed to arrive loads on Try again once the network is back (the browser keeps a failed chunk)', async ({
  page,
  context,
}) => {
  // The account settings' layout and its blocks, every try of them (a retry adds a query: services/on-demand.ts).
  const dashboardParts = /\/assets\/(dashboard-layout|account-row-block)-[\w-]+\.js(\?|$)/;
  await context.route(dashboardParts, (route) => route.abort('internetdisconnected'));
  const user = await namedUser('chunk-retry');
  await startSignedIn(page, user);
  const retry = page.getByRole('button', { name: msg('ui.crash.retry') });
  await expect(page.getByText(msg('ui.crash.title'))).toBeVisible();
  await context.unroute(dashboardParts);
  await retry.click();
  await expect(page.getByRole('heading', { name: msg('ui.profile.title') })).toBeVisible();
});

test('the toaster failing to arrive (offline) leaves the screen and what was typed; a toast raised meanwhile asks for it again and shows once the connection is back', async ({
  page,
  context,
}) => {
  // The toaster loads on its own once the identity code has answered: a connection lost just then
  // used to replace the screen with "Something went wrong" (a flake of the offline test showed it).
  const toaster = builtFile('src/render/toaster.tsx');
  const isToaster = (url: URL) => url.pathname === toaster;
  let refused = 0;
  await context.route(isToaster, (route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await startSignedIn(page, await namedUser('toaster-retry'));
  await expect.poll(() => refused).toBe(1);
  await openRow(page, 'name');
  const name = field(page, msg('ui.profile.name'));
  await name.fill('Toaster Person');
  // The toast of the save asks for it again (refused once more), and waits for it...
  await page.getByRole('button', { name: msg('ui.profile.save') }).click();
  await expect.poll(() => refused).toBe(2);
  // ...until the connection is back.
  await context.unroute(isToaster);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByText(msg('toast.profile_saved'))).toBeVisible();
  // Saved, the row closed and shows the name (issue 56 item 14).
  await expect(page.getByTestId('row-value-name')).toHaveText('Toaster Person');
  await expect(page.getByText(msg('ui.crash.title'))).toHaveCount(0);
});
