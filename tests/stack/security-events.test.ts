// Security events against the running API (issue 55 section 3): what the API records itself (sign
// out everywhere), what the hub reports after a change it made through Firebase (checked against
// the account first), the list of the last 30 days, and the emails the account holder gets.
import { test, expect } from '../browser/support/fixtures';
import {
  apiFetch,
  apiPost,
  bearer,
  emulatorOobCodes,
  identity,
  signedInLongAgo,
  signInWithPassword,
  signUp,
  uniqueEmail,
  untilNextSecond,
  type SignIn,
} from './helpers.js';
import type { SecurityEventView } from '../../server/security-events/routes.js';
import type { OutboxEmail } from '../../server/outbox.js';

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
