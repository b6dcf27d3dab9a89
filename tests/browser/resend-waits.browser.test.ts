/**
 * Issue 56 item 3: a send button's wait after going back to its form. It keeps counting (it froze
 * at "wait 58s" and stayed disabled past the minute), and it is per destination: the same number
 * or address waits, a corrected one is sent to at once. Time passes on Playwright's fake clock.
 */
import { test, expect } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { APP, field, open } from './support/hub-page';
import { freshPhone } from './support/accounts';
import { signUp } from '../stack/helpers';
import { msg, msgPattern } from '../support/messages';

/** The button while it waits, and the seconds its label says. */
function waiting(page: Page, label: string): Locator {
  return page.getByRole('button', { name: msgPattern('ui.cooldown.wait', { label, seconds: /\d+/ }, 'whole') });
}
async function secondsOn(button: Locator): Promise<number> {
  return Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1]);
}

test('phone sign-in: after "Use another number" the wait counts down, a corrected number goes at once, the same one waits', async ({
  page,
}) => {
  const first = freshPhone();
  const corrected = freshPhone();
  await page.clock.install();
  await open(page, `${APP}/phone-login?brand=plexus`, msg('ui.phone.title'));
  await field(page, msg('ui.phone.number')).fill(first.local);
  await page.getByRole('button', { name: msg('ui.phone.send_code') }).click();
  await expect(field(page, msg('ui.phone.code'))).toBeVisible();
  await page.getByRole('button', { name: msg('ui.phone.change_number') }).click();

  const send = waiting(page, msg('ui.phone.send_code'));
  await expect(send).toBeDisabled();
  const before = await secondsOn(send);
  await page.clock.fastForward(20_000);
  await expect.poll(() => secondsOn(send)).toBeLessThanOrEqual(before - 20);

  // Another number: no wait; the first number again, in the international form: its wait.
  await field(page, msg('ui.phone.number')).fill(corrected.local);
  const free = page.getByRole('button', { name: msg('ui.phone.send_code'), exact: true });
  await expect(free).toBeEnabled();
  await field(page, msg('ui.phone.number')).fill(first.e164);
  await expect(send).toBeDisabled();
  await page.clock.fastForward(41_000);
  await expect(free).toBeEnabled();

  // The corrected number is sent to, and has its own wait on coming back.
  await field(page, msg('ui.phone.number')).fill(corrected.local);
  await free.click();
  await expect(field(page, msg('ui.phone.code'))).toBeVisible();
  await page.getByRole('button', { name: msg('ui.phone.change_number') }).click();
  await expect(send).toBeDisabled();
});

test('email link: after "Use a different email" the same address waits and counts down, another goes at once', async ({ page }) => {
  const person = await signUp('waitback');
  const other = await signUp('waitother');
  await page.clock.install();
  await open(page, `${APP}/magic-login?brand=emiot`, msg('ui.magic.title'));
  await field(page, msg('ui.sign_in.email')).fill(person.email);
  await page.getByRole('button', { name: msg('ui.magic.submit') }).click();
  await expect(page.getByRole('heading', { name: msg('ui.link.sent_title') })).toBeVisible();
  await page.getByRole('button', { name: msg('ui.link.other_email') }).click();

  await field(page, msg('ui.sign_in.email')).fill(person.email.toUpperCase());
  const send = waiting(page, msg('ui.magic.submit'));
  await expect(send).toBeDisabled();
  const before = await secondsOn(send);
  await page.clock.fastForward(15_000);
  await expect.poll(() => secondsOn(send)).toBeLessThanOrEqual(before - 15);

  await field(page, msg('ui.sign_in.email')).fill(other.email);
  await page.getByRole('button', { name: msg('ui.magic.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { name: msg('ui.link.sent_title') })).toBeVisible();
  await expect(page.getByText(msg('ui.link.sent_to', { email: other.email }))).toBeVisible();
});
