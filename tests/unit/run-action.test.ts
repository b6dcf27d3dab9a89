import { describe, expect, it } from 'vitest';
import { runAction as runActionAsKeys, type RunOptions } from '../../src/actions/run-action';
import { createCatalogue } from '../../src/messages/catalogue';
import { sayText } from '../../src/messages/shown-text';
import { createMemoryStorage } from '../../src/services/browser-storage';
import type { AuthService, Services } from '../../src/services/types';
import { projectDocuments } from '../support/project';
import { actionContext } from '../support/action-context';
import { msg } from '../support/messages';
import type { RunContext } from '../../src/actions/run-action';
import { contract, implement } from '../../src/actions/action-context';
import { PendingCodes } from '../../src/actions/pending-codes';
import { HubError } from '../../src/errors/hub-error';
import type { FlowData } from '../../src/domain/flow-data';

const docs = projectDocuments();
const catalogue = createCatalogue(docs.messages);
const opts = { errors: docs.errors };

/** runAction, with a failure's message in words as the screen would draw it. */
async function runAction(name: string, ctx: RunContext, o: RunOptions) {
  const out = await runActionAsKeys(name, ctx, o);
  return out.ok ? out : { ...out, message: sayText(out.message, catalogue.t) };
}

/** Services whose auth fails every call with the given error; analytics calls are recorded. */
function failingServices(error: unknown, events: [string, unknown][]): Services {
  const fail = async () => {
    throw error;
  };
  const auth = new Proxy({}, { get: (_t, key) => (key === 'apiKey' ? 'k' : key === 'currentUser' ? () => null : fail) }) as AuthService;
  return {
    auth,
    api: {
      postPublic: fail,
      getWithBearer: fail,
      getPublic: fail,
      getWithToken: fail,
      putWithBearer: fail,
      postWithBearer: fail,
      patchWithBearer: fail,
      deleteWithBearer: fail,
    },
    passkeys: { supported: () => true, authenticate: fail, register: fail, defaultName: () => '', autofill: fail },
    passwords: { timesSeen: fail },
    storage: createMemoryStorage(),
    analytics: {
      enabled: true,
      consent: () => 'granted',
      setConsent: () => undefined,
      onConsentChange: () => () => undefined,
      capture: (e, p) => void events.push([e, p]),
    },
  };
}

const ctx = (services: Services, input: Record<string, unknown> = {}, data: RunContext['data'] = {}): RunContext =>
  actionContext(services, { input, data, href: 'http://localhost/', now: () => 1 });

describe('runAction', () => {
  it('maps an identity error to its message and reports "Firebase error" with the code', async () => {
    const events: [string, unknown][] = [];
    const error = Object.assign(new Error('Firebase: x'), { code: 'auth/wrong-password' });
    const out = await runAction('auth.signInWithPassword', ctx(failingServices(error, events), { email: 'a@b.co', password: 'xxxxxx' }), {
      ...opts,
      fallback: 'screen.login_failed',
    });
    expect(out).toEqual({ ok: false, message: msg('auth.wrong_password'), code: 'auth/wrong-password' });
    expect(events).toEqual([['Firebase error', { code: 'auth/wrong-password', action: 'auth.signInWithPassword' }]]);
  });

  it('a cancelled popup is silent and not an error message', async () => {
    const events: [string, unknown][] = [];
    const out = await runAction(
      'auth.signInWithGoogle',
      ctx(failingServices(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }), events)),
      opts,
    );
    expect(out).toMatchObject({ ok: false, cancelled: true, message: '' });
  });

  it('a non-identity failure gives the fallback and reports nothing', async () => {
    const events: [string, unknown][] = [];
    const out = await runAction('api.sendMagicLinkEmail', ctx(failingServices(new TypeError('boom'), events), { email: 'a@b.co' }), {
      ...opts,
      fallback: 'screen.email_login_failed',
    });
    expect(out).toEqual({ ok: false, message: msg('screen.email_login_failed'), code: null });
    expect(events).toEqual([]);
  });

  it('a failure code carries the flow data its contract promises (the registered number goes to the merge)', async () => {
    const services = failingServices(null, []);
    services.api.getPublic = async <T>() => ({ isRegistered: true }) as T;
    const out = await runAction('account.sendLinkCode', ctx(services, { phone: '0412 345 678' }), opts);
    expect(out).toMatchObject({ ok: false, code: 'hub.phone_registered', data: { phone: '+61412345678' } });
  });

  it('an action whose read is missing fails with the unknown-error text and never runs', async () => {
    const confirm = async () => ({});
    let ran = false;
    const out = await runAction(
      'account.verifyLinkCode',
      ctx(
        failingServices(null, []),
        { code: '123456' },
        { phoneConfirmation: new PendingCodes().keepCode({ confirm: async () => ((ran = true), confirm()) }) },
      ),
      opts,
    );
    expect(out).toMatchObject({ ok: false, message: msg('error.unknown') });
    expect(ran).toBe(false);
  });

  it('an unknown action name fails with the unknown-error text instead of throwing', async () => {
    const out = await runAction('nope.nothing', ctx(failingServices(null, [])), opts);
    expect(out).toMatchObject({ ok: false, message: msg('error.unknown') });
  });
});

describe('account.setEmailAndPassword and re-authentication', () => {
  /** A signed-in user with an email whose setPassword fails with the given identity code. */
  const services = (code: string): Services => {
    const base = failingServices(null, []);
    const user = {
      uid: 'u1',
      email: 'pat@example.com',
      emailVerified: true,
      displayName: 'Pat',
      phoneNumber: null,
      photoURL: null,
      providerIds: ['password'],
    };
    const auth = new Proxy(base.auth, {
      get: (t, key) =>
        key === 'currentUser'
          ? () => user
          : key === 'setPassword'
            ? async () => {
                throw Object.assign(new Error('Firebase'), { code });
              }
            : Reflect.get(t, key),
    });
    return { ...base, auth };
  };
  const run = (failure: string, reauthCode: string) =>
    runAction('account.setEmailAndPassword', ctx(services(failure), { email: 'pat@example.com', password: 'longenough1' }), {
      errors: { ...docs.errors, reauthenticate: { ...docs.errors.reauthenticate, code: reauthCode } },
      fallback: 'screen.set_password_failed',
    });

  it('lets the code errors.json names for re-authentication through, whatever it is', async () => {
    expect(await run('auth/requires-recent-login', 'auth/requires-recent-login')).toMatchObject({
      ok: false,
      code: 'auth/requires-recent-login',
    });
    expect(await run('auth/user-mismatch', 'auth/user-mismatch')).toMatchObject({ ok: false, code: 'auth/user-mismatch' });
  });

  it('turns any other failure into "Failed to set password"', async () => {
    expect(await run('auth/requires-recent-login', 'auth/user-mismatch')).toMatchObject({
      ok: false,
      code: 'screen.set_password_failed',
      message: msg('screen.set_password_failed'),
    });
  });
});

describe('outcome data against the contract', () => {
  const services = failingServices(null, []);
  const produces = implement(contract({ produces: ['phone'] }), async () => ({ data: { phone: '+61400000001' } }));
  const rogue = { ...produces, run: async () => ({ data: { phone: '+61400000001', email: 'x@example.com' } }) };
  const failsWith = (data: Partial<FlowData>) =>
    implement(contract({ codes: { 'hub.phone_registered': ['phone'] } }), async () => {
      throw new HubError('hub.phone_registered', undefined, data);
    });

  it('passes on the data a handler declares, on success and with a failure code', async () => {
    expect(await runAction('t.ok', ctx(services), { ...opts, registry: { 't.ok': produces } })).toEqual({
      ok: true,
      data: { phone: '+61400000001' },
    });
    const failed = await runAction('t.fail', ctx(services), { ...opts, registry: { 't.fail': failsWith({ phone: '+61400000001' }) } });
    expect(failed).toMatchObject({ code: 'hub.phone_registered', data: { phone: '+61400000001' } });
  });

  it('refuses data the contract does not declare: a success becomes a failure, a failure loses the data', async () => {
    const logged: string[] = [];
    const log = (m: string, e: unknown) => void logged.push(`${m}: ${e instanceof Error ? e.message : ''}`);
    const out = await runAction('t.rogue', ctx(services), { ...opts, log, registry: { 't.rogue': rogue } });
    expect(out).toMatchObject({ ok: false, message: msg('error.unknown') });
    const failed = await runAction('t.fail', ctx(services), {
      ...opts,
      log,
      registry: { 't.fail': failsWith({ email: 'x@example.com' }) },
    });
    expect(failed).toMatchObject({ ok: false, code: 'hub.phone_registered' });
    expect(failed).not.toHaveProperty('data');
    expect(logged).toEqual([
      expect.stringContaining('produced email'),
      expect.stringContaining('ended with hub.phone_registered and email'),
    ]);
  });
});
