/**
 * What the steps of one flow hand each other. Every value has a name and a type here; an
 * action's contract (src/actions/contracts.ts) says which it reads and which it produces, and
 * `npm run validate` checks that every read has a producer on every path to it.
 * Pure types: no React, no Firebase.
 */
import type { WaysIn } from './sign-in-methods';

/**
 * The handle of an SMS confirmation kept in memory by src/actions/pending-codes.ts; T is what
 * confirming it yields. Flow data is plain data: the confirmation itself never enters it.
 */
export type PendingHandle<T> = string & { readonly confirms?: T };

/** The typed data of a running flow. */
export interface FlowData {
  /** The address a link or reset email went to, or whose password a reset link resets. */
  email: string;
  /** The E.164 number a code was sent to, that belongs to the account to merge, or of the second factor picked in a list. */
  phone: string;
  /** Onboarding: the email step set an address the account did not have ('All Done!' follows). */
  emailJustSet: boolean;
  /** Phone login and phone linking: the SMS confirmation waiting for its code. */
  phoneConfirmation: PendingHandle<unknown>;
  /** Merge: the other account's SMS sign-in; confirming it yields that account's ID token. */
  mergeConfirmation: PendingHandle<string>;
  /** The person chose, on this screen, to let a link sign in a different account. */
  switchConfirmed: true;
  /** A sign-in waiting for its second factor: the handle of its challenge (src/actions/pending-codes.ts). */
  secondFactor: PendingHandle<never>;
  /** The factors that sign-in may use, in the provider's order: the code step offers a choice when there are several. */
  secondFactorChoices: readonly SecondFactorChoice[];
  /** The factor the last code went to (Send a new code sends to it again). */
  secondFactorId: string;
  /** The signed-in person's enrolled second factors, as the security page lists them. */
  secondFactors: readonly EnrolledSecondFactor[];
  /** The id of the enrolled factor the person picked in that list (Remove asks about it). */
  chosenSecondFactor: string;
  /** The email address (else the phone number) of the account a link's token signs in, shown before it does. */
  account: string;
  /** The signed-in person's passkeys on this white-label, as the security page lists them (issue 54). */
  passkeys: readonly Passkey[];
  /** The id of the passkey the person picked in that list (Rename and Remove act on it). */
  chosenPasskey: string;
  /** That passkey's name, shown while the person renames or removes it. */
  passkeyName: string;
  /** What happened to the signed-in person's account in the last 30 days, newest first, as the security page lists it (issue 55 section 3). */
  securityEvents: readonly SecurityEvent[];
  /** The signed-in person's ways in, as the sign-in methods page shows them (issue 55 section 2). */
  signInMethods: SignInMethods;
}

/**
 * An account's ways in as plain data (issue 55 section 2): which it has (WaysIn: passkeys counted
 * from the API's list) and what the page names each by.
 */
export interface SignInMethods extends WaysIn {
  /** The account's email address (the one its password goes with), if it has one. */
  email: string | null;
  /** The Google account's address, when Google is linked and says it. */
  googleEmail: string | null;
  /** The linked phone number (E.164), when there is one. */
  phoneNumber: string | null;
}

/** One passkey as plain data (the API's PasskeyView): times are ISO 8601; synced: kept by a passkey provider across devices rather than on one device. */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  synced: boolean;
}

/** One security event as plain data (the API's SecurityEventView): what happened, how a sign-in was made, the coarse browser and platform, when (ISO 8601). */
export interface SecurityEvent {
  id: string;
  kind: string;
  method: string | null;
  browser: string | null;
  platform: string | null;
  at: string;
}

/** One enrolled second factor as plain data: the provider's id, the E.164 number, when it was added (ISO 8601) if known. */
export interface EnrolledSecondFactor {
  id: string;
  phone: string;
  enrolledAt: string | null;
}

/** One factor a second-factor sign-in may send its code to: plain data, the number as the provider shows it. */
export interface SecondFactorChoice {
  id: string;
  phone: string;
}

export type FlowDataKey = keyof FlowData;

/** Every key, for checks that walk flow graphs. */
export const FLOW_DATA_KEYS = [
  'email',
  'phone',
  'emailJustSet',
  'phoneConfirmation',
  'mergeConfirmation',
  'switchConfirmed',
  'secondFactor',
  'secondFactorChoices',
  'secondFactorId',
  'secondFactors',
  'chosenSecondFactor',
  'account',
  'passkeys',
  'chosenPasskey',
  'passkeyName',
  'securityEvents',
  'signInMethods',
] as const satisfies readonly FlowDataKey[];

/** Keys that messages may show as {placeholders}: text, never secrets or objects. */
export const SHOWN_FLOW_DATA = ['email', 'phone', 'account', 'passkeyName'] as const satisfies readonly FlowDataKey[];
export type ShownFlowDataKey = (typeof SHOWN_FLOW_DATA)[number];

export function isShownFlowDataKey(name: string): name is ShownFlowDataKey {
  return (SHOWN_FLOW_DATA as readonly string[]).includes(name);
}

/** The values of a flow's data that screen text may show. */
export function shownFlowData(data: Partial<FlowData>): Partial<Record<ShownFlowDataKey, string>> {
  const out: Partial<Record<ShownFlowDataKey, string>> = {};
  for (const k of SHOWN_FLOW_DATA) if (typeof data[k] === 'string') out[k] = data[k];
  return out;
}
