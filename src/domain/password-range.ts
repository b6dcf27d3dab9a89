/**
 * Breached-password check by k-anonymity (issue 55 section 4), as Have I Been Pwned's range API
 * works: only the first 5 hex characters of a password's SHA-1 leave the browser; the answer lists
 * every known hash suffix under that prefix ("SUFFIX:COUNT" a line) and the match is made here.
 * Pure: the browser hashes with Web Crypto, the API formats its answer with `rangeText`.
 */

/** Hex characters of the prefix sent; the suffix is the other 35 of the 40. */
export const PREFIX_LENGTH = 5;

const SHA1_HEX = /^[0-9A-Fa-f]{40}$/;
const PREFIX = /^[0-9A-Fa-f]{5}$/;

/** True for what may be asked of the range API: exactly 5 hex characters, never more of a hash. */
export function isRangePrefix(text: string): boolean {
  return PREFIX.test(text);
}

/** The prefix sent and the suffix kept, upper-cased as the range API writes them. */
export function splitSha1(sha1Hex: string): { prefix: string; suffix: string } {
  if (!SHA1_HEX.test(sha1Hex)) throw new Error('not a SHA-1 in hex');
  const upper = sha1Hex.toUpperCase();
  return { prefix: upper.slice(0, PREFIX_LENGTH), suffix: upper.slice(PREFIX_LENGTH) };
}

/**
 * How often the range answer says the suffix was seen; 0 when it is not listed. A padded answer's
 * filler lines (count 0, HIBP's Add-Padding) and lines that are not "SUFFIX:COUNT" count as not seen.
 */
export function timesSeen(rangeAnswer: string, suffix: string): number {
  const wanted = suffix.toUpperCase();
  for (const line of rangeAnswer.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toUpperCase() !== wanted) continue;
    const count = Number(line.slice(colon + 1).trim());
    return Number.isSafeInteger(count) && count > 0 ? count : 0;
  }
  return 0;
}

/** The range API's text for one prefix: each suffix and its count, "SUFFIX:COUNT", one per line (CRLF, as HIBP). */
export function rangeText(entries: Iterable<readonly [suffix: string, count: number]>): string {
  return [...entries].map(([suffix, count]) => `${suffix.toUpperCase()}:${count}`).join('\r\n');
}
