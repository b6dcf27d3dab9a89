// The `code`s of the passkey routes' error answers: the hub maps each to a catalogue text (flows/errors.json apiCodes).
export const PASSKEY_CODES = {
  /** 403: the call's Origin is no white-label's account host. */
  notAccountHost: 'passkey-origin-not-account-host',
  /** 403: the call's white-label turns passkeys off (white-label `passkeys: false`). */
  off: 'passkeys-off',
  /** 403: registering or removing needs a sign-in of the last 5 minutes (the hub's re-authentication step). */
  recentSignInRequired: 'recent-sign-in-required',
  /** 400: the challenge is unknown, used, expired, or of another white-label, account or ceremony: ask for new options. */
  challengeInvalid: 'passkey-challenge-invalid',
  /** 400 (registration) / 401 (sign-in): the authenticator's answer does not verify (origin, relying party, user verification, signature, counter). */
  refused: 'passkey-refused',
  /** 401: no such passkey on this white-label (removed, or made for another one). */
  unknown: 'passkey-unknown',
  /** 401: the passkey's account is deleted or disabled. */
  accountUnavailable: 'passkey-account-unavailable',
  /** 409: this authenticator's credential is already registered. */
  alreadyRegistered: 'passkey-already-registered',
  /** 409: removing this passkey would leave the account no way in (no password, Google, phone number or other passkey; issue 55). */
  lastWayIn: 'last-way-in',
  /** 404: rename or remove of a passkey the caller has not got (on this white-label). */
  notFound: 'passkey-not-found',
} as const;
