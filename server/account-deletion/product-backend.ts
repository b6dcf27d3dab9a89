// The product backend's part of deleting an account (docs/operations.md "What the product backend
// must enforce"): everything the brand applications keep about the person goes, for every brand.
// The local API has no brand application data of its own, so it models the call: it records which
// accounts' data it was asked to delete, and answers as the real one must (idempotent).

export interface ProductBackend {
  /** Deletes the person's data in every brand application. Succeeds again for an account already deleted. */
  deleteAccountData(uid: string): Promise<void>;
}

/** The local stand-in: remembers the accounts whose brand data it deleted (in memory). */
export class LocalProductBackend implements ProductBackend {
  private readonly deleted = new Set<string>();

  deleteAccountData(uid: string): Promise<void> {
    this.deleted.add(uid);
    return Promise.resolve();
  }

  hasDeleted(uid: string): boolean {
    return this.deleted.has(uid);
  }
}
