// When an account's password was last set (issue 55 section 3, a reset by link): firebase-admin's
// UserRecord leaves the identity service's passwordUpdatedAt out, though the lookup getUser makes
// answers it. The same lookup is made through firebase-admin's own request handler, so it carries
// the admin credentials (or the emulator's) as getUser does.
import { adminAuth } from './admin.js';

interface AccountLookup {
  users?: Array<{ passwordUpdatedAt?: number | string }>;
}
interface LookupHandler {
  getAccountInfoByUid(uid: string): Promise<AccountLookup>;
}

function lookupHandler(): LookupHandler {
  const handler = (adminAuth() as unknown as { authRequestHandler?: Partial<LookupHandler> }).authRequestHandler;
  // A firebase-admin that no longer has it fails here, loudly, not as "never reset".
  if (typeof handler?.getAccountInfoByUid !== 'function') throw new Error('firebase-admin has no account lookup to read passwordUpdatedAt');
  return handler as LookupHandler;
}

/** The account's passwordUpdatedAt (ms since the epoch); null for an account without a password. */
export async function passwordUpdatedAt(uid: string): Promise<number | null> {
  const { users } = await lookupHandler().getAccountInfoByUid(uid);
  const at = Number(users?.[0]?.passwordUpdatedAt);
  return Number.isFinite(at) && at > 0 ? at : null;
}
