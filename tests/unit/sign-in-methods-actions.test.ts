/**
 * Issue 55 section 2, without a browser: every change of a sign-in method needs a recent sign-in
 * (the re-authentication code, nothing changed); a removal reads the account afresh and is refused
 * with a catalogue message when it would leave no way in (a page left open while another tab
 * removed the other ways); adding a password uses the account's own address when it has one.
 */
import { describe, expect, it, vi } from 'vitest';
import { runAction, type RunContext } from '../../src/actions/run-action';
import { LAST_WAY_IN, PASSWORD_ALREADY_SET, PASSWORD_BREACHED } from '../../src/actions/contracts';
import addPasswordForm from '../../schemas/forms/add-password.json';
import changePasswordForm from '../../schemas/forms/change-password.json';
import { RECENT_SIGN_IN_SECONDS } from '../../src/domain/recent-sign-in';
import type { Services, SignInProviders } from '../../src/services/types';
import { fakeApi, fakeAuth, fakeServices } from '../support/fake-services';
import { projectDocuments } from '../support/project';
import { actionContext } from '../support/action-context';

const docs = projectDocuments();
const NOW = 1_800_000_000_000;
const OLD = NOW - RECENT_SIGN_IN_SECONDS * 1000 - 1;

function services(providers: SignInProviders, passkeys: number, signedInAt = NOW) {
  const auth = {
    signedInAt: vi.fn(async () => signedInAt),
    signInProviders: vi.fn(async () => providers),
    addPassword: vi.fn(async () => undefined),
    linkGoogle: vi.fn(async () => undefined),
    unlinkProvider: vi.fn(async () => undefined),
  };
  const api = fakeApi({ getWithBearer: async <T>() => ({ passkeys: Array.from({ length: passkeys }, (_, i) => ({ id: `p${i}` })) }) as T });
  // No breach check on these calls: a call to it would fail the test.
  const { services: s } = fakeServices(fakeAuth(null, auth), api, { timesSeen: () => Promise.reject(new Error('not expected')) });
  return { s, auth };
}

const run = (name: string, s: Services, over: Partial<RunContext> = {}) =>
  runAction(name, actionContext(s, { now: () => NOW, ...over }), { errors: docs.errors });

const googleOnly: SignInProviders = {
  email: 'gina@example.com',
  password: false,
  google: { email: 'gina@example.com' },
  phoneNumber: null,
};
const phoneOnly: SignInProviders = { email: null, password: false, google: null, phoneNumber: '+61412345678' };

describe('sign-in method changes', () => {
  it('in an old session each change ends with the re-authentication code and changes nothing', async () => {
    const { s, auth } = services({ ...googleOnly, phoneNumber: '+61412345678' }, 0, OLD);
    for (const [name, input] of [
      ['account.addPassword', { email: 'gina@example.com', password: 'Secret1!', confirmedPassword: 'Secret1!' }],
      ['account.linkGoogle', {}],
      ['account.unlinkGoogle', {}],
      ['account.unlinkPhone', {}],
    ] as const)
      expect(await run(name, s, { input })).toMatchObject({ ok: false, code: docs.errors.reauthenticate.code });
    expect(auth.addPassword).not.toHaveBeenCalled();
    expect(auth.linkGoogle).not.toHaveBeenCalled();
    expect(auth.unlinkProvider).not.toHaveBeenCalled();
  });

  it('removing the last way in, as the account is now, is refused with its message; a passkey is a way in', async () => {
    const last = services(googleOnly, 0);
    const refused = await run('account.unlinkGoogle', last.s);
    expect(refused).toMatchObject({ ok: false, code: LAST_WAY_IN });
    expect(last.auth.unlinkProvider).not.toHaveBeenCalled();

    const withPasskey = services(googleOnly, 1);
    expect(await run('account.unlinkGoogle', withPasskey.s)).toMatchObject({ ok: true });
    expect(withPasskey.auth.unlinkProvider).toHaveBeenCalledWith('google');

    const phone = services(phoneOnly, 0);
    expect(await run('account.unlinkPhone', phone.s)).toMatchObject({ ok: false, code: LAST_WAY_IN });
    expect(phone.auth.unlinkProvider).not.toHaveBeenCalled();
  });

  it('removing a method another tab removed already changes nothing and succeeds', async () => {
    const { s, auth } = services({ ...googleOnly, google: null, password: true }, 0);
    expect(await run('account.unlinkGoogle', s)).toMatchObject({ ok: true });
    expect(auth.unlinkProvider).not.toHaveBeenCalled();
  });

  it("adding a password uses the account's own address, or the one typed when it has none; never a second one", async () => {
    const input = { email: 'typed@example.com', password: 'Secret1!', confirmedPassword: 'Secret1!' };
    const google = services(googleOnly, 0);
    expect(await run('account.addPassword', google.s, { input })).toMatchObject({ ok: true });
    expect(google.auth.addPassword).toHaveBeenCalledWith('gina@example.com', 'Secret1!');

    const phone = services(phoneOnly, 0);
    expect(await run('account.addPassword', phone.s, { input })).toMatchObject({ ok: true });
    expect(phone.auth.addPassword).toHaveBeenCalledWith('typed@example.com', 'Secret1!');

    const has = services({ ...googleOnly, password: true }, 0);
    expect(await run('account.addPassword', has.s, { input })).toMatchObject({ ok: false, code: PASSWORD_ALREADY_SET });
    expect(has.auth.addPassword).not.toHaveBeenCalled();
  });

  it('adding a password chooses it as sign-up and change password do: the strength meter, and a breached one refused at its field', async () => {
    // The same widget as the change-password form's new password (the meter loads with it).
    expect(addPasswordForm.uiSchema.password['ui:widget']).toBe(changePasswordForm.uiSchema.newPassword['ui:widget']);
    const input = { email: 'typed@example.com', password: 'password1', confirmedPassword: 'password1' };
    const breached = services(googleOnly, 0);
    const seen = { timesSeen: vi.fn(async () => 3) };
    const out = await run('account.addPassword', { ...breached.s, passwords: seen }, { input });
    expect(out).toMatchObject({ ok: false, code: PASSWORD_BREACHED });
    expect(seen.timesSeen).toHaveBeenCalledWith('password1');
    expect(breached.auth.addPassword).not.toHaveBeenCalled();
  });
});
