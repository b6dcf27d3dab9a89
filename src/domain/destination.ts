/**
 * Where a code or email goes, as a cooldown tells one destination from another (issue 56: the
 * wait is per address or number, so a corrected one can be sent to at once). Pure and tiny: the
 * flow machine uses it without loading the phone rules' library.
 */

/**
 * The same address or number however it was typed: an email trimmed and in lower case, a number
 * as its digits, an AU national number (0412 345 678) with the country code (spec 5: region AU).
 */
export function sameDestination(value: string): string {
  const v = value.trim();
  if (v.includes('@')) return v.toLowerCase();
  const digits = v.replace(/\D/g, '');
  return v.startsWith('0') && digits.length === 10 ? `61${digits.slice(1)}` : digits;
}

/**
 * A short tag of a destination (FNV-1a): what the browser keeps with a cooldown's start, so that
 * local storage holds no address or number.
 */
export function destinationTag(value: string): string {
  let h = 0x811c9dc5;
  for (const ch of sameDestination(value)) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
