import type { FlowData } from '../domain/flow-data';
import type { MessageKey } from '../messages/message-key';

/**
 * Errors the hub raises itself. Each carries a catalogue key, so its text comes from
 * flows/messages.json like every other message.
 */
export class HubError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    detail?: string,
    /** Flow data the step this code leads to needs (e.g. the registered number for the merge). */
    readonly data?: Partial<FlowData>,
  ) {
    super(detail ?? messageKey);
    this.name = 'HubError';
  }
}

/** An answer of the product API that was not a success. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the API could not be reached. */
    readonly status: number,
    /** The response body's message, when it had one. */
    readonly bodyMessage: string | null,
    /** The response body's machine-readable code, when it had one (flows/errors.json apiCodes). */
    readonly bodyCode: string | null = null,
  ) {
    super(bodyMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * The code of a signed-in call the API refused (401) even with a freshly refreshed token: the
 * session is over. errors.json `sessionEnded` lists it beside the identity codes that mean the same.
 */
export const API_UNAUTHORIZED = 'api/unauthorized';

/**
 * The code of a signed-in call the API refused because the session was revoked (sign out
 * everywhere, server/bearer.ts SESSION_REVOKED): errors.json `signedOutEverywhere` says so.
 */
export const API_SESSION_REVOKED = 'api/session-revoked';
const SESSION_REVOKED_BODY_CODE = 'session-revoked';

/** A 401 for a revoked session: renewing the token cannot save it (its sign-in time stays before the revocation). */
export function isSessionRevoked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.bodyCode === SESSION_REVOKED_BODY_CODE;
}

/**
 * The code of a signed-in call the API refused because the account no longer exists (deleted,
 * elsewhere: server/bearer.ts ACCOUNT_DELETED, issue 55): errors.json `accountDeleted` says so.
 */
export const API_ACCOUNT_DELETED = 'api/account-deleted';
const ACCOUNT_DELETED_BODY_CODE = 'account-deleted';

/** A 401 for a token whose account was deleted: renewing it cannot save it either. */
export function isAccountDeleted(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.bodyCode === ACCOUNT_DELETED_BODY_CODE;
}

/**
 * The code an outcome carries for an API answer, when it has one. A 401 with a code of its own
 * says what the API refused (a passkey sign-in, issue 54), not that the session is over, unless
 * the code is the revoked session's.
 */
export function apiCodeOf(error: ApiError): string | null {
  if (isSessionRevoked(error)) return API_SESSION_REVOKED;
  if (isAccountDeleted(error)) return API_ACCOUNT_DELETED;
  return error.status === 401 && error.bodyCode === null ? API_UNAUTHORIZED : null;
}
