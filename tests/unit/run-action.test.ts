import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/actions/run-action';
import { createCatalogue } from '../../src/messages/catalogue';
import { createMemoryStorage } from '../../src/services/browser-storage';
import type { AuthService, Services } from '../../src/services/types';
import { projectDocuments } from '../support/project';
import { msg } from '../support/messages';
import type { RunContext } from '../../src/actions/run-action';

const docs = projectDocuments();
const opts = { errors: docs.errors, catalogue: createCatalogue(docs.messages) };

/** Services whose auth fails every call with the given error; analytics calls are recorded. */
function failingServices(error: unknown, events: [string, unknown][]): Services {
  const fail = async () => {
    throw error;
  };
  const auth = new Proxy({}, { get: (_t, key) => (key === 'apiKey' ? 'k' : key === 'currentUser' ? () => null : fail) }) as AuthService;
  return {
    auth,
    api: { postPublic: fail, getWithBearer: fail, getPublic: fail, putWithBearer: fail },
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

const ctx = (services: Services, input: Record<string, unknown> = {}, data: RunContext['data'] = {}): RunContext => ({
  services,
  query: new URLSearchParams(),
  brand: null,
  lookBrand: null,
  input,
  data,
  href: 'http://localhost/',
  accountUrl: 'http://localhost:5173',
  now: () => 1,
});

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
      ctx(failingServices(null, []), { code: '123456' }, { phoneConfirmation: { confirm: async () => ((ran = true), confirm()) } }),
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
      catalogue: opts.catalogue,
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
