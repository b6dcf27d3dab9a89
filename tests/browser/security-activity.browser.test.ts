/**
 * Issue 55 section 3: "Recent security activity" on the security page. What a person does there
 * (sign out of all devices) is in the list the next time they look, with the coarse browser and
 * platform and a date; a new account's list says nothing happened.
 */
import { test, expect } from './support/fixtures';
import { namedUser, startSignedIn } from './support/accounts';
import { apiFetch, bearer, signInWithPassword, untilNextSecond } from '../stack/helpers';
import { APP } from './support/hub-page';
import type { SecurityEventView } from '../../server/security-events/routes.js';
import { localeMsg, msg } from '../support/messages';
import catalogue from '../../flows/messages.json';
import { createCatalogue } from '../../src/messages/catalogue';
import { shippedMessages } from '../../tooling/build/icu-compile';

/** The English catalogue as the app draws it (its ICU selects compiled as the build compiles them). */
const english = createCatalogue({ messages: {} }, 'en', shippedMessages(catalogue.messages));
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
