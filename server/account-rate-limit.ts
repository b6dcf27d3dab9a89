// The bearer routes' limit: one token bucket per account over all of them (custom token, oobCode,
// merge, first email, sign out everywhere), so a stolen or scripted session cannot mint credentials
// in bulk (probe RL7) and one account's calls never slow another's. Refused calls get the public
// calls' 429 (RateLimited: Retry-After, no message, the catalogue's text in the hub).
import type { onRequestAsyncHookHandler } from 'fastify';
import { callerOf } from './bearer.js';
import { RateLimited } from './rate-limits.js';
import type { BucketRule, BucketStore } from './token-bucket.js';

/**
 * 30 at once (a hand-over is two calls: every app of a white-label opened in a row), then one every
 * 2 s: above a person's pace, far below a script's (RL7's 120 parallel mints get about 30).
 */
export const ACCOUNT_BUCKET = { capacity: 30, refillMs: 2_000 } as const satisfies BucketRule;

/** onRequest hook, after `authenticate` (it needs the caller): takes a token of the caller's account. */
export function perAccountLimit(store: BucketStore, rule: BucketRule = ACCOUNT_BUCKET): onRequestAsyncHookHandler {
  return async (request) => {
    const taken = await store.take(`account:${callerOf(request).uid}`, rule);
    if (!taken.allowed) throw new RateLimited(Math.max(1, Math.ceil(taken.retryAfterMs / 1000)));
  };
}
