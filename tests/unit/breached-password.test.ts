// Issue 55 section 4: the actions that set a password ask the breached-password check before
// their identity call and refuse a listed password with the catalogue's code; a check that cannot
// tell (API refused, down, slow) lets the person go on. And the browser side sends only the prefix.
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeServices } from '../support/fake-services';
import { changePassword, setEmailAndPassword } from '../../src/actions/account/profile';
import { resetPassword } from '../../src/actions/auth/email-action-codes';
import { PASSWORD_BREACHED } from '../../src/actions/contracts';
import { HubError } from '../../src/errors/hub-error';
import { createPasswordBreaches, RANGE_PATH } from '../../src/services/password-breaches';
import { splitSha1 } from '../../src/domain/password-range';
import type { AuthUser, PasswordBreaches } from '../../src/services/types';
import { actionContext } from '../support/action-context';

const user = {
  uid: 'u1',
  email: 'pat@example.com',
  displayName: 'Pat',
  phoneNumber: null,
  emailVerified: true,
  photoURL: null,
} as AuthUser;
const LISTED = 'password1';

/** Each password-setting action, its input, and the identity call that must wait for the check. */
function journeys(passwords: PasswordBreaches) {
  const identity = {
    changePassword: vi.fn(async () => undefined),
    setPassword: vi.fn(async () => undefined),
    confirmPasswordReset: vi.fn(async () => undefined),
  };
  const { services } = fakeServices(fakeAuth(user, identity), undefined, passwords);
  const run = (action: { run: (ctx: never) => Promise<unknown> }, input: Record<string, unknown>, query = '') =>
    action.run(actionContext(services, { input, query: new URLSearchParams(query) }) as never);
  return {
    identity,
    all: (password: string) =>
      [
        [
          'change',
          () => run(changePassword, { oldPassword: 'Old-Pass-1', newPassword: password, confirmedPassword: password }),
          identity.changePassword,
        ],
        ['onboarding', () => run(setEmailAndPassword, { email: user.email, password, confirmedPassword: password }), identity.setPassword],
        ['reset', () => run(resetPassword, { password, confirmedPassword: password }, 'oobCode=abc'), identity.confirmPasswordReset],
      ] as const,
  };
}

const listedOnly: PasswordBreaches = { timesSeen: async (p) => (p === LISTED ? 42 : 0) };

describe('the password-setting actions', () => {
  it('refuse a listed password with hub.password_breached, before any identity call', async () => {
    for (const [name, run, call] of journeys(listedOnly).all(LISTED)) {
      const error = await run().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(HubError);
      expect((error as HubError).messageKey, name).toBe(PASSWORD_BREACHED);
      expect(call, name).not.toHaveBeenCalled();
    }
  });

  it('go on with a password no breach lists', async () => {
    for (const [name, run, call] of journeys(listedOnly).all('Kx9-unlisted-Pass')) {
      await run();
      expect(call, name).toHaveBeenCalledOnce();
    }
  });

  it('go on when the check cannot tell (fails open)', async () => {
    const down: PasswordBreaches = { timesSeen: () => Promise.reject(new Error('API down')) };
    for (const [name, run, call] of journeys(down).all(LISTED)) {
      await run();
      expect(call, name).toHaveBeenCalledOnce();
    }
  });
});

describe('the browser side of the check', () => {
  const sha1 = (t: string) => createHash('sha1').update(t).digest('hex');

  it('sends only the 5-character prefix and matches the suffix itself', async () => {
    const urls: string[] = [];
    const { prefix, suffix } = splitSha1(sha1(LISTED));
    const fetchImpl = (async (url: URL | RequestInfo) => {
      urls.push(String(url));
      return new Response(`${suffix}:7\r\n${'0'.repeat(35)}:0`);
    }) as typeof fetch;
    const check = createPasswordBreaches('http://api.test', fetchImpl);
    expect(await check.timesSeen(LISTED)).toBe(7);
    expect(await check.timesSeen('Kx9-unlisted-Pass')).toBe(0);
    expect(urls[0]).toBe(`http://api.test${RANGE_PATH}${prefix}`);
    for (const url of urls) {
      expect(url).toMatch(/\/range\/[0-9A-F]{5}$/);
      expect(url).not.toContain(LISTED);
      expect(url).not.toContain(suffix);
    }
  });

  it('rejects (cannot tell) on a refusal and when the API is slower than its timeout', async () => {
    const refusing = createPasswordBreaches('http://api.test', async () => new Response('', { status: 503 }));
    await expect(refusing.timesSeen(LISTED)).rejects.toThrow();
    const hanging = createPasswordBreaches(
      'http://api.test',
      (_url: URL | RequestInfo, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      20,
    );
    await expect(hanging.timesSeen(LISTED)).rejects.toThrow();
  });
});
