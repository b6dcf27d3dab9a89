/**
 * The yes/no facts about the signed-in person that documents may name: a userFlag block's chip
 * and a button's doneWhen. One place reads them, so a new fact is one line here and one word in
 * the flow schema's enum.
 */
export type UserFact = 'emailVerified' | 'phoneLinked';

/** The parts of the signed-in person the facts read. */
interface FactSource {
  emailVerified: boolean;
  phoneNumber: string | null;
}

const FACTS: Record<UserFact, (user: FactSource) => boolean> = {
  emailVerified: (user) => user.emailVerified,
  phoneLinked: (user) => Boolean(user.phoneNumber),
};

/** Whether the fact holds; nobody signed in holds none. */
export const userFact = (user: FactSource | null | undefined, fact: UserFact): boolean => (user ? FACTS[fact](user) : false);
