// POST /api/v1/me/firstEmail (issue 56): an account without an email gets its first one, and the
// answer signs the same person in again, since the change revoked the session that asked.
import { test, expect } from '../browser/support/fixtures';
import { freshPhone, phoneAccount } from '../browser/support/accounts.js';
import { apiFetch, apiPost, bearer, identity, signUp, uniqueEmail, untilNextSecond } from './helpers.js';
import { adminAuth } from '../../server/admin.js';

test.describe('first email keeps the session (issue 56)', () => {
  test('a phone account sets its first email: the old session is refused, the answered token signs the same person in again', async () => {
    const phoneSession = await phoneAccount(freshPhone().e164);
    const uid = (await adminAuth().verifyIdToken(phoneSession)).uid;
    // The change lands in a later second than the sign-in, as a person typing does.
    await untilNextSecond();
    const email = uniqueEmail('first-email');
    const res = await apiPost<{ customToken: string }>('/api/v1/me/firstEmail', { email }, bearer(phoneSession));
    expect(res.status).toBe(200);
    expect((await adminAuth().getUser(uid)).email).toBe(email);
    // The session that asked ended with the change.
    expect((await apiFetch('/api/v1/me/customToken?brand=PLEXUS', { headers: bearer(phoneSession) })).status).toBe(401);
    // The answered token is the same person, and passes the API's checks.
    const renewed = await identity<{ idToken: string }>('signInWithCustomToken', { token: res.body.customToken, returnSecureToken: true });
    expect(renewed.status).toBe(200);
    expect((await adminAuth().verifyIdToken(renewed.body.idToken)).uid).toBe(uid);
    expect((await apiFetch('/api/v1/me/customToken?brand=PLEXUS', { headers: bearer(renewed.body.idToken) })).status).toBe(200);
  });

  test('refuses an account that has an email, an address another account has, and a body that is not an email', async () => {
    const withEmail = await signUp('first-email-has');
    const has = await apiPost('/api/v1/me/firstEmail', { email: uniqueEmail('other') }, bearer(withEmail.idToken));
    expect(has.status).toBe(409);
    expect((await adminAuth().getUser(withEmail.localId)).email).toBe(withEmail.email);

    const phoneSession = await phoneAccount(freshPhone().e164);
    const uid = (await adminAuth().verifyIdToken(phoneSession)).uid;
    const taken = await apiPost('/api/v1/me/firstEmail', { email: withEmail.email }, bearer(phoneSession));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'email-already-in-use' });
    const bad = await apiPost('/api/v1/me/firstEmail', { email: 'not an address' }, bearer(phoneSession));
    expect(bad.status).toBe(400);
    expect((await adminAuth().getUser(uid)).email).toBeUndefined();
    expect((await apiPost('/api/v1/me/firstEmail', { email: uniqueEmail('x') })).status).toBe(401);
  });
});
