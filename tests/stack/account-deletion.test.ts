// Issue 55 section 1: DELETE /api/v1/me against the Auth Emulator and the API's database. The
// crash-then-retry cases arm the test stack's fault injection (server/account-deletion/deletion-faults.ts),
// which only tests/stack-setup.ts switches on, for one account at a time.
import { test, expect } from '../browser/support/fixtures';
import { apiFetch, apiPost, bearer, identity, signedInLongAgo, signUp, type SignIn } from './helpers.js';
import { APP } from '../support/local-stack.js';
import { localeMsg } from '../support/messages.js';
import { brandName } from '../support/brand-docs.js';
import { assertFor, browserWithAuthenticator, register, verifySignIn } from './passkey-ceremony.js';
import type { OutboxEmail } from '../../server/outbox.js';

type Answer = { deleted?: true; message?: string; code?: string };

const deleteMe = (idToken: string | null, query = '', headers: Record<string, string> = {}) =>
  apiFetch<Answer>(`/api/v1/me${query}`, { method: 'DELETE', headers: { Origin: APP, ...(idToken ? bearer(idToken) : {}), ...headers } });

/** Whether the emulator still has an account with this address (a password sign-in finds it). */
async function exists(email: string): Promise<boolean> {
  const res = await identity<{ error?: { message: string } }>('signInWithPassword', {
    email,
    password: 'Password1!',
    returnSecureToken: true,
  });
  if (res.status === 200) return true;
  expect(res.body.error?.message).toMatch(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
  return false;
}

// The deletion's confirmations only: adding the passkey the test deletes is told by a security notice of its own.
const emailsTo = async (to: string) =>
  (await apiFetch<OutboxEmail[]>('/outbox.json')).body.filter((e) => e.to === to && e.kind === 'accountDeleted');

const armFault = (person: SignIn, after: string) => apiPost('/__test/account-deletion/fault', { uid: person.localId, after });

test.describe('deleting an account (issue 55)', () => {
  test('refused without a bearer token, with a sign-in older than 5 minutes, and never deletes another account', async () => {
    const person = await signUp('delete-guard');
    const other = await signUp('delete-other');

    const anonymous = await deleteMe(null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: expect.any(String) });

    const oldToken = (await signedInLongAgo(person)).idToken;
    const stale = await deleteMe(oldToken);
    expect([stale.status, stale.body.code]).toEqual([403, 'recent-sign-in-required']);
    expect(await exists(person.email)).toBe(true);

    // The call names no account: whatever it carries, the token's own account is the one deleted.
    const own = await apiFetch<Answer>(`/api/v1/me?uid=${other.localId}`, {
      method: 'DELETE',
      headers: { Origin: APP, ...bearer(person.idToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ uid: other.localId }),
    });
    expect([own.status, own.body]).toEqual([200, { deleted: true }]);
    expect(await exists(person.email)).toBe(false);
    expect(await exists(other.email)).toBe(true);
  });

  test('deletes the Firebase user and the passkeys, and sends one confirmation in the person’s language with the brand’s name', async ({
    newContext,
  }) => {
    const { page } = await browserWithAuthenticator(newContext);
    const person = await signUp('delete-all');
    expect((await register(page, person.idToken)).status).toBe(200);
    const signInWithPasskey = await assertFor(page);

    const deleted = await deleteMe(person.idToken, '?brand=emiot', { 'Accept-Language': 'de-DE,de;q=0.9' });
    expect([deleted.status, deleted.body]).toEqual([200, { deleted: true }]);
    expect(await exists(person.email)).toBe(false);
    // The passkey's row went with it: the API no longer knows the credential (not merely its account).
    const withPasskey = await verifySignIn(signInWithPasskey);
    expect([withPasskey.status, withPasskey.body.code]).toEqual([401, 'passkey-unknown']);

    // Asked again with the same session: the account is gone, nothing more happens, and the API says
    // so, as it does to any call or session check of another device still holding a token (issue 55).
    const again = await deleteMe(person.idToken);
    expect([again.status, again.body.code]).toEqual([401, 'account-deleted']);
    const session = await apiFetch<Answer>('/api/v1/me/session', { headers: bearer(person.idToken) });
    expect([session.status, session.body.code]).toEqual([401, 'account-deleted']);

    const emails = await emailsTo(person.email);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    const params = { brand: brandName('EMIOT'), email: person.email };
    expect(email).toMatchObject({ kind: 'accountDeleted', locale: 'de', brand: 'EMIOT', link: '' });
    expect(email!.subject).toBe(localeMsg('de', 'email.account_deleted.subject', params));
    expect(email!.text).toContain(localeMsg('de', 'email.account_deleted.intro', params));
    expect(email!.text).toContain(localeMsg('de', 'email.signature', params));
    // Nothing secret: no link, no account id, no token.
    expect(email!.text).not.toMatch(/https?:|oobCode|token/i);
    expect(email!.text).not.toContain(person.localId);
  });

  test('a deletion stopped half-way is finished by asking again, or, once the identity is gone, by the API itself', async () => {
    // Stopped after the brand applications' data: the account still signs in, and asking again finishes.
    const early = await signUp('delete-crash-early');
    expect((await armFault(early, 'productData')).status).toBe(200);
    expect((await deleteMe(early.idToken)).status).toBe(500);
    expect(await exists(early.email)).toBe(true);
    expect(await emailsTo(early.email)).toHaveLength(0);
    expect((await deleteMe(early.idToken)).status).toBe(200);
    expect(await exists(early.email)).toBe(false);
    expect(await emailsTo(early.email)).toHaveLength(1);

    // Stopped after the identity went: its person cannot ask again (the token no longer verifies);
    // the open deletion is finished by the API (as when it starts), and the confirmation still goes, once.
    const late = await signUp('delete-crash-late');
    expect((await armFault(late, 'identity')).status).toBe(200);
    expect((await deleteMe(late.idToken)).status).toBe(500);
    expect(await exists(late.email)).toBe(false);
    expect((await deleteMe(late.idToken)).status).toBe(401);
    expect(await emailsTo(late.email)).toHaveLength(0);
    const resumed = await apiPost<{ finished: number }>('/__test/account-deletion/resume', {});
    expect(resumed.status).toBe(200);
    expect(resumed.body.finished).toBeGreaterThanOrEqual(1);
    expect(await emailsTo(late.email)).toHaveLength(1);
    // Finished means closed: resuming again finds nothing of it to do.
    await apiPost('/__test/account-deletion/resume', {});
    expect(await emailsTo(late.email)).toHaveLength(1);
  });
});
