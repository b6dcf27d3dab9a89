/**
 * Issue 26: the machine paths of a second factor, without a browser. A first factor that Firebase
 * answers with "a second factor is required" becomes the flow code hub.second_factor carrying only
 * plain data (a handle and the number); the challenge itself stays in memory behind the handle.
 */
import { describe, expect, it, vi } from 'vitest';
import { resendSecondFactorCode, sendSecondFactorCode, verifySecondFactorCode } from '../../src/actions/auth/second-factor';
import { askSecondFactorWhenNeeded } from '../../src/actions/auth/second-factor-asked';
import { SECOND_FACTOR } from '../../src/actions/contracts';
import { PendingCodes } from '../../src/actions/pending-codes';
import { HubError } from '../../src/errors/hub-error';
import { ROBOT_CHECK_ID } from '../../src/domain/dom-ids';
import { SecondFactorRequired, type SecondFactorChallenge } from '../../src/services/second-factor';
import type { FlowData } from '../../src/domain/flow-data';

const FACTOR = { id: 'factor-1', phoneNumber: '+*******0111', enrolledAt: null };
const OTHER = { id: 'factor-2', phoneNumber: '+*******0222', enrolledAt: null };

function challenge(factors = [FACTOR]): SecondFactorChallenge & { sendCode: ReturnType<typeof vi.fn> } {
  return { factors, sendCode: vi.fn(async () => ({ confirm: vi.fn(async () => ({}) as never) })) };
}

/** This test page's waiting codes and challenges (main.tsx makes one per page). */
const pending = new PendingCodes();

async function codeOf(signIn: Promise<unknown>): Promise<HubError> {
  const error: unknown = await askSecondFactorWhenNeeded(signIn, pending).then(
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
    expect(error.data?.secondFactorChoices).toEqual([{ id: FACTOR.id, phone: FACTOR.phoneNumber }]);
    expect(typeof error.data?.secondFactor).toBe('string');
    expect(JSON.parse(JSON.stringify(error.data))).toEqual(error.data); // plain data only
    expect(pending.challenge(error.data!.secondFactor!)).toBe(c);
  });

  it('a sign-in without a second factor, and any other failure, pass through unchanged', async () => {
    await expect(askSecondFactorWhenNeeded(Promise.resolve({}), pending)).resolves.toBeUndefined();
    const other = Object.assign(new Error('wrong'), { code: 'auth/wrong-password' });
    await expect(askSecondFactorWhenNeeded(Promise.reject(other), pending)).rejects.toBe(other);
  });

  it('a challenge without an SMS factor the hub can use ends in the second-factor failure message', async () => {
    expect((await codeOf(Promise.reject(new SecondFactorRequired(challenge([]))))).messageKey).toBe('screen.second_factor_failed');
  });

  const sendCtx = (data: unknown, factor?: string) =>
    ({ input: factor === undefined ? {} : { factor }, data: data as Pick<FlowData, 'secondFactor'>, pending }) as Parameters<
      typeof sendSecondFactorCode.run
    >[0];

  it('Send code sends to the first factor with the robot check, and Verify confirms the code typed', async () => {
    const c = challenge();
    const { data } = await codeOf(Promise.reject(new SecondFactorRequired(c)));
    const sent = await sendSecondFactorCode.run(sendCtx(data));
    expect(c.sendCode).toHaveBeenCalledWith(FACTOR.id, ROBOT_CHECK_ID);
    expect(sent.data).toMatchObject({ phone: FACTOR.phoneNumber, secondFactorId: FACTOR.id });
    const confirmation = (await c.sendCode.mock.results[0]!.value) as { confirm: ReturnType<typeof vi.fn> };
    await verifySecondFactorCode.run({ input: { code: '123456' }, data: sent.data, pending } as unknown as Parameters<
      typeof verifySecondFactorCode.run
    >[0]);
    expect(confirmation.confirm).toHaveBeenCalledWith('123456');
  });

  it('with several factors: every one is offered, the code goes to the one chosen, and Send a new code goes there again', async () => {
    const c = challenge([FACTOR, OTHER]);
    const { data } = await codeOf(Promise.reject(new SecondFactorRequired(c)));
    expect(data?.secondFactorChoices).toEqual([
      { id: FACTOR.id, phone: FACTOR.phoneNumber },
      { id: OTHER.id, phone: OTHER.phoneNumber },
    ]);
    const sent = await sendSecondFactorCode.run(sendCtx(data, OTHER.id));
    expect(c.sendCode).toHaveBeenLastCalledWith(OTHER.id, ROBOT_CHECK_ID);
    // The code step says where the code went.
    expect(sent.data).toMatchObject({ phone: OTHER.phoneNumber, secondFactorId: OTHER.id });
    await resendSecondFactorCode.run({ data: { ...data, ...sent.data }, pending } as unknown as Parameters<
      typeof resendSecondFactorCode.run
    >[0]);
    expect(c.sendCode).toHaveBeenCalledTimes(2);
    expect(c.sendCode).toHaveBeenLastCalledWith(OTHER.id, ROBOT_CHECK_ID);
  });

  it('a factor the challenge does not have (a tampered form) is refused and sends nothing', async () => {
    const c = challenge([FACTOR, OTHER]);
    const { data } = await codeOf(Promise.reject(new SecondFactorRequired(c)));
    await expect(sendSecondFactorCode.run(sendCtx(data, 'factor-9'))).rejects.toMatchObject({ messageKey: 'screen.second_factor_failed' });
    expect(c.sendCode).not.toHaveBeenCalled();
  });
});
