/** The Second factor page as a person uses it. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { field } from './hub-page';
import { smsCodeFor } from './session';
import { msg } from '../../support/messages';
import { displayPhone } from '../../../src/domain/phone-display';

/** Enrolment: number, Add, the SMS code, Verify. */
export async function enrolOnPage(page: Page, phone: { local: string; e164: string }): Promise<void> {
  await field(page, msg('ui.phone.number')).fill(phone.local);
  await page.getByRole('button', { name: msg('ui.mfa.add') }).click();
  await expect(page.getByText(msg('ui.phone.code_sent', { phone: displayPhone(phone.e164) }))).toBeVisible();
  await field(page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
  await page.getByRole('button', { name: msg('ui.mfa.verify_code') }).click();
}

/** Removal: the factor's row's Remove, then the dialog's Remove. */
export async function removeOnPage(page: Page, e164: string): Promise<void> {
  const row = page.getByRole('listitem').filter({ hasText: msg('ui.mfa.factor', { phone: displayPhone(e164) }) });
  await row.getByRole('button', { name: msg('ui.mfa.remove') }).click();
  await page
    .getByRole('dialog', { name: msg('ui.mfa.remove_title') })
    .getByRole('button', { name: msg('ui.mfa.remove') })
    .click();
}
