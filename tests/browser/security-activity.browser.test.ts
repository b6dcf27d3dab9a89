/**
 * Issue 55 section 3: "Recent security activity" on the security page. What a person does there
 * (sign out of all devices) is in the list the next time they look, with the coarse browser and
 * platform and a date; a new account's list says nothing happened. The hub reports its own sign-ins
 * with this browser's id: one from a browser new to the account is emailed, a known one is not.
 * These run on WBS; FVS's security page lists its activity in the FVS journey of
 * sign-in-methods.browser.test.ts (a password added, then a sign-in with it).
 */
import { test, expect } from './support/fixtures';
import { namedUser, startSignedIn } from './support/accounts';
import { apiFetch, apiPost, bearer, signInWithPassword, untilNextSecond } from '../stack/helpers';
import { APP, fillSignIn, open, storageOf } from './support/hub-page';
import { PLEXUS_APP } from '../support/local-stack';
import type { OutboxEmail } from '../../server/outbox.js';
import { brandName, whiteLabel } from '../support/brand-docs';
import type { SecurityEventView } from '../../server/security-events/routes.js';
import { localeMsg, msg } from '../support/messages';
import catalogue from '../../flows/messages.json';
import { createCatalogue } from '../../src/messages/catalogue';
import { shippedMessages } from '../../validate/icu-compile';

/** The English catalogue as the app draws it (its ICU selects compiled as the build compiles them). */
const english = createCatalogue({ messages: {} }, 'en', shippedMessages(catalogue.messages));
const EVENTS = '/api/v1/me/securityEvents';
const what = (kind: string) => english.t('ui.security.activity_what' as never, { kind });

test('the security page lists what happened: empty at first, then signing out of all devices, with browser, platform and date', async ({
  page,
}) => {
  const person = await namedUser('activity');
  await startSignedIn(page, person, '/dashboard/security');
  await expect(page.getByRole('heading', { name: msg('ui.security.activity_section') })).toBeVisible();
  await expect(page.getByText(msg('ui.security.activity_none'))).toBeVisible();

  await page.getByRole('button', { name: msg('ui.security.sign_out_everywhere') }).click();
  const dialog = page.getByRole('dialog', { name: msg('ui.security.sign_out_everywhere_title') });
  await untilNextSecond(); // the sign-in began in an earlier second than the revocation
  await dialog.getByRole('button', { name: msg('ui.security.sign_out_everywhere') }).click();
  await page.waitForURL((url) => url.pathname === '/sign-in');

  const again = await signInWithPassword(person.email);
  await startSignedIn(page, again, '/dashboard/security');
  const list = page.getByTestId('security-events');
  const row = list.getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(what('signOutEverywhere'));
  // The browser that asked: this Chromium on Linux, named coarsely, never its whole user agent.
  await expect(row).toContainText(msg('ui.security.activity_where', { browser: 'Chrome', platform: 'Linux' }));
  const { events } = (await apiFetch<{ events: SecurityEventView[] }>('/api/v1/me/securityEvents', { headers: bearer(again.idToken) }))
    .body;
  const lang = await page.evaluate(() => document.documentElement.lang);
  await expect(row).toContainText(new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(Date.parse(events[0]?.at ?? '')));
  await expect(page.getByText(msg('ui.security.activity_none'))).toHaveCount(0);

  // The same row in German.
  await page.goto(`${APP}/dashboard/security?lang=de`);
  await expect(page.getByTestId('security-events').getByRole('listitem')).toContainText(
    localeMsg('de', 'ui.security.activity_what', { kind: 'signOutEverywhere' }),
  );
});

test('a sign-in from a browser the account has not used emails its holder; signing in again in the same browser does not', async ({
  page,
}) => {
  const person = await namedUser('new-browser');
  // The account's first browser (its sign-up's) is not news: another one, reported as the hub reports it.
  expect((await apiPost(EVENTS, { kind: 'signIn', browserId: 'sign-up-browser-0001' }, bearer(person.idToken))).status).toBe(201);
  const notices = async () =>
    (await apiFetch<OutboxEmail[]>('/outbox.json')).body.filter((e) => e.to === person.email && e.kind === 'securityNotice');
  const signIns = async () =>
    (
      await apiFetch<{ events: SecurityEventView[] }>(EVENTS, { headers: bearer((await signInWithPassword(person.email)).idToken) })
    ).body.events.filter((e) => e.kind === 'signIn').length;

  await open(page, `${APP}/sign-in`);
  await fillSignIn(page, person.email, 'Password1!');
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
  await expect.poll(notices).toHaveLength(1);
  const [told] = await notices();
  expect(told?.subject).toBe(msg('email.security.new_browser.subject', { brand: brandName(whiteLabel('WBS').defaultBrand) }));
  expect(told?.text).toContain('Chrome');
  expect((await storageOf(page)).browserId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

  // The same browser (its id kept) signs in again: recorded, not told.
  await page.goto(`${APP}/logout`);
  await page.waitForURL((url) => url.pathname === '/sign-in');
  await fillSignIn(page, person.email, 'Password1!');
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
  await expect.poll(signIns).toBe(3);
  expect(await notices()).toHaveLength(1);

  await page.goto(`${APP}/dashboard/security`);
  await expect(page.getByTestId('security-events').getByRole('listitem').first()).toContainText(
    english.t('ui.security.activity_signed_in' as never, { method: 'password' }),
  );
});

test('a sign-in that hands over to the brand at once is still reported: the report outlives the page it left (issue 57 section 3)', async ({
  page,
}) => {
  const person = await namedUser('handover-report');
  let handedOver = () => {};
  const left = new Promise<void>((resolve) => (handedOver = resolve));
  // The report is held until the page has gone to the brand app, as on a slow network after a quick hand-over.
  await page.route(`**${EVENTS}`, async (route) => {
    await left;
    await route.continue().catch(() => undefined);
  });
  await open(page, `${APP}/sign-in?brand=plexus&redirectPath=/p`);
  await fillSignIn(page, person.email, 'Password1!');
  await page.waitForURL((url) => url.origin === new URL(PLEXUS_APP).origin);
  handedOver();
  const signIns = async () =>
    (
      await apiFetch<{ events: SecurityEventView[] }>(EVENTS, { headers: bearer((await signInWithPassword(person.email)).idToken) })
    ).body.events.filter((e) => e.kind === 'signIn').length;
  await expect.poll(signIns).toBe(1);
});
