// Fault injection for the deletion's crash-then-retry test (issue 55): a run stops right after a
// chosen stage, as a crash there would. Only the test stack makes one (tests/stack-setup.ts passes
// `testFaults` to startStack); without it the API has no fault to arm and no route to arm one
// (buildApi registers the /__test/ routes only when given this object), so `npm start` and any
// deployment cannot reach it. A fault is armed for one account, so tests running side by side
// never stop each other's deletions.
import type { DeletionStage } from './delete-account.js';

export class DeletionFaults {
  private readonly armed = new Map<string, DeletionStage>();

  /** The next deletion of `uid` stops right after `stage`, once. */
  arm(uid: string, stage: DeletionStage): void {
    this.armed.set(uid, stage);
  }

  /** Called after each stage of a deletion: throws once where armed. */
  after(uid: string, stage: DeletionStage): void {
    if (this.armed.get(uid) !== stage) return;
    this.armed.delete(uid);
    throw new Error(`injected fault: the deletion of ${uid} stopped after ${stage}`);
  }
}
