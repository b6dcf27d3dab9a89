/**
 * Facts about the signed-in person a flow's block may wait for (a block's `when`, issue 56 item 5):
 * the way to verify an email shows only while it is not verified, the step that needs it only after.
 * Pure; no person (not signed in yet) holds none of them.
 */
import type { PersonFact } from '../config/types';

export function personHolds(fact: PersonFact, person: { email: string | null; emailVerified: boolean } | null): boolean {
  if (!person) return false;
  switch (fact) {
    case 'emailVerified':
      return person.emailVerified;
    case 'emailNotVerified':
      return person.email !== null && !person.emailVerified;
  }
}
