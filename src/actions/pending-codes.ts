/**
 * SMS confirmations waiting for their code. The confirmation itself (a Firebase object with a
 * closure) stays here, in memory; the flow's data carries only its handle, so the machine's
 * state stays plain data.
 */
import type { PendingHandle } from '../domain/flow-data';

/** A code sent by SMS that is still to be confirmed. */
export interface PendingCode<T> {
  confirm(code: string): Promise<T>;
}

// Only the latest few are kept: a person has at most one code (two in the merge) in hand.
const KEEP = 4;
const pending = new Map<string, PendingCode<unknown>>();
let counter = 0;

/** Keeps a confirmation and returns its handle for the flow's data. */
export function keepPending<T>(confirmation: PendingCode<T>): PendingHandle<T> {
  counter += 1;
  const handle = `sms-${counter}`;
  pending.set(handle, confirmation);
  for (const old of [...pending.keys()].slice(0, Math.max(0, pending.size - KEEP))) pending.delete(old);
  return handle;
}

/** The confirmation behind a handle (validate proves a step that reads one comes after the step that kept it). */
export function pendingCode<T>(handle: PendingHandle<T>): PendingCode<T> {
  const confirmation = pending.get(handle);
  if (!confirmation) throw new Error(`no SMS confirmation ${handle} is waiting`);
  // Sound: the handle's type says what its confirmation resolves to (keepPending made both).
  return confirmation as PendingCode<T>;
}
