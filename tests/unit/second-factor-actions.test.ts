/**
 * Issue 26: the machine paths of a second factor, without a browser. A first factor that Firebase
 * answers with "a second factor is required" becomes the flow code hub.second_factor carrying only
 * plain data (a handle and the number); the challenge itself stays in memory behind the handle.
 */
import { describe, expect, it, vi } from 'vitest';
import { orSecondFactorStep, sendSecondFactorCode, verifySecondFactorCode } from '../../src/actions/auth/second-factor';
import { SECOND_FACTOR } from '../../src/actions/contracts';
import { challengeOf } from '../../src/actions/pending-codes';
import { HubError } from '../../src/errors/hub-error';
import { ROBOT_CHECK_ID } from '../../src/domain/dom-ids';
import { SecondFactorRequired, type SecondFactorChallenge } from '../../src/services/second-factor';
import type { FlowData } from '../../src/domain/flow-data';

const FACTOR = { id: 'factor-1', phoneNumber: '+*******0111', enrolledAt: null };

function challenge(factors = [FACTOR]): SecondFactorChallenge & { sendCode: ReturnType<typeof vi.fn> } {
  return { factors, sendCode: vi.fn(async () => ({ confirm: vi.fn(async () => ({}) as never) })) };
}

async function codeOf(signIn: Promise<unknown>): Promise<HubError> {
  const error: unknown = await orSecondFactorStep(signIn).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HubError)) throw new Error(`expected a HubError, got ${String(error)}`);
  return error;
}

describe('second factor in the sign-in flow', () => {
  it('a required second factor becomes hub.second_factor with plain data: a handle to the challenge and the number', async () => {
    const c = challenge();
    const error = await codeOf(Promise.reject(new SecondFactorRequired(c)));
    expect(error.messageKey).toBe(SECOND_FACTOR);
    expect(error.data?.phone).toBe(FACTOR.phoneNumber);
    expect(typeof error.data?.secondFactor).toBe('string');
    expect(JSON.parse(JSON.stringify(error.data))).toEqual(error.data); // plain data only
    expect(challengeOf(error.data!.secondFactor!)).toBe(c);
  });

  it('a sign-in without a second factor, and any other failure, pass through unchanged', async () => {
    await expect(orSecondFactorStep(Promise.resolve({}))).resolves.toBeUndefined();
    const other = Object.assign(new Error('wrong'), { code: 'auth/wrong-password' });
    await expect(orSecondFactorStep(Promise.reject(other))).rejects.toBe(other);
  });

  it('a challenge without an SMS factor the hub can use ends in the second-factor failure message', async () => {
    expect((await codeOf(Promise.reject(new SecondFactorRequired(challenge([]))))).messageKey).toBe('screen.second_factor_failed');
  });

  it('Send code sends to the first factor with the robot check, and Verify confirms the code typed', async () => {
    const c = challenge();
    const { data } = await codeOf(Promise.reject(new SecondFactorRequired(c)));
    const ctx = { data: data as Pick<FlowData, 'secondFactor'> } as Parameters<typeof sendSecondFactorCode.run>[0];
    const sent = await sendSecondFactorCode.run(ctx);
    expect(c.sendCode).toHaveBeenCalledWith(FACTOR.id, ROBOT_CHECK_ID);
    const confirmation = (await c.sendCode.mock.results[0]!.value) as { confirm: ReturnType<typeof vi.fn> };
    await verifySecondFactorCode.run({ input: { code: '123456' }, data: sent.data } as Parameters<typeof verifySecondFactorCode.run>[0]);
    expect(confirmation.confirm).toHaveBeenCalledWith('123456');
  });
});
