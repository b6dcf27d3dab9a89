// Issue 55 section 3: an action whose contract names what its success is reports it to the API
// after it succeeded, with this browser's kept id for a sign-in; the report never changes the outcome.
import { describe, expect, it, vi } from 'vitest';
import { runAction } from '../../src/actions/run-action';
import { contract, implement } from '../../src/actions/action-context';
import { REPORT_FAILED_EVENT, SECURITY_EVENTS_PATH } from '../../src/actions/security-report';
import { CONTRACTS } from '../../src/actions/contracts';
import { ApiError, HubError } from '../../src/errors/hub-error';
import { createMemoryStorage } from '../../src/services/browser-storage';
import type { ApiClient, Services } from '../../src/services/types';
import { actionContext, SHOWN_BRAND } from '../support/action-context';
import { projectDocuments } from '../support/project';

const opts = (registry: Record<string, unknown>) => ({ errors: projectDocuments().errors, registry: registry as never });

const registry = {
  signsIn: implement(contract({ reports: 'signIn' }), async () => ({})),
  changes: implement(contract({ reports: 'passwordChanged' }), async () => ({})),
  fails: implement(contract({ reports: 'signIn' }), async () => {
    throw new HubError('error.unknown');
  }),
};

function services(post: ApiClient['postWithBearer']) {
  const captured: [string, unknown][] = [];
  const storage = createMemoryStorage();
  const s = {
    api: { postWithBearer: post },
    auth: { currentUser: () => ({ uid: 'uid-1' }) },
    storage,
    analytics: { capture: (e: string, p: unknown) => void captured.push([e, p]) },
  } as unknown as Services;
  return { s, captured, storage };
}

/** Lets the deferred report run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('security event reports', () => {
  it('a sign-in reports after success with the browser id kept in storage; the same id next time', async () => {
    const post = vi.fn(async () => ({ recorded: true }));
    const { s, storage } = services(post as ApiClient['postWithBearer']);
    expect((await runAction('signsIn', actionContext(s), opts(registry))).ok).toBe(true);
    await runAction('signsIn', actionContext(s), opts(registry));
    await settle();
    expect(post).toHaveBeenCalledTimes(2);
    const [[path, first], [, second]] = post.mock.calls as unknown as [[string, { browserId: string }], [string, { browserId: string }]];
    expect(path).toBe(SECURITY_EVENTS_PATH);
    expect(first).toEqual({ kind: 'signIn', browserId: storage.get('browserId'), brand: SHOWN_BRAND.code });
    expect(first.browserId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(second.browserId).toBe(first.browserId);
  });

  it('other kinds carry no browser id; a failed action reports nothing', async () => {
    const post = vi.fn(async () => ({}));
    const { s } = services(post as ApiClient['postWithBearer']);
    await runAction('changes', actionContext(s), opts(registry));
    expect((await runAction('fails', actionContext(s), opts(registry))).ok).toBe(false);
    await settle();
    expect(post.mock.calls).toEqual([[SECURITY_EVENTS_PATH, { kind: 'passwordChanged', brand: SHOWN_BRAND.code }]]);
  });

  it('a removed second factor is named in its report (the API records each factor once)', async () => {
    const post = vi.fn(async () => ({}));
    const { s } = services(post as ApiClient['postWithBearer']);
    const removes = implement(contract({ reads: ['chosenSecondFactor'], reports: 'secondFactorRemoved' }), async () => ({}));
    await runAction('removes', { ...actionContext(s), data: { chosenSecondFactor: 'factor-1' } }, opts({ removes }));
    await settle();
    expect(post.mock.calls).toEqual([
      [SECURITY_EVENTS_PATH, { kind: 'secondFactorRemoved', factorId: 'factor-1', brand: SHOWN_BRAND.code }],
    ]);
  });

  it('a password change whose report failed is named by the next sign-in report from this browser, once', async () => {
    let arrives = false;
    const post = vi.fn(async () => {
      if (!arrives) throw new ApiError(503, 'down', null);
      return {};
    });
    const { s } = services(post as ApiClient['postWithBearer']);
    await runAction('changes', actionContext(s), opts(registry));
    await settle();
    arrives = true;
    await runAction('signsIn', actionContext(s), opts(registry));
    await settle();
    await runAction('signsIn', actionContext(s), opts(registry));
    await settle();
    const said = (post.mock.calls as unknown as [string, { passwordChangedHere?: boolean }][]).map(([, body]) => body.passwordChangedHere);
    expect(said).toEqual([undefined, true, undefined]);
  });

  it('a report the API refuses, or a client that throws at once, leaves the action a success and is counted in analytics', async () => {
    for (const post of [
      async () => Promise.reject(new ApiError(409, 'not shown', 'security-event-not-shown')),
      () => {
        throw new Error('no client');
      },
    ]) {
      const { s, captured } = services(post);
      expect((await runAction('signsIn', actionContext(s), opts(registry))).ok).toBe(true);
      await settle();
      expect(captured.map(([e]) => e)).toEqual([REPORT_FAILED_EVENT]);
    }
  });

  it('the hub reports its sign-ins, password changes, second factor changes and sign-in method changes', () => {
    const reported = Object.entries(CONTRACTS)
      .filter(([, c]) => 'reports' in c)
      .map(([name, c]) => `${name}:${(c as { reports?: string }).reports}`);
    expect(reported).toEqual(
      expect.arrayContaining([
        'auth.signInWithPassword:signIn',
        'auth.signInWithGoogle:signIn',
        'auth.signInWithPasskey:signIn',
        'auth.verifySecondFactorCode:signIn',
        'account.changePassword:passwordChanged',
        'account.enrolSecondFactor:secondFactorAdded',
        'account.removeSecondFactor:secondFactorRemoved',
        'account.addPassword:passwordAdded',
        'account.linkGoogle:googleLinked',
        'account.unlinkGoogle:googleUnlinked',
        'account.verifyLinkCode:phoneLinked',
        'account.unlinkPhone:phoneRemoved',
      ]),
    );
  });
});
