// Spec 7: the merge signs the other account in by a REST POST (code + session info -> idToken).
import { describe, expect, it } from 'vitest';
import { signInWithPhoneNumberRest } from '../../src/services/phone-sign-in-rest';
import { checkPasswordResetCodeRest } from '../../src/services/identity-rest';
import { identityCodeOf } from '../../src/errors/describe-error';

type Call = { url: string; init: RequestInit | undefined };

function answering(status: number, body: unknown, calls: Call[] = []): typeof fetch {
  return async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}

const emulator = { apiKey: 'demo-api-key', authEmulatorUrl: 'http://127.0.0.1:9099' };

describe('sign-in-with-phone-number over REST', () => {
  it('posts the code and session info and returns the idToken', async () => {
    const calls: Call[] = [];
    const token = await signInWithPhoneNumberRest(
      emulator,
      '123456',
      'session-1',
      answering(200, { idToken: 'id.tok.en', refreshToken: 'r' }, calls),
    );
    expect(token).toBe('id.tok.en');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber?key=demo-api-key');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ code: '123456', sessionInfo: 'session-1' });
  });

  it('goes to Google’s endpoint outside the emulator', async () => {
    const calls: Call[] = [];
    await signInWithPhoneNumberRest({ apiKey: 'k y' }, '1', 's', answering(200, { idToken: 't' }, calls));
    expect(calls[0]!.url).toBe('https://identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber?key=k%20y');
  });

  it('answers become the identity codes spec 8 maps', async () => {
    const cases: [unknown, number, string][] = [
      [{ error: { message: 'INVALID_CODE' } }, 400, 'auth/invalid-verification-code'],
      [{ error: { message: 'SESSION_EXPIRED : The SMS code has expired.' } }, 400, 'auth/code-expired'],
      [{ error: { message: 'INVALID_SESSION_INFO' } }, 400, 'auth/invalid-verification-id'],
      [{ error: { message: 'SOMETHING_NEW' } }, 400, 'auth/internal-error'],
      ['<html>bad gateway</html>', 502, 'auth/internal-error'],
      [{ refreshToken: 'no id token' }, 200, 'auth/internal-error'],
    ];
    for (const [body, status, code] of cases) {
      const failure = await signInWithPhoneNumberRest(emulator, '1', 's', answering(status, body)).catch((e: unknown) => e);
      expect(identityCodeOf(failure), JSON.stringify(body)).toBe(code);
    }
  });

  it('no answer at all is a network failure', async () => {
    const refused = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const failure = await signInWithPhoneNumberRest(emulator, '1', 's', refused).catch((e: unknown) => e);
    expect(identityCodeOf(failure)).toBe('auth/network-request-failed');
  });
});

describe("a password reset link's check over REST (issue 57: /email-action's form without waiting for the SDK)", () => {
  it('posts the code alone to resetPassword and answers the address, as verifyPasswordResetCode does', async () => {
    const calls: Call[] = [];
    const email = await checkPasswordResetCodeRest(
      emulator,
      'oob-1',
      answering(200, { email: 'bob@example.com', requestType: 'PASSWORD_RESET' }, calls),
    );
    expect(email).toBe('bob@example.com');
    expect(calls[0]!.url).toBe('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ oobCode: 'oob-1' });
  });

  it.each([
    ['EXPIRED_OOB_CODE', 'auth/expired-action-code'],
    ['INVALID_OOB_CODE', 'auth/invalid-action-code'],
    ['USER_DISABLED', 'auth/user-disabled'],
    ['SOMETHING_NEW', 'auth/internal-error'],
  ])('a refusal %s is the SDK code %s', async (reason, code) => {
    const failure = await checkPasswordResetCodeRest(emulator, 'oob', answering(400, { error: { message: reason } })).catch(
      (e: unknown) => e,
    );
    expect(identityCodeOf(failure)).toBe(code);
  });

  it('a code of another kind (an email verification) is not a reset link', async () => {
    const failure = await checkPasswordResetCodeRest(
      emulator,
      'oob',
      answering(200, { email: 'bob@example.com', requestType: 'VERIFY_EMAIL' }),
    ).catch((e: unknown) => e);
    expect(identityCodeOf(failure)).toBe('auth/invalid-action-code');
  });
});
