/**
 * A wrong SMS code on a phone-sized screen (issue 31: every flow, every width): its failure is
 * drawn under the code form, in view, takes the focus, and what was typed stays. Shared by the
 * journeys that reach a code step (phone login, profile link, second-factor sign-in).
 */
import { expect, type Page } from '@playwright/test';
import { field } from './hub-page';
import { smsCodeFor } from './session';
import { msg } from '../../support/messages';
import { STEP_ERROR } from '../../support/shown-errors';

/** Sends a code that is not the one sent to phone (E.164), checks the failure, and returns the right code. */
export async function wrongCodeFailsInView(page: Page, phone: string, submit: string): Promise<string> {
  await page.setViewportSize({ width: 390, height: 844 });
  const right = await smsCodeFor(phone);
  const wrong = right === '000000' ? '111111' : '000000';
  await field(page, msg('ui.phone.code')).fill(wrong);
  await page.getByRole('button', { name: submit }).click();
  const failure = page.locator(STEP_ERROR).filter({ hasText: msg('auth.invalid_verification_code') });
  await expect(failure).toBeFocused();
  await expect(failure).toBeInViewport();
  await expect(field(page, msg('ui.phone.code'))).toHaveValue(wrong);
  return right;
}
