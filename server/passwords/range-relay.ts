// Production's range source (issue 55 section 4): Have I Been Pwned's range API, relayed with an
// in-memory cache and a timeout. The API relays rather than the browser asking HIBP itself, so the
// app's CSP names one API and HIBP sees the API's address, not the person's. A failed or slow
// upstream rejects: the route answers 503 and the hub goes on (the check fails open).
import type { RangeSource } from './range-source.js';

export interface RelayOptions {
  /** The range API's base, the prefix appended: https://api.pwnedpasswords.com/range/ */
  upstream: string;
  /** How long one upstream call may take before the answer is "cannot tell". */
  timeoutMs?: number;
  /** How long an answer is served from the cache (HIBP's own answers are cached for about a month). */
  cacheMs?: number;
  /** At most this many prefixes are kept (16^5 exist); the oldest goes first. */
  cacheEntries?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export function relayedRanges({
  upstream,
  timeoutMs = 2_000,
  cacheMs = 24 * 60 * 60_000,
  cacheEntries = 10_000,
  fetch: fetchImpl = (...a) => fetch(...a),
  now = Date.now,
}: RelayOptions): RangeSource {
  const cache = new Map<string, { text: string; until: number }>();
  // One upstream call per prefix at a time: people asking the same prefix together share it.
  const inFlight = new Map<string, Promise<string>>();
  const ask = async (prefix: string): Promise<string> => {
    // Add-Padding: every answer is padded to a similar size with count-0 lines, so the size of the
    // answer on the wire says nothing about the prefix; timesSeen ignores count-0 lines.
    const res = await fetchImpl(new URL(prefix, upstream), {
      headers: { 'Add-Padding': 'true', 'User-Agent': 'account-hub-range-relay' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`range API answered ${res.status}`);
    const text = await res.text();
    cache.delete(prefix);
    cache.set(prefix, { text, until: now() + cacheMs });
    while (cache.size > cacheEntries) cache.delete(cache.keys().next().value as string);
    return text;
  };
  return (prefix) => {
    const key = prefix.toUpperCase();
    const kept = cache.get(key);
    if (kept && kept.until > now()) return Promise.resolve(kept.text);
    const pending = inFlight.get(key) ?? ask(key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  };
}
