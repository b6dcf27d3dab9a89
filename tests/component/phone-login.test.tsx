// @vitest-environment happy-dom
/** The phone login screen (flows/phone-login.json) for a signed-out person, against fake services. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { polyfillDialog, renderFlow, t } from './render-flow';
import { fakeAuth, fakeConfirmation, fakeServices, phoneRegistryApi } from '../support/fake-services';

beforeAll(polyfillDialog);
afterEach(cleanup);

const sendCode = () => screen.getByRole('button', { name: new RegExp(`^${t('ui.phone.send_code')}`) });

describe('phone login', () => {
  it('an invalid number says so and leaves Send code usable: no cooldown starts', async () => {
    const sendPhoneCode = vi.fn();
    const { services, storage } = fakeServices(fakeAuth(null, { sendPhoneCode }));
    renderFlow('phone-login', '/phone-login', services);

    const field = await screen.findByLabelText(new RegExp(`^${t('ui.phone.number')}`));
    fireEvent.change(field, { target: { value: '12' } });
    await waitFor(() => expect(screen.getByLabelText(new RegExp(`^${t('ui.phone.number')}`))).toHaveProperty('value', '12'));
    fireEvent.click(sendCode());

    // The flow's onCode for screen.phone_invalid: the spec's toast, and the field itself marked,
    // its own message under it and the focus on it (issue 31); the person stays on the form.
    expect(await screen.findByText(t('screen.phone_invalid'))).toBeTruthy();
    const marked = screen.getByLabelText(new RegExp(`^${t('ui.phone.number')}`));
    await waitFor(() => expect(marked.getAttribute('aria-invalid')).toBe('true'));
    const under = document.getElementById(
      marked
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('__error')) ?? '',
    );
    expect(under?.textContent).toBe(t('hub.phone_invalid'));
    expect(document.activeElement).toBe(marked);
    // Editing the number takes the mark away until the next failure.
    fireEvent.change(marked, { target: { value: '123' } });
    await waitFor(() => expect(screen.getByLabelText(new RegExp(`^${t('ui.phone.number')}`)).getAttribute('aria-invalid')).toBeNull());
    fireEvent.change(screen.getByLabelText(new RegExp(`^${t('ui.phone.number')}`)), { target: { value: '12' } });
    expect(sendPhoneCode).not.toHaveBeenCalled();
    await waitFor(() => expect(sendCode().getAttribute('aria-busy')).toBe('false'));
    const button = sendCode();
    expect(button.textContent).toBe(t('ui.phone.send_code'));
    expect(button.textContent).not.toMatch(/wait/i);
    expect(button).toHaveProperty('disabled', false);
    expect(storage.get('cooldown:phone-login-send-code')).toBeNull();
    expect(Object.keys(storage.dump()).filter((k) => k.startsWith('cooldown:'))).toEqual([]);
    expect(screen.getByLabelText(new RegExp(`^${t('ui.phone.number')}`))).toHaveProperty('value', '12');
  });

  it('the code field asks for the number keyboard and the SMS code, and keeps leading zeros (issue 31)', async () => {
    const sendPhoneCode = vi.fn(() => Promise.resolve(fakeConfirmation(vi.fn())));
    const { services } = fakeServices(fakeAuth(null, { sendPhoneCode }), phoneRegistryApi(true).api);
    renderFlow('phone-login', '/phone-login', services);
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${t('ui.phone.number')}`)), { target: { value: '0412345678' } });
    fireEvent.click(sendCode());
    const code = await screen.findByLabelText(new RegExp(`^${t('ui.phone.code')}`));
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    // Text, not type="number": a code starting with 0 keeps it.
    expect(code.getAttribute('type')).toBe('text');
  });
});
