// Every action that sends the verification email posts the same body, with redirectPath made
// safe: a path elsewhere (//host, https://...) must never reach the email's link.
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeAuth, fakeServices } from '../support/fake-services';
import { sendVerificationEmail, setEmailAndPassword } from '../../src/actions/account/profile';
import { sendLinkEmail, VERIFICATION_EMAIL_PATH } from '../../src/actions/api/send-link-email';
import type { ApiClient, AuthUser } from '../../src/services/types';
import { actionContext } from '../support/action-context';

const user = {
  uid: 'u1',
  email: 'pat@example.com',
  displayName: 'Pat',
  phoneNumber: null,
  emailVerified: false,
  photoURL: null,
  providerIds: ['password'],
} as unknown as AuthUser;

async function bodySent(
  action: { run: (ctx: never) => Promise<unknown> },
  redirectPath: string,
  input: Record<string, unknown> = {},
  who: AuthUser = user,
) {
  const postPublic = vi.fn(async (_path: string, _body: unknown) => ({}));
  const { services } = fakeServices(
    fakeAuth(who, { setEmail: async () => undefined }),
    fakeApi({
      postPublic: postPublic as unknown as ApiClient['postPublic'],
      // A first email is set by the API, which answers a token that keeps the session (issue 56).
      postWithBearer: (async () => ({ customToken: 'renewed' })) as unknown as ApiClient['postWithBearer'],
    }),
  );
  const ctx = actionContext(services, { query: new URLSearchParams({ redirectPath }), input });
  await action.run(ctx as never);
  const call = postPublic.mock.calls.find((c) => c[0].endsWith('/sendVerificationEmail'));
  return call?.[1] as { email: string; redirectPath: string | null } | undefined;
}

describe('the verification email', () => {
  for (const [name, run] of [
    ['profile: account.sendVerificationEmail', (rp: string) => bodySent(sendVerificationEmail, rp)],
    [
      'email link flows: api.sendVerificationEmail',
      (rp: string) => bodySent(sendLinkEmail(VERIFICATION_EMAIL_PATH), rp, { email: 'pat@example.com' }),
    ],
    [
      'onboarding: account.setEmailAndPassword',
      (rp: string) => bodySent(setEmailAndPassword, rp, { email: 'new@example.com' }, { ...user, email: null }),
    ],
  ] as const) {
    it(`${name} keeps a path of this site and drops one elsewhere`, async () => {
      expect((await run('/projects/7'))?.redirectPath).toBe('/projects/7');
      for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example'])
        expect((await run(elsewhere))?.redirectPath, elsewhere).toBeNull();
    });
  }
});
