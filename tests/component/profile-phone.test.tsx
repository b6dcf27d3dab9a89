// @vitest-environment happy-dom
/**
 * The profile screen's phone part (flows/profile.json) against fake services: Send OTP, the
 * code step, and the merge dialog for a number that belongs to another account.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthUser } from '../../src/services/types';
import { ROBOT_CHECK_ID } from '../../src/domain/dom-ids';
import { openRow, polyfillDialog, renderFlow, signedInUser, t } from './render-flow';
import { fakeAuth, fakeConfirmation, fakeServices, phoneRegistryApi } from '../support/fake-services';

const TYPED = '0412 345 678';
const TYPED_E164 = '+61412345678';
/** How text shows that number (issue 31: as the phone field groups it). */
const TYPED_SHOWN = '+61 412 345 678';

beforeAll(polyfillDialog);
afterEach(cleanup);

/** The phone field, once the screen has its user and the form its validator. */
const phoneField = () => screen.findByLabelText(new RegExp(`^${t('ui.phone.number')}`));
const sendOtp = () => screen.getByRole('button', { name: new RegExp(`^${t('ui.profile.send_otp')}`) });
const mergeDialog = () => screen.findByRole('dialog', { name: t('ui.merge.title') });
/** The profile's name row (issue 56 item 14: the profile is rows; its heading names it). */
const nameRow = () => screen.queryByRole('heading', { name: t('ui.profile.name') });

/** The phone field of the opened phone row, typed into as a person does. */
async function typePhone(): Promise<void> {
  await openRow('phone');
  fireEvent.change(await phoneField(), { target: { value: TYPED } });
  await waitFor(() => expect(screen.getByLabelText(new RegExp(`^${t('ui.phone.number')}`))).toHaveProperty('value', TYPED));
}

async function typePhoneAndSend(): Promise<void> {
  await typePhone();
  fireEvent.click(sendOtp());
}

describe('profile: phone number', () => {
  it('a number registered to another account opens the merge dialog naming the typed number; Escape returns to the form and Send OTP is not cooling down', async () => {
    expect(signedInUser.phoneNumber).not.toBe(TYPED_E164);
    const { api, getPublic } = phoneRegistryApi(true);
    const sendPhoneLinkCode = vi.fn();
    const { services, storage } = fakeServices(fakeAuth(signedInUser, { sendPhoneLinkCode }), api);
    renderFlow('profile', '/dashboard/profile', services);

    await typePhoneAndSend();

    const dialog = await mergeDialog();
    expect(getPublic).toHaveBeenCalledWith(`/public/api/v1/auth/isPhoneRegistered?phone=${encodeURIComponent(TYPED_E164)}`);
    expect(sendPhoneLinkCode).not.toHaveBeenCalled();
    expect(dialog).toHaveProperty('open', true);
    expect(within(dialog).getByText(t('ui.merge.intro', { phone: TYPED_SHOWN }))).toBeTruthy();
    expect(dialog.textContent).not.toContain(signedInUser.phoneNumber);

    fireEvent(dialog, new Event('cancel', { cancelable: true }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('ui.merge.title') })).toBeNull());
    // The profile is back, its phone row open as the person left it.
    expect(nameRow()).toBeTruthy();
    expect(screen.getByLabelText(new RegExp(`^${t('ui.phone.number')}`))).toHaveProperty('value', TYPED);
    const button = sendOtp();
    expect(button.textContent).toBe(t('ui.profile.send_otp'));
    expect(button.textContent).not.toMatch(/wait/i);
    expect(button).toHaveProperty('disabled', false);
    expect(storage.get('cooldown:send-otp')).toBeNull();
  });

  it('a successful Send OTP shows the code step and starts its cooldown; a confirmed code returns to the profile with the "Phone number updated" toast', async () => {
    const { api } = phoneRegistryApi(false);
    const confirm = vi.fn(async (): Promise<AuthUser> => ({ ...signedInUser, phoneNumber: TYPED_E164 }));
    const sendPhoneLinkCode = vi.fn(async () => fakeConfirmation(confirm));
    const { services, storage } = fakeServices(fakeAuth(signedInUser, { sendPhoneLinkCode }), api);
    renderFlow('profile', '/dashboard/profile', services);

    await typePhoneAndSend();

    // The code step: it says where the code went, and the profile's rows are gone.
    expect(await screen.findByText(t('ui.phone.code_sent', { phone: TYPED_SHOWN }))).toBeTruthy();
    expect(sendPhoneLinkCode).toHaveBeenCalledTimes(1);
    expect(sendPhoneLinkCode).toHaveBeenCalledWith(TYPED_E164, ROBOT_CHECK_ID);
    expect(nameRow()).toBeNull();
    // One wait, for the number the code went to (issue 56: the wait is per destination).
    const started = Object.values(JSON.parse(storage.get('cooldown:send-otp') ?? '{}') as Record<string, number>);
    expect(started).toHaveLength(1);
    expect(Number.isFinite(started[0])).toBe(true);

    fireEvent.change(await screen.findByLabelText(new RegExp(`^${t('ui.phone.code')}`)), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: t('ui.profile.verify_otp') }));

    await waitFor(() => expect(nameRow()).toBeTruthy());
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(screen.queryByText(t('ui.phone.code_sent', { phone: TYPED_SHOWN }))).toBeNull();
    expect(await screen.findByText(t('toast.phone_updated'))).toBeTruthy();
    // Back on the profile, Send OTP waits out the cooldown that started with the sent code, for
    // the number it went to (issue 56: the wait is per destination).
    await typePhone();
    await waitFor(() => expect(sendOtp().textContent).toMatch(/wait/));
  });

  it('a code that belongs to another account opens the merge dialog for the number the code went to; its Send code signs that number in', async () => {
    const { api } = phoneRegistryApi(false);
    const confirm = vi.fn(async (): Promise<AuthUser> => {
      throw Object.assign(new Error('account exists'), { code: 'auth/account-exists-with-different-credential' });
    });
    const sendPhoneLinkCode = vi.fn(async () => fakeConfirmation(confirm));
    const otherConfirm = vi.fn(async () => 'other-id-token');
    const sendOtherAccountCode = vi.fn(async () => ({ confirm: otherConfirm }));
    const { services } = fakeServices(fakeAuth(signedInUser, { sendPhoneLinkCode, sendOtherAccountCode }), api);
    renderFlow('profile', '/dashboard/profile', services);

    await typePhoneAndSend();
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${t('ui.phone.code')}`)), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: t('ui.profile.verify_otp') }));

    const dialog = await mergeDialog();
    expect(confirm).toHaveBeenCalledWith('654321');
    expect(within(dialog).getByText(t('ui.merge.intro', { phone: TYPED_SHOWN }))).toBeTruthy();
    expect(dialog.textContent).not.toContain(signedInUser.phoneNumber);

    fireEvent.click(within(dialog).getByRole('button', { name: t('ui.merge.send_code') }));

    await waitFor(() => expect(sendOtherAccountCode).toHaveBeenCalledTimes(1));
    expect(sendOtherAccountCode).toHaveBeenCalledWith(TYPED_E164, ROBOT_CHECK_ID);
    // The merge goes on to its code step, still in the dialog.
    const codeDialog = await mergeDialog();
    expect(await within(codeDialog).findByRole('button', { name: t('ui.merge.verify_code') })).toBeTruthy();
  });
});
