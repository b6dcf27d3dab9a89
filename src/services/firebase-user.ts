/** The Firebase user as the hub's AuthUser (shared by the identity service and its second-factor part). */
import { multiFactor, type User } from 'firebase/auth';
import type { AuthUser } from './types';

export function toAuthUser(u: User): AuthUser {
  return {
    uid: u.uid,
    email: u.email,
    emailVerified: u.emailVerified,
    displayName: u.displayName,
    photoURL: u.photoURL,
    phoneNumber: u.phoneNumber,
    // Firebase's multi-factor code is in the identity chunk anyway (one SDK module).
    hasSecondFactor: multiFactor(u).enrolledFactors.length > 0,
  };
}
