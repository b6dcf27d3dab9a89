// A token bucket: up to `capacity` calls at once, then one more every `refillMs`. Used per account
// on the bearer routes (account-rate-limit.ts), where a person's pace is bursty (a hand-over makes
// two calls) but a script's is not (probe RL7: 120 custom tokens in 1.7 s).

export interface BucketRule {
  capacity: number;
  /** Milliseconds for one token to come back. */
  refillMs: number;
}

/** What a store keeps per key: the tokens left at `atMs` (fractional while refilling). */
export interface BucketState {
  tokens: number;
  atMs: number;
}

export interface Taken {
  allowed: boolean;
  state: BucketState;
  /** When refused: how long until a token is back. */
  retryAfterMs: number;
}

/** Takes one token from `state` (a full bucket when there is none) at `nowMs`; a refused call takes nothing. */
export function takeToken(rule: BucketRule, state: BucketState | undefined, nowMs: number): Taken {
  // A clock that steps back refills nothing rather than draining.
  const elapsed = state ? Math.max(0, nowMs - state.atMs) : 0;
  const tokens = state ? Math.min(rule.capacity, state.tokens + elapsed / rule.refillMs) : rule.capacity;
  if (tokens >= 1) return { allowed: true, state: { tokens: tokens - 1, atMs: nowMs }, retryAfterMs: 0 };
  return { allowed: false, state: { tokens, atMs: nowMs }, retryAfterMs: Math.ceil((1 - tokens) * rule.refillMs) };
}

/**
 * Where buckets live. One API instance keeps them in memory; instances behind a load balancer must
 * share one store (docs/operations.md "What the product backend must enforce"), or each grants its own capacity.
 */
export interface BucketStore {
  take(key: string, rule: BucketRule): Promise<Taken>;
}

/** The in-memory store of a single instance (the local API). */
export class MemoryBucketStore implements BucketStore {
  private readonly buckets = new Map<string, BucketState>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  async take(key: string, rule: BucketRule): Promise<Taken> {
    const nowMs = this.now();
    const taken = takeToken(rule, this.buckets.get(key), nowMs);
    this.buckets.delete(key); // re-inserted last: the Map's order is then least recently used first
    this.buckets.set(key, taken.state);
    if (this.buckets.size > this.maxKeys) this.forgetFull(rule, nowMs);
    return taken;
  }

  /** A bucket that has refilled is the same as none; the oldest go first when still too many. */
  private forgetFull(rule: BucketRule, nowMs: number): void {
    for (const [key, state] of this.buckets) {
      if (this.buckets.size <= this.maxKeys) return;
      if (takeToken(rule, state, nowMs).state.tokens >= rule.capacity - 1) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) return;
      this.buckets.delete(key);
    }
  }
}
