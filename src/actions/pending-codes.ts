/**
 * What an SMS step waits with, kept in memory: confirmations waiting for their code, and sign-ins
 * waiting for their second factor. Each is a Firebase object with closures; the flow's data carries
 * only its handle, so the machine's state stays plain data.
 */
import type { PendingHandle } from '../domain/flow-data';
import type { SecondFactorChallenge } from '../services/second-factor';

/** A code sent by SMS that is still to be confirmed. */
export interface PendingCode<T> {
  confirm(code: string): Promise<T>;
}

/** Values by handle; only the latest few are kept (a person has at most one or two in hand). */
function handleStore<V>(prefix: string, keep = 4) {
  const kept = new Map<string, V>();
  let counter = 0;
  return {
    keep(value: V): string {
      counter += 1;
      const handle = `${prefix}-${counter}`;
      kept.set(handle, value);
      for (const old of [...kept.keys()].slice(0, Math.max(0, kept.size - keep))) kept.delete(old);
      return handle;
    },
    get(handle: string): V {
      const value = kept.get(handle);
      // validate proves a step that reads a handle comes after the step that kept it; a reload loses memory.
      if (value === undefined) throw new Error(`nothing is waiting under ${handle}`);
      return value;
    },
  };
}

/**
 * The page's waiting codes and challenges. One is made by main.tsx for the page's life and handed
 * to every action (ActionContext.pending), so a test makes its own and needs no module reset.
 */
export class PendingCodes {
  private readonly codes = handleStore<PendingCode<unknown>>('sms');
  private readonly challenges = handleStore<SecondFactorChallenge>('second-factor');

  /** Keeps a confirmation and returns its handle for the flow's data. */
  keepCode<T>(confirmation: PendingCode<T>): PendingHandle<T> {
    return this.codes.keep(confirmation);
  }

  /** The confirmation behind a handle. */
  code<T>(handle: PendingHandle<T>): PendingCode<T> {
    // Sound: the handle's type says what its confirmation resolves to (keepCode made both).
    return this.codes.get(handle) as PendingCode<T>;
  }

  /** Keeps a sign-in's second-factor challenge and returns its handle. */
  keepChallenge(challenge: SecondFactorChallenge): PendingHandle<never> {
    return this.challenges.keep(challenge);
  }

  /** The challenge behind a handle. */
  challenge(handle: PendingHandle<never>): SecondFactorChallenge {
    return this.challenges.get(handle);
  }
}
