/** The Second factor page's enrolment, as a person does it: number, Add, the SMS code, Verify. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { field } from './hub-page';
import { smsCodeFor } from './session';
import { msg } from '../../support/messages';
import { displayPhone } from '../../../src/domain/phone-display';

export async function enrolOnPage(page: Page, phone: { local: string; e164: string }): Promise<void> {
  await field(page, msg('ui.phone.number')).fill(phone.local);
  await page.getByRole('button', { name: msg('ui.mfa.add') }).click();
  await expect(page.getByText(msg('ui.phone.code_sent', { phone: displayPhone(phone.e164) }))).toBeVisible();
  await field(page, msg('ui.phone.code')).fill(await smsCodeFor(phone.e164));
  await page.getByRole('button', { name: msg('ui.mfa.verify_code') }).click();
}
