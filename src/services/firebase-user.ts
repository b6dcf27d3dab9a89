/** The Firebase user as the hub's AuthUser (shared by the identity service and its second-factor part). */
import { multiFactor, type User } from 'firebase/auth';
import { lookedUpFactorCount } from './looked-up-factors';
import type { AuthUser } from './types';

export function toAuthUser(u: User): AuthUser {
  return {
    uid: u.uid,
    email: u.email,
    emailVerified: u.emailVerified,
    displayName: u.displayName,
    photoURL: u.photoURL,
    phoneNumber: u.phoneNumber,
    // A fresh lookup's count first (looked-up-factors.ts): the SDK's list keeps a factor removed elsewhere.
    // Firebase's multi-factor code is in the identity chunk anyway (one SDK module).
    hasSecondFactor: (lookedUpFactorCount(u) ?? multiFactor(u).enrolledFactors.length) > 0,
  };
}
