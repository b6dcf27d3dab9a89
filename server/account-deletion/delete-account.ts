// Deleting an account (issue 55), in an order that never leaves half an account: the deletion
// record first, then the hub's own rows (passkeys), then the product backend's part (the brand
// applications' data), then the identity (refresh tokens revoked, the Firebase user deleted), then
// the confirmation email; the record is closed last. Every stage is safe to repeat, so a run that
// stopped anywhere is finished by running it again: by the person asking again while their account
// still exists, else by resumeOpenDeletions (the API runs it when it starts).
import { adminAuth, authErrorCode } from '../admin.js';
import type { LazyDatabase } from '../db/open-database.js';
import {
  claimEmail,
  closeDeletion,
  deletePasskeysOf,
  markStep,
  openDeletion,
  openDeletions,
  type DeletionRow,
} from '../db/account-deletion-store.js';
import type { Outbox } from '../outbox.js';
import { accountDeletedEmail } from './deletion-email.js';
import type { DeletionFaults } from './deletion-faults.js';
import type { ProductBackend } from './product-backend.js';

/** The stages of a deletion, in order: a test fault can stop a run right after any of them. */
export const DELETION_STAGES = ['record', 'passkeys', 'productData', 'identity', 'email'] as const;
export type DeletionStage = (typeof DELETION_STAGES)[number];

export interface DeletionParts {
  database: LazyDatabase;
  productBackend: ProductBackend;
  outbox: Outbox;
  /** The test stack's fault injection; absent everywhere else. */
  faults?: DeletionFaults | undefined;
}

export interface AccountToDelete {
  uid: string;
  /** Where the confirmation goes; null for an account without an email address (phone only). */
  email: string | null;
  /** The language the confirmation is written in. */
  locale: string;
  /** The brand code whose display name the confirmation shows. */
  brand: string | null;
}

export async function deleteAccount(parts: DeletionParts, account: AccountToDelete): Promise<void> {
  const row = await openDeletion(await parts.database.get(), account);
  parts.faults?.after(account.uid, 'record');
  await finishDeletion(parts, row);
}

/** Runs every stage of an open deletion (again), then closes it. */
async function finishDeletion(parts: DeletionParts, row: DeletionRow): Promise<void> {
  const db = await parts.database.get();
  const { uid } = row;
  await deletePasskeysOf(db, uid);
  await markStep(db, uid, 'passkeys');
  parts.faults?.after(uid, 'passkeys');
  await parts.productBackend.deleteAccountData(uid);
  await markStep(db, uid, 'product_data');
  parts.faults?.after(uid, 'productData');
  await deleteIdentity(uid);
  await markStep(db, uid, 'identity');
  parts.faults?.after(uid, 'identity');
  if (row.email && (await claimEmail(db, uid))) parts.outbox.add(accountDeletedEmail({ ...row, email: row.email }));
  parts.faults?.after(uid, 'email');
  await closeDeletion(db, uid);
}

/** Every session ends (refresh tokens revoked), then the user goes; an account already gone is done. */
async function deleteIdentity(uid: string): Promise<void> {
  try {
    await adminAuth().revokeRefreshTokens(uid);
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  }
}

/**
 * Finishes every deletion left open (a run that stopped after the identity was gone cannot be asked
 * for again by its person: their token no longer verifies). Answers how many it finished.
 */
export async function resumeOpenDeletions(parts: DeletionParts): Promise<number> {
  const open = await openDeletions(await parts.database.get());
  for (const row of open) await finishDeletion(parts, row);
  return open.length;
}
