/**
 * The one place where errors become catalogue messages (spec 8), as keys the screen says later.
 * Identity codes map through flows/errors.json; the server helper, fallbacks and
 * user-cancelled errors follow the spec's rules.
 */
import type { ErrorCatalogueDoc } from '../config/types';
import type { MessageParams } from '../messages/format-message';
import { ApiError, HubError } from './hub-error';
import type { ShownText } from '../messages/shown-text';

/** Reads an identity-provider error code ('auth/...') from any thrown value. */
export function identityCodeOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    if (typeof code === 'string' && code.startsWith('auth/')) return code;
  }
  return null;
}

/** The server's own text: the body's message of an answer below 500, else null. */
function serverText(status: number, bodyMessage: string | null): string | null {
  return status > 0 && status < 500 && bodyMessage ? bodyMessage : null;
}

/** A failure as plain data: what the UI needs to know, its message still in catalogue keys. */
export interface DescribedError {
  /** The identity code, when the error came from the identity provider. */
  identityCode: string | null;
  message: ShownText;
  /** The person cancelled (closed a popup): show nothing. */
  cancelled: boolean;
}

/** Maps any thrown value to the message to show, as keys. fallbackKey is the caller's fallback (a catalogue key). */
export function describeError(error: unknown, errors: ErrorCatalogueDoc, fallbackKey?: string, params: MessageParams = {}): DescribedError {
  const keyed = (key: string): ShownText => ({ key, params });
  const fallback = fallbackKey ? keyed(fallbackKey) : null;
  const code = identityCodeOf(error);
  if (code) {
    if (errors.userCancelled.includes(code)) return { identityCode: code, message: { text: '' }, cancelled: true };
    const key = errors.identity[code];
    if (key) return { identityCode: code, message: keyed(key), cancelled: false };
    // Spec 8, other codes: the caller's fallback (a catalogued hint may follow it), else the error's own text.
    const hint = errors.hints[code];
    if (fallback) return { identityCode: code, message: hint ? { first: fallback, hint } : fallback, cancelled: false };
    const own: ShownText = error instanceof Error && error.message ? { text: error.message } : keyed(errors.unknown);
    return { identityCode: code, message: own, cancelled: false };
  }
  if (error instanceof ApiError) {
    // A code the catalogue knows shows its text, in the person's language; else the server text
    // where present, else the catalogue's text for the status (a rate limit), else the fallback,
    // else the helper's generic text.
    const codeKey = error.bodyCode ? errors.apiCodes?.[error.bodyCode] : undefined;
    const server = serverText(error.status, error.bodyMessage);
    const statusKey = errors.apiStatuses?.[String(error.status)];
    const text: ShownText = codeKey
      ? keyed(codeKey)
      : server !== null
        ? { text: server }
        : statusKey
          ? keyed(statusKey)
          : (fallback ?? keyed(errors.server));
    // No answer at all (offline, refused): say what to check after the same text.
    return { identityCode: null, message: error.status === 0 ? { first: text, hint: errors.unreachableHint } : text, cancelled: false };
  }
  if (error instanceof HubError) return { identityCode: null, message: keyed(error.messageKey), cancelled: false };
  return { identityCode: null, message: fallback ?? keyed(errors.unknown), cancelled: false };
}
