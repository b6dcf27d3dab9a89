/**
 * What the hub knows of the signed-in person, in one vocabulary: the record the flow machine holds
 * (UserFacts, made from the user by userFacts) and the words documents ask it with (UserFact): a
 * userFlag chip, a block's `when`, and a checklist entry's words about the
 * person (src/flow/checklist.ts adds the words about the visit). A new word is one line in HOLDS
 * and one in the flow schema's enum: tsc refuses a schema word HOLDS lacks. Pure.
 */

/** The signed-in person as the flow machine knows it: plain yes/no data. */
export interface UserFacts {
  emailVerified: boolean;
  hasName: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  hasSecondFactor: boolean;
}

/** The parts of a user record (the identity service's user, a demo person) the facts read. */
export interface FactSource {
  displayName?: string | null;
  email?: string | null;
  emailVerified?: boolean;
  phoneNumber: string | null;
  hasSecondFactor?: boolean;
}

/** The facts of a user record; nobody signed in has none. */
export function userFacts(user: FactSource | null | undefined): UserFacts | null {
  return user
    ? {
        emailVerified: user.emailVerified === true,
        hasName: !!user.displayName,
        hasEmail: !!user.email,
        hasPhone: !!user.phoneNumber,
        hasSecondFactor: user.hasSecondFactor === true,
      }
    : null;
}

const HOLDS = {
  emailVerified: (f: UserFacts) => f.emailVerified,
  // Someone with no email has nothing to verify: neither the way to verify nor what waits for it shows.
  emailNotVerified: (f: UserFacts) => f.hasEmail && !f.emailVerified,
  phoneLinked: (f: UserFacts) => f.hasPhone,
  missingName: (f: UserFacts) => !f.hasName,
  missingEmail: (f: UserFacts) => !f.hasEmail,
  missingPhone: (f: UserFacts) => !f.hasPhone,
} as const satisfies Record<string, (f: UserFacts) => boolean>;

/** A word a document may use for a fact about the signed-in person. */
export type UserFact = keyof typeof HOLDS;

/** Whether the fact holds for the person the facts describe; nobody signed in holds none. */
export const factHolds = (facts: UserFacts | null, fact: UserFact): boolean => (facts ? HOLDS[fact](facts) : false);

/** Whether the fact holds for a user record (a view that has the user, not the machine's facts). */
export const userFact = (user: FactSource | null | undefined, fact: UserFact): boolean => factHolds(userFacts(user), fact);

/** Whether a word is about the person (the rest of a checklist's words are about the visit). */
export const isUserFact = (word: string): word is UserFact => Object.hasOwn(HOLDS, word);
