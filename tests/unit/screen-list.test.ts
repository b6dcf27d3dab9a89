/**
 * The scene list (studio/screen-list.ts) covers every screen of the product, the preview knows
 * how to reach each (studio/preview-answers.ts), and the gallery shows every scene for every
 * white-label x brand (studio/gallery-entries.ts).
 */
import { describe, expect, it } from 'vitest';
import { projectDocuments } from '../support/project';
import { onboardingEntry, ONBOARDING_FLOW, scenes } from '../../studio/screen-list';
import { galleryEntries } from '../../studio/gallery-entries';
import { DEMO_USER, previewPlan, situationOf } from '../../studio/preview-answers';
import { whiteLabelBrands } from '../../src/brand/resolve-brand';
import type { ConfigDocuments, FlowDoc } from '../../src/config/types';

const docs = projectDocuments();
const all = scenes(docs);
const byId = (id: string) => {
  const s = all.find((x) => x.id === id);
  if (!s) throw new Error(`no scene ${id}`);
  return s;
};

/** Steps reachable by goto from where the flow starts: written here apart from screen-list's own walk. */
function reachable(flow: FlowDoc, starts: readonly string[]): Set<string> {
  const seen = new Set(starts);
  const queue = [...starts];
  while (queue.length > 0) {
    const step = flow.steps[queue.shift()!];
    const json = JSON.stringify([step?.enter ?? null, ...(step?.blocks ?? [])]);
    for (const [, to] of json.matchAll(/"goto":"([^"]+)"/g)) {
      if (to && !seen.has(to) && flow.steps[to]) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}
const startsOf = (flow: FlowDoc) =>
  flow.checklist?.map((c) => c.step) ??
  (flow.initialFrom ? [...Object.values(flow.initialFrom.steps), flow.initialFrom.otherwise] : [flow.initial]);

/** These ids are addresses (the studio links to them, screenshots are named by them): they stay. */
const STABLE_IDS = [
  'sign-in',
  'sign-in-signed-in',
  'sign-up',
  'sign-up-sent',
  'magic-login',
  'magic-login-sent',
  'phone-login',
  'phone-login-enter-code',
  // phone-login-signed-in went with its step: a right code goes straight on (issue 56 item 7).
  'forgot-password',
  'forgot-password-sent',
  'login',
  'login-confirm-email',
  'login-failed',
  'login-with-custom-token',
  'login-with-custom-token-no-token',
  'login-with-custom-token-invalid',
  'logout',
  'redirect',
  'redirect-failed',
  'email-action-invalid-link',
  'email-action-check-reset-link',
  'email-action-reset-form',
  'email-action-reset-done',
  'email-action-reset-expired',
  'email-action-verifying-email',
  'email-action-email-verified',
  'email-action-failed',
  'email-action-recovering-email',
  'email-action-email-recovered',
  'email-action-changing-email',
  'email-action-email-changed',
  'email-action-redirecting',
  'email-action-confirm-email',
  'email-action-sign-in-failed',
  'email-action-confirm-switch',
  'dashboard-profile',
  'dashboard-profile-verify-otp',
  'dashboard-password',
  'dashboard-applications',
  'onboarding-name',
  'onboarding-email-password',
  'onboarding-phone',
  'onboarding-phone-code',
  'onboarding-all-done',
  'dialog-dashboard-profile-merge',
  'dialog-dashboard-profile-merge-code',
  'dialog-dashboard-profile-merged',
  'dialog-onboarding-merge',
  'dialog-sign-out',
  'toast-success',
  'toast-error',
];

describe('scene list', () => {
  it('has a scene for every route that draws a flow, and every redirect lands on one', () => {
    const paths = new Set(all.map((s) => s.path));
    for (const route of docs.routes.routes) {
      if (route.redirect !== undefined) expect(paths, `${route.path} -> ${route.redirect}`).toContain(route.redirect);
      else expect(paths, route.path).toContain(route.path);
    }
  });

  it('has a scene for every step reachable on a page, onboarding and dialogs included', () => {
    const shown = new Set(all.map((s) => `${s.flow}:${s.step}`));
    const flows = [
      ...new Set([
        ...docs.routes.routes.flatMap((r) => (r.flow !== undefined && r.redirect === undefined ? [r.flow] : [])),
        ONBOARDING_FLOW,
      ]),
    ];
    let count = 0;
    for (const id of flows) {
      const flow = docs.flows[id]!;
      for (const step of reachable(flow, startsOf(flow))) {
        expect(shown, `${id}:${step}`).toContain(`${id}:${step}`);
        count++;
      }
    }
    expect(count).toBeGreaterThan(40);
  });

  it('gives each scene a unique slug id, and the known ids stay', () => {
    const ids = all.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ids).toEqual(expect.arrayContaining(STABLE_IDS));
    expect(scenes(docs).map((s) => s.id)).toEqual(ids); // the same documents, the same list
  });

  it('covers every group, draws dialogs over their own screen and toasts with catalogue messages', () => {
    expect(new Set(all.map((s) => s.group))).toEqual(new Set(['auth', 'email-action', 'onboarding', 'dashboard', 'dialog', 'toast']));
    expect(byId('dialog-dashboard-profile-merge')).toMatchObject({
      path: '/dashboard/profile',
      flow: 'profile',
      step: 'merge',
      user: 'complete',
    });
    expect(byId('dialog-dashboard-profile-merge').moves.at(-1)).toMatchObject({ step: 'profile', outcome: 'hub.phone_registered' });
    expect(byId('dialog-sign-out')).toMatchObject({ path: '/dashboard/profile', press: 'ui.dashboard.sign_out' });
    const toasts = all.filter((s) => s.group === 'toast');
    expect(toasts.map((s) => s.toast?.tone)).toEqual(['success', 'error']);
    for (const t of toasts) expect(Object.keys(docs.messages.messages)).toContain(t.toast!.key);
  });

  it('knows how the preview reaches every scene: each move has an answer, each onboarding start an entry', () => {
    for (const scene of all) {
      for (const m of scene.moves)
        if (m.action !== undefined) expect(situationOf(m.action, m.outcome), `${scene.id}: ${m.action} -> ${m.outcome}`).toBeDefined();
    }
  });

  it('brings each onboarding step up from the checklist: the person and query its facts need, the step asked before it', () => {
    const flow = docs.flows[ONBOARDING_FLOW]!;
    expect(onboardingEntry(flow, 'name', docs)).toEqual({ user: 'nameless', query: {} });
    expect(onboardingEntry(flow, 'emailPassword', docs)).toEqual({ user: 'no-email', query: {} });
    expect(onboardingEntry(flow, 'phone', docs)).toEqual({ user: 'no-phone', query: { init: 'true' }, after: 'emailPassword' });
    expect(onboardingEntry(flow, 'allDone', docs)).toEqual({ user: 'no-email', query: {}, after: 'emailPassword' });
    expect(onboardingEntry(flow, 'secondFactor', docs)).toEqual({ user: 'no-second-factor', query: { brand: 'ELUMEN_MOBILE' } });
  });

  it('follows a consistent rename of an onboarding step: its scene and the steps after it keep their entries', () => {
    const renamed = JSON.parse(JSON.stringify(docs.flows[ONBOARDING_FLOW]).replaceAll('"emailPassword"', '"emailAndPassword"')) as FlowDoc;
    expect(onboardingEntry(renamed, 'emailAndPassword', docs)).toEqual({ user: 'no-email', query: {} });
    expect(onboardingEntry(renamed, 'allDone', docs)).toEqual({ user: 'no-email', query: {}, after: 'emailAndPassword' });
    const shown = scenes({ ...docs, flows: { ...docs.flows, [ONBOARDING_FLOW]: renamed } }).filter((x) => x.group === 'onboarding');
    expect(shown.map((x) => x.step)).toContain('emailAndPassword');
    expect(shown.find((x) => x.step === 'allDone')?.moves.map((m) => m.step)).toEqual(['emailAndPassword']);
  });

  it('plans the services and address each state needs', () => {
    const verified = previewPlan(byId('email-action-email-verified'));
    expect(verified.query.get('mode')).toBe('verifyEmail');
    expect(verified.credentials.get('oobCode')).toBeTruthy();
    expect(verified.query.has('oobCode')).toBe(false); // credentials never show in the address
    expect(verified.calls).toMatchObject({ applyActionCode: 'ok' });
    expect(previewPlan(byId('email-action-failed')).calls).toMatchObject({ applyActionCode: { fail: 'auth/internal-error' } });
    expect(previewPlan(byId('login-with-custom-token-no-token')).credentials.has('customToken')).toBe(false);
    expect(previewPlan(byId('login-with-custom-token-confirm-switch')).user?.email).toBeTruthy();
    expect(previewPlan(byId('dashboard-profile')).user).toMatchObject({ displayName: expect.any(String), email: expect.any(String) });
    expect(previewPlan(byId('sign-in')).user).toBeNull();
    expect(previewPlan(byId('onboarding-name')).user?.displayName).toBeNull();
    expect(previewPlan(byId('onboarding-phone')).query.get('init')).toBe('true');
    // Nothing that would change an account answers unless the scene needs it.
    expect(previewPlan(byId('dashboard-profile')).calls).toEqual({});
    // An email link of an account with a second factor names its address (else the flow asks for the
    // email first, and the scene drew Confirm email instead of the code step).
    for (const id of ['login-second-factor', 'login-second-factor-code', 'email-action-second-factor'])
      expect(previewPlan(byId(id)).credentials.get('email') ?? previewPlan(byId(id)).query.get('email')).toBe(DEMO_USER.email);
  });

  it('answers the reads a page makes on entering: the security page lists passkeys and activity, the methods page its ways in (issues 54, 55)', () => {
    const read = (id: string) => {
      const a = previewPlan(byId(id)).calls['api.getWithBearer'];
      return (a && a !== 'ok' && 'value' in a ? a.value : {}) as { passkeys?: unknown[]; events?: Array<{ kind: string }> };
    };
    // The manage dialogs open from a listed passkey's row: it must be there.
    for (const id of [
      'dashboard-security',
      'dialog-dashboard-security-manage-passkey',
      'dialog-dashboard-security-confirm-remove-passkey',
    ]) {
      expect(read(id).passkeys?.length, id).toBeGreaterThanOrEqual(2);
      // Sign-ins, a change of a way in and a passkey among the activity.
      expect(
        read(id).events?.map((e) => e.kind),
        id,
      ).toEqual(expect.arrayContaining(['signIn', 'googleLinked', 'passkeyAdded']));
    }
    const methods = previewPlan(byId('dashboard-sign-in-methods'));
    expect(methods.calls).toMatchObject({ signInProviders: 'ok' });
    expect(read('dashboard-sign-in-methods').passkeys?.length).toBeGreaterThanOrEqual(1);
  });

  it('draws a call that ends on its own step where the preview can bring it about: a failure at its field, a confirmation in place (issue 56 items 4, 9, 15)', () => {
    expect(byId('dashboard-password-auth-wrong-password')).toMatchObject({ step: 'change', stays: 'field' });
    expect(byId('dashboard-password-auth-wrong-password').moves.at(-1)).toMatchObject({ action: 'account.changePassword' });
    expect(byId('dashboard-password-confirmed')).toMatchObject({ step: 'change', stays: 'confirm' });
    // A number the AU rules refuse is typed: the action says so at the field before anything is sent.
    expect(byId('dashboard-second-factor-screen-phone-invalid').moves.at(-1)).toMatchObject({
      outcome: 'screen.phone_invalid',
      typed: { phone: expect.any(String) },
    });
    expect(previewPlan(byId('dashboard-password-auth-wrong-password')).calls).toMatchObject({
      changePassword: { fail: 'auth/wrong-password' },
    });
    // Only ends that stay: every such scene's last move is the step's own, and none is a dialog's.
    for (const s of all.filter((x) => x.stays)) {
      expect(s.moves.at(-1)?.step, s.id).toBe(s.step);
      expect(s.group, s.id).not.toBe('dialog');
    }
    // A resend waiting out the send's cooldown cannot be pressed at once: no scene for it.
    expect(all.map((s) => s.id)).not.toContain('sign-up-sent-confirmed');
  });

  it('shows a new step and a new route by themselves', () => {
    const changed: ConfigDocuments = structuredClone(docs);
    const signUp = changed.flows['sign-up']!;
    signUp.steps.thanks = { blocks: [{ type: 'text', message: 'ui.link.sent' }] };
    const sent = signUp.steps.sent!;
    sent.blocks.push({ type: 'button', label: 'ui.common.continue', onOk: { goto: 'thanks' } });
    changed.routes.routes.push({ path: '/welcome-back', flow: 'magic-login' });
    const ids = scenes(changed).map((s) => s.id);
    expect(ids).toContain('sign-up-thanks');
    expect(ids).toContain('welcome-back');
    expect(
      scenes(changed)
        .find((s) => s.id === 'sign-up-thanks')
        ?.moves.map((m) => m.step),
    ).toEqual(['enterEmail', 'sent']);
  });
});

describe('gallery entries', () => {
  const entries = galleryEntries(docs, 'http://localhost:5173');

  it('are every scene x white-label x brand of that white-label, light then dark (where the white-label has a dark scheme)', () => {
    const expected = Object.values(docs.whiteLabels).flatMap((wl) =>
      whiteLabelBrands(wl).flatMap(({ brand }) =>
        (wl.darkScheme ? ['light', 'dark'] : ['light']).flatMap((scheme) =>
          all
            // A scene that needs a brand of its own appears only where the white-label offers that brand,
            // and the second-factor page only where second factors are not off (brand's setting, else the white-label's).
            .filter((s) => s.query.brand === undefined || whiteLabelBrands(wl).some((b) => b.brand === s.query.brand))
            .filter(
              (s) =>
                s.path !== '/dashboard/second-factor' ||
                (Object.values(docs.brands).find((b) => b.brand === brand)?.secondFactor ?? wl.secondFactor) !== 'off',
            )
            .map((s) => `${wl.id}|${brand}|${s.id}|${scheme}`),
        ),
      ),
    );
    expect(entries.map((e) => `${e.whiteLabel}|${e.brand}|${e.scene.id}|${e.scheme}`)).toEqual(expected);
    expect(entries.some((e) => e.scheme === 'dark')).toBe(true);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.whiteLabel)).size).toBe(Object.keys(docs.whiteLabels).length);
    // FVS has second factors off: no second-factor page among its scenes; WBS has it.
    expect(entries.some((e) => e.whiteLabel === 'fvs' && e.scene.path === '/dashboard/second-factor')).toBe(false);
    expect(entries.some((e) => e.whiteLabel === 'wbs' && e.scene.path === '/dashboard/second-factor')).toBe(true);
  });

  it('each address opens that scene on the dev server preview', () => {
    for (const e of entries) {
      const url = new URL(e.url);
      expect(url.origin).toBe('http://localhost:5173');
      expect(url.pathname).toBe('/__preview');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        scene: e.scene.id,
        wl: e.whiteLabel,
        brand: e.brand,
        ...(e.scheme === 'dark' ? { scheme: 'dark' } : {}),
      });
      expect(e.id).toMatch(/^[a-z0-9_-]+$/); // file names: brand codes keep their underscore
    }
    expect(galleryEntries(docs)[0]!.url).toMatch(/^\/__preview\?scene=/);
  });

  it('drawn in another language, the same shots address the preview in it (the design pass draws Arabic)', () => {
    const arabic = galleryEntries(docs, 'http://localhost:5173', 'ar');
    expect(arabic.map((e) => e.id)).toEqual(entries.map((e) => e.id));
    for (const e of arabic) expect(new URL(e.url).searchParams.get('locale')).toBe('ar');
  });
});
