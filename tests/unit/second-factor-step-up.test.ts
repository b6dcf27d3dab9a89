/**
 * Issue 53 item 6, without a browser: a second-factor change in a session that is not recent ends
 * with the re-authentication code (the flow's one re-auth step follows) and changes nothing; an
 * account that signs in by phone is told first, and its "Add second factor" (no form) sends to the
 * number the warning named.
 */
import { describe, expect, it, vi } from 'vitest';
import { runAction } from '../../src/actions/run-action';
import { ENDS_PHONE_SIGN_IN } from '../../src/actions/contracts';
import { RECENT_SIGN_IN_SECONDS } from '../../src/domain/recent-sign-in';
import type { AuthUser, Services } from '../../src/services/types';
import { fakeAuth, fakeServices } from '../support/fake-services';
import { projectDocuments } from '../support/project';
import { actionContext } from '../support/action-context';
import type { RunContext } from '../../src/actions/run-action';

const docs = projectDocuments();
const NOW = 1_800_000_000_000;
const OLD = NOW - RECENT_SIGN_IN_SECONDS * 1000 - 1;
const person = (phoneNumber: string | null, hasSecondFactor = false): AuthUser => ({
  uid: 'u1',
  email: 'pat@example.com',
  emailVerified: true,
  displayName: 'Pat',
  photoURL: null,
  phoneNumber,
  hasSecondFactor,
});

function services(user: AuthUser, signedInAt: number) {
  const auth = {
    signedInAt: vi.fn(async () => signedInAt),
    // The account's factors as the identity service has them now: f1.
    secondFactors: vi.fn(async () => [{ id: 'f1', phoneNumber: '+61412345678', enrolledAt: null }]),
    removeSecondFactor: vi.fn(async () => undefined),
    sendSecondFactorEnrolmentCode: vi.fn(async () => ({ confirm: async () => user })),
  };
  return { s: fakeServices(fakeAuth(user, auth)).services, auth };
}

const run = (name: string, s: Services, over: Partial<RunContext>) =>
  runAction(name, actionContext(s, { now: () => NOW, ...over }), { errors: docs.errors });

describe('second-factor changes need a recent sign-in', () => {
  it('Remove in an old session ends with the re-authentication code and removes nothing; in a recent one it removes', async () => {
    const old = services(person(null, true), OLD);
    const out = await run('account.removeSecondFactor', old.s, { data: { chosenSecondFactor: 'f1' } });
    expect(out).toMatchObject({ ok: false, code: docs.errors.reauthenticate.code });
    expect(old.auth.removeSecondFactor).not.toHaveBeenCalled();

    const fresh = services(person(null, true), NOW - 1000);
    expect(await run('account.removeSecondFactor', fresh.s, { data: { chosenSecondFactor: 'f1' } })).toMatchObject({ ok: true });
    expect(fresh.auth.removeSecondFactor).toHaveBeenCalledWith('f1');
  });

  it('Remove of a factor already gone (another tab removed it) is done: no error, nothing asked of the identity service (issue 55)', async () => {
    const fresh = services(person(null, true), NOW - 1000);
    expect(await run('account.removeSecondFactor', fresh.s, { data: { chosenSecondFactor: 'f2' } })).toMatchObject({ ok: true });
    expect(fresh.auth.removeSecondFactor).not.toHaveBeenCalled();
  });

  it('Add in an old session ends with the re-authentication code before any code is sent', async () => {
    const old = services(person(null), OLD);
    expect(await run('account.sendEnrolmentCode', old.s, { input: { phone: '0412345678' } })).toMatchObject({
      ok: false,
      code: docs.errors.reauthenticate.code,
    });
    expect(old.auth.sendSecondFactorEnrolmentCode).not.toHaveBeenCalled();
  });
});

describe('enrolling on an account that signs in by phone', () => {
  it('is told first, with the number to enrol, and nothing is sent', async () => {
    const { s, auth } = services(person('+61412345678'), NOW);
    const out = await run('account.sendEnrolmentCode', s, { input: { phone: '0412345678' } });
    expect(out).toMatchObject({ ok: false, code: ENDS_PHONE_SIGN_IN, data: { phone: '+61412345678' } });
    expect(auth.sendSecondFactorEnrolmentCode).not.toHaveBeenCalled();
  });

  it('"Add second factor" from the warning (no form) sends to the number it named', async () => {
    const { s, auth } = services(person('+61412345678'), NOW);
    const out = await run('account.sendEnrolmentCode', s, { input: {}, data: { phone: '+61412345678' } });
    expect(out).toMatchObject({ ok: true, data: { phone: '+61412345678' } });
    expect(auth.sendSecondFactorEnrolmentCode).toHaveBeenCalledWith('+61412345678', expect.any(String));
  });

  it('an account with no phone sign-in, or already with a factor, is not asked', async () => {
    for (const user of [person(null), person('+61412345678', true)]) {
      const { s, auth } = services(user, NOW);
      expect(await run('account.sendEnrolmentCode', s, { input: { phone: '0412000111' } })).toMatchObject({ ok: true });
      expect(auth.sendSecondFactorEnrolmentCode).toHaveBeenCalledWith('+61412000111', expect.any(String));
    }
  });
});
