/**
 * How many second factors the identity service's last lookup (account-lookup.ts) found for each
 * signed-in user. The SDK never learns that another tab or device removed one (its reload keeps its
 * list when the lookup names none), so what the hub says of the person (firebase-user.ts, and so the
 * facts the flows read) takes this count while there is one. Plain data: no SDK call here.
 */
import type { User } from 'firebase/auth';

const counts = new WeakMap<User, number>();

export function noteLookedUpFactors(user: User, count: number): void {
  counts.set(user, count);
}

export const lookedUpFactorCount = (user: User): number | undefined => counts.get(user);

/** A factor enrolled, removed or passed here: the SDK's own list is the newer one again. */
export function forgetLookedUpFactors(user: User): void {
  counts.delete(user);
}
