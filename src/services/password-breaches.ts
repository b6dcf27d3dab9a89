/**
 * The breached-password check's browser side (issue 55 section 4): the password's SHA-1 by Web
 * Crypto, only its first 5 hex characters sent to the hub API's range route, the match made here
 * (domain/password-range.ts). The password and the rest of its hash never leave the browser.
 * Loaded on demand by the first check (main.tsx), so no sign-in screen carries it.
 */
import { splitSha1, timesSeen } from '../domain/password-range';
import type { PasswordBreaches } from './types';

export const RANGE_PATH = '/public/api/v1/passwords/range/';

/** After this long the answer is "cannot tell": the person's submit goes on (the check fails open). */
export const RANGE_TIMEOUT_MS = 2_500;

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createPasswordBreaches(
  apiBaseUrl: string,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
  timeoutMs = RANGE_TIMEOUT_MS,
): PasswordBreaches {
  return {
    async timesSeen(password) {
      const { prefix, suffix } = splitSha1(await sha1Hex(password));
      const res = await fetchImpl(new URL(RANGE_PATH + prefix, apiBaseUrl), { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`the range route answered ${res.status}`);
      return timesSeen(await res.text(), suffix);
    },
  };
}
