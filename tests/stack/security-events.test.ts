// Security events against the running API (issue 55 section 3): what the API records itself (sign
// out everywhere), what the hub reports after a change it made through Firebase (checked against
// the account first), the list of the last 30 days, and the emails the account holder gets.
import { test, expect } from '../browser/support/fixtures';
import {
  API_KEY,
  apiFetch,
  apiPost,
  bearer,
  emulatorOobCodes,
  identity,
  signedInLongAgo,
  signInWithPassword,
  signUp,
  stack,
  uniqueEmail,
  untilNextSecond,
  type SignIn,
} from './helpers.js';
import type { SecurityEventView } from '../../server/security-events/routes.js';
import type { OutboxEmail } from '../../server/outbox.js';
import { accountWithSecondFactor, freshPhone, linkPhone, phoneAccount, signInWithSecondFactor } from '../browser/support/accounts.js';
import { adminAuth } from '../../server/admin.js';
import { localeMsg } from '../support/messages.js';

const EVENTS = '/api/v1/me/securityEvents';
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

const report = (who: SignIn, body: unknown, agent = CHROME_ON_WINDOWS) =>
  apiPost(EVENTS, body, { ...bearer(who.idToken), 'User-Agent': agent, 'Accept-Language': 'de' });
const listOf = async (who: SignIn) =>
  (await apiFetch<{ events: SecurityEventView[] }>(EVENTS, { headers: bearer(who.idToken) })).body.events;
const notices = async (to: string) =>
  (await apiFetch<OutboxEmail[]>('/outbox.json')).body.filter((e) => e.to === to && e.kind === 'securityNotice');
const browserId = () => `browser-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;

test.describe('security events (issue 55)', () => {
  test('a sign-in from a browser the account has not used is told by email; the first browser and a known one are not', async () => {
    const me = await signUp('events-browser');
    const first = browserId();
    expect((await report(me, { kind: 'signIn', browserId: first, brand: 'PLEXUS' })).status).toBe(201);
    expect(await notices(me.email)).toEqual([]); // the sign-up's own browser is not news
    const again = await signInWithPassword(me.email);
    expect((await report(again, { kind: 'signIn', browserId: first })).status).toBe(201);
    expect(await notices(me.email)).toEqual([]);
    const elsewhere = await signInWithPassword(me.email);
    expect((await report(elsewhere, { kind: 'signIn', browserId: browserId(), brand: 'PLEXUS' }, FIREFOX_ON_ANDROID)).status).toBe(201);
    const [told] = await notices(me.email);
    // In the request's language, the brand's name, the browser and platform, no secret.
    expect(told?.locale).toBe('de');
    expect(told?.subject).toContain('Plexus');
    expect(told?.text).toContain('Firefox');
    expect(told?.text).toContain('Android');
    expect(told?.text).not.toContain(elsewhere.idToken);
    expect(told?.link).toMatch(/\/dashboard\/security$/);

    const events = await listOf(me);
    expect(events.map((e) => e.kind)).toEqual(['signIn', 'signIn', 'signIn']);
    // Newest first, the method and a coarse browser, never the whole user agent.
    expect(events[0]).toMatchObject({ method: 'password', browser: 'Firefox', platform: 'Android' });
    expect(JSON.stringify(events)).not.toContain('Gecko');
  });

  test('a password change is recorded and told once the account shows it; a report the account does not show is refused', async () => {
    const me = await signUp('events-password');
    const refused = await report(me, { kind: 'passwordChanged' });
    expect(refused.status).toBe(409);
    expect(await listOf(me)).toEqual([]);
    await untilNextSecond(); // the change must fall in a second after the account's creation
    expect((await identity('update', { idToken: me.idToken, password: 'Changed123!', returnSecureToken: true })).status).toBe(200);
    const after = await signInWithPassword(me.email, 'Changed123!');
    expect((await report(after, { kind: 'passwordChanged', brand: 'ELUMEN' })).status).toBe(201);
    expect((await listOf(after)).map((e) => e.kind)).toEqual(['passwordChanged']);
    const [told] = await notices(me.email);
    expect(told?.subject).toContain('Elumen');
  });

  test('sign out everywhere is recorded by the API itself; bad reports and strangers change nothing', async () => {
    const me = await signUp('events-revoke');
    const other = await signUp('events-other');
    for (const bad of [{ kind: 'accountDeleted' }, { kind: 'signIn', browserId: 'short' }, { kind: 'signIn', extra: 1 }, {}])
      expect((await report(me, bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await apiPost(EVENTS, { kind: 'signIn' })).status).toBe(401);
    expect((await apiPost('/api/v1/me/revokeSessions', {}, bearer(me.idToken))).status).toBe(200);
    const fresh = await signInWithPassword(me.email);
    expect((await listOf(fresh)).map((e) => e.kind)).toEqual(['signOutEverywhere']);
    // Another account reads only its own history.
    expect(await listOf(other)).toEqual([]);
  });

  test('an email change asked for by the hub is told to the old address once the account shows it; strangers and old sessions change nothing', async () => {
    const me = await signUp('events-email');
    const other = await signUp('events-email-other');
    const asked = { kind: 'emailChangeRequested', brand: 'ELUMEN' };
    expect((await apiPost(EVENTS, asked)).status).toBe(401);
    expect((await report(await signedInLongAgo(me), asked)).status).toBe(403);
    // Another account's request keeps its own address, never this one's.
    expect((await report(other, asked)).status).toBe(201);
    const fresh = await signInWithPassword(me.email);
    expect((await report(fresh, asked)).status).toBe(201);
    // Asked is not done: nothing recorded or told while the link waits.
    expect(await listOf(fresh)).toEqual([]);
    expect(await notices(me.email)).toEqual([]);

    // The person opens the link sent to the new address (what /email-action's applyActionCode does).
    const newEmail = uniqueEmail('events-email-new');
    expect((await identity('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken: fresh.idToken, newEmail })).status).toBe(200);
    const code = (await emulatorOobCodes()).filter((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL' && c.email === me.email).at(-1);
    expect(code).toBeDefined();
    expect((await identity('update', { oobCode: code!.oobCode })).status).toBe(200);

    // The next sign-in's report is the API's next call for the account: the change is recorded and told.
    const after = await signInWithPassword(newEmail);
    expect((await report(after, { kind: 'signIn', browserId: browserId(), brand: 'ELUMEN' })).status).toBe(201);
    const told = await notices(me.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.locale).toBe('de');
    expect(told[0]?.subject).toContain('Elumen');
    expect(told[0]?.text).toContain(me.email);
    for (const secret of [after.idToken, fresh.idToken, code!.oobCode, newEmail]) expect(told[0]?.text).not.toContain(secret);
    expect(await notices(newEmail)).toEqual([]);
    expect((await listOf(after)).map((e) => e.kind)).toEqual(['signIn', 'emailChanged']);
    // Told once: later calls find nothing pending.
    expect((await listOf(after)).map((e) => e.kind)).toEqual(['signIn', 'emailChanged']);
    expect(await notices(me.email)).toHaveLength(1);
    // The other account's address did not change: nothing recorded or told there.
    expect(await listOf(other)).toEqual([]);
    expect(await notices(other.email)).toEqual([]);
  });
});

test.describe('sign-in method changes and password resets (issue 55 section 3)', () => {
  const kindsOf = async (who: SignIn) => (await listOf(who)).map((e) => e.kind);

  test('a password added, Google linked and unlinked, a phone number linked and removed are each recorded once the account shows it', async () => {
    const me = await signUp('events-methods');
    // The account loses its password first, so one can be added.
    let session: SignIn = (await identity<SignIn>('update', { idToken: me.idToken, deleteProvider: ['password'], returnSecureToken: true }))
      .body;
    session = { ...me, ...session };
    const step = async (kind: string, change: () => Promise<SignIn | void>) => {
      expect((await report(session, { kind })).status, `${kind} before the change`).toBe(409);
      const renewed = await change();
      if (renewed) session = { ...session, ...renewed };
      expect((await report(session, { kind, brand: 'ELUMEN' })).status, kind).toBe(201);
    };
    await step('passwordAdded', async () => {
      const res = await identity<SignIn>('update', {
        idToken: session.idToken,
        email: me.email,
        password: 'Added123!',
        returnSecureToken: true,
      });
      expect(res.status).toBe(200);
      // Setting a password ends the account's sessions: the hub signs in again with it, as here.
      return signInWithPassword(me.email, 'Added123!');
    });
    const claims = { sub: String(Math.floor(Math.random() * 1e15)), email: me.email, email_verified: true };
    await step('googleLinked', async () => {
      const res = await identity<SignIn>('signInWithIdp', {
        idToken: session.idToken,
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    });
    await step('googleUnlinked', async () => {
      expect((await identity('update', { idToken: session.idToken, deleteProvider: ['google.com'] })).status).toBe(200);
    });
    const e164 = freshPhone().e164;
    await step('phoneLinked', async () => linkPhone(session.idToken, e164));
    await step('phoneRemoved', async () => {
      expect((await identity('update', { idToken: session.idToken, deleteProvider: ['phone'] })).status).toBe(200);
    });
    expect(await kindsOf(session)).toEqual(['phoneRemoved', 'phoneLinked', 'googleUnlinked', 'googleLinked', 'passwordAdded']);
    // The API finds a reset itself: the hub never reports one.
    expect((await report(session, { kind: 'passwordReset' })).status).toBe(400);
  });

  test('a removal reported again (a second tab did it after the first) is recorded once; a new link after it is recorded', async () => {
    const me = await signUp('events-twice');
    const google = (sub: string) =>
      identity<SignIn>('signInWithIdp', {
        idToken: me.idToken,
        postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub, email: me.email, email_verified: true }))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      });
    expect((await google(String(Math.floor(Math.random() * 1e15)))).status).toBe(200);
    await linkPhone(me.idToken, freshPhone().e164);
    expect((await identity('update', { idToken: me.idToken, deleteProvider: ['google.com', 'phone'] })).status).toBe(200);
    // Tab A and then tab B each report what the person asked for; the account shows it both times.
    for (const tab of ['A', 'B'])
      for (const kind of ['googleUnlinked', 'phoneRemoved'])
        expect((await report(me, { kind, brand: 'ELUMEN' })).status, `${kind} from tab ${tab}`).toBeLessThan(300);
    expect(await kindsOf(me)).toEqual(['phoneRemoved', 'googleUnlinked']);
    // A link after the removal is news again, and so is a removal after it.
    expect((await google(String(Math.floor(Math.random() * 1e15)))).status).toBe(200);
    expect((await report(me, { kind: 'googleLinked' })).status).toBe(201);
    expect((await identity('update', { idToken: me.idToken, deleteProvider: ['google.com'] })).status).toBe(200);
    expect((await report(me, { kind: 'googleUnlinked' })).status).toBe(201);
    expect(await kindsOf(me)).toEqual(['googleUnlinked', 'googleLinked', 'phoneRemoved', 'googleUnlinked']);
  });

  test('a second factor removed is recorded once for that factor, whichever tab reports it; one still enrolled is refused', async () => {
    const [first, second] = [freshPhone().e164, freshPhone().e164];
    const me = await accountWithSecondFactor('events-factor-twice', first, second);
    const session = { ...me, ...(await signInWithSecondFactor(me.email, first)) };
    const [gone, kept] = (await adminAuth().getUser(me.localId)).multiFactor?.enrolledFactors.map((f) => f.uid) ?? [];
    const withdrawn = await fetch(`${stack().emulator}/identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:withdraw?key=${API_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: session.idToken, mfaEnrollmentId: gone }),
    });
    expect(withdrawn.status).toBe(200);
    expect((await report(session, { kind: 'secondFactorRemoved', factorId: kept })).status).toBe(409);
    for (const tab of ['A', 'B'])
      expect((await report(session, { kind: 'secondFactorRemoved', factorId: gone }, CHROME_ON_WINDOWS)).status, tab).toBeLessThan(300);
    expect(await kindsOf(session)).toEqual(['secondFactorRemoved']);
    expect((await notices(me.email)).length).toBe(1);
  });

  test('a password reset by link is recorded and told at the next sign-in with the new password, once; a reported change is not a reset', async () => {
    const me = await signUp('events-reset');
    // The sign-up's sign-in: where the API starts following the account's password.
    expect((await report(me, { kind: 'signIn', browserId: browserId() })).status).toBe(201);
    // The person opens the reset link from their mailbox and chooses a new password (no session).
    expect((await identity('sendOobCode', { requestType: 'PASSWORD_RESET', email: me.email })).status).toBe(200);
    const code = (await emulatorOobCodes()).filter((c) => c.requestType === 'PASSWORD_RESET' && c.email === me.email).at(-1);
    expect((await identity('resetPassword', { oobCode: code!.oobCode, newPassword: 'Reset1234!' })).status).toBe(200);
    expect(await notices(me.email)).toEqual([]);

    const after = await signInWithPassword(me.email, 'Reset1234!');
    expect((await report(after, { kind: 'signIn', browserId: browserId(), brand: 'ELUMEN' })).status).toBe(201);
    expect(await kindsOf(after)).toEqual(['signIn', 'passwordReset', 'signIn']);
    // Told like a change, in the language and brand of the sign-in that found it.
    const resetSubject = localeMsg('de', 'email.security.password_changed.subject', { brand: 'Elumen' });
    const told = await notices(me.email);
    expect(told.filter((e) => e.subject === resetSubject)).toHaveLength(1);
    for (const e of told) expect(e.text).not.toContain('Reset1234!');

    // Again: nothing new to find. A change the hub reported is a change, not a reset.
    const again = await signInWithPassword(me.email, 'Reset1234!');
    expect((await report(again, { kind: 'signIn', browserId: browserId() })).status).toBe(201);
    await untilNextSecond();
    expect((await identity('update', { idToken: again.idToken, password: 'Changed123!' })).status).toBe(200);
    const last = await signInWithPassword(me.email, 'Changed123!');
    expect((await report(last, { kind: 'passwordChanged', brand: 'ELUMEN' })).status).toBe(201);
    expect((await report(last, { kind: 'signIn', browserId: browserId() })).status).toBe(201);
    expect((await kindsOf(last)).filter((k) => k === 'passwordReset')).toHaveLength(1);
    expect((await notices(me.email)).filter((e) => e.subject === resetSubject)).toHaveLength(2); // the reset's and the change's
  });

  test('a password change whose report did not arrive is a change, not a reset, when the next sign-in from that browser says so', async () => {
    const me = await signUp('events-lost-change');
    expect((await report(me, { kind: 'signIn', browserId: browserId() })).status).toBe(201);
    await untilNextSecond();
    // The hub changes the password; its passwordChanged report never reaches the API.
    expect((await identity('update', { idToken: me.idToken, password: 'Changed123!' })).status).toBe(200);
    const after = await signInWithPassword(me.email, 'Changed123!');
    const body = { kind: 'signIn', browserId: browserId(), brand: 'ELUMEN', passwordChangedHere: true };
    expect((await report(after, body)).status).toBe(201);
    expect(await kindsOf(after)).toEqual(['signIn', 'passwordChanged', 'signIn']);
    const changedSubject = localeMsg('de', 'email.security.password_changed.subject', { brand: 'Elumen' });
    expect((await notices(me.email)).filter((e) => e.subject === changedSubject)).toHaveLength(1);
    // Said again with nothing new since: nothing more is recorded.
    expect((await report(await signInWithPassword(me.email, 'Changed123!'), body)).status).toBe(201);
    expect((await kindsOf(after)).filter((k) => k !== 'signIn')).toEqual(['passwordChanged']);
  });

  test('a phone number merged in from another account is recorded as linked, once', async () => {
    const me = await signUp('events-merge');
    const merge = async (e164: string) => {
      const res = await apiFetch('/api/v1/users/mergeWithIdToken', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', ...bearer(me.idToken) },
        body: JSON.stringify({ fromUserIdToken: await phoneAccount(e164), toUserIdToken: me.idToken }),
      });
      expect(res.status).toBe(200);
    };
    await merge(freshPhone().e164);
    expect(await kindsOf(me)).toEqual(['phoneLinked']);
    // The hub's own report of it, had it sent one, is the same change.
    expect((await report(me, { kind: 'phoneLinked' })).status).toBe(200);
    expect(await kindsOf(me)).toEqual(['phoneLinked']);
  });
});

test.describe('an email change told without any further call (issue 55 section 3)', () => {
  /** Asks for a change as the hub does (brand ELUMEN, German), then opens the link sent to the new address. */
  async function changeEmail(prefix: string): Promise<{ me: SignIn & { email: string }; newEmail: string }> {
    const me = await signUp(prefix);
    expect((await report(me, { kind: 'emailChangeRequested', brand: 'ELUMEN' })).status).toBe(201);
    const newEmail = uniqueEmail(`${prefix}-new`);
    expect((await identity('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken: me.idToken, newEmail })).status).toBe(200);
    const code = (await emulatorOobCodes()).filter((c) => c.requestType === 'VERIFY_AND_CHANGE_EMAIL' && c.email === me.email).at(-1);
    expect((await identity('update', { oobCode: code!.oobCode })).status).toBe(200);
    return { me, newEmail };
  }

  test('the API finds an applied change itself and tells the old address once, in the language and brand of the request', async () => {
    const { me, newEmail } = await changeEmail('events-sweep');
    // No call for the account follows: the API's own sweep tells the old address.
    await expect.poll(async () => (await notices(me.email)).length).toBe(1);
    const [told] = await notices(me.email);
    expect(told?.locale).toBe('de');
    expect(told?.subject).toContain('Elumen');
    // A call afterwards finds nothing left: one event, one email.
    const after = await signInWithPassword(newEmail);
    expect((await report(after, { kind: 'signIn', browserId: browserId() })).status).toBe(201);
    expect((await listOf(after)).filter((e) => e.kind === 'emailChanged')).toHaveLength(1);
    expect(await notices(me.email)).toHaveLength(1);
  });

  test('the activity list finding the change names the brand the change was asked on, not the default one', async () => {
    const { me, newEmail } = await changeEmail('events-list-brand');
    const after = await signInWithPassword(newEmail);
    // The list's GET (no brand in it) and the sweep race to tell: whichever does, once, with the request's brand.
    expect((await listOf(after)).map((e) => e.kind)).toContain('emailChanged');
    const told = await notices(me.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe(localeMsg('de', 'email.security.email_changed.subject', { brand: 'Elumen' }));
  });
});
