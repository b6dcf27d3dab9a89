/**
 * The features a white-label (or brand) can turn off, and what is offered where they are off:
 * SMS second factors (issue 26.3) and passkeys (issue 54). A route of routes.json that belongs to
 * one (`offer`) is not offered where it is off, and neither is a block that needs it. Pure.
 */
import { secondFactorPolicy, type SecondFactorPolicy } from './second-factor-policy.js';

export type Feature = 'secondFactor' | 'passkeys';

export interface Offers {
  secondFactor: SecondFactorPolicy;
  /** Passkeys: sign-in button, autofill, the security page's section and the API's passkey routes. */
  passkeys: boolean;
}

/** Passkeys are a white-label's choice (one relying party serves all its brands); on unless it says `passkeys: false`. */
export function passkeysOffered(whiteLabel: { passkeys?: boolean }): boolean {
  return whiteLabel.passkeys !== false;
}

/** What is offered to a person going to `brand` (null: the hub itself) under `whiteLabel`. */
export function offersOf(
  whiteLabel: { secondFactor?: SecondFactorPolicy; passkeys?: boolean },
  brand?: { secondFactor?: SecondFactorPolicy } | null,
): Offers {
  return { secondFactor: secondFactorPolicy(whiteLabel, brand), passkeys: passkeysOffered(whiteLabel) };
}

export function featureOffered(feature: Feature, offers: Offers): boolean {
  return feature === 'passkeys' ? offers.passkeys : offers.secondFactor !== 'off';
}

/** Whether a route of routes.json is offered: one that belongs to a feature (`offer`) is not where that feature is off. */
export function routeOffered(route: { offer?: Feature }, offers: Offers): boolean {
  return route.offer === undefined || featureOffered(route.offer, offers);
}
