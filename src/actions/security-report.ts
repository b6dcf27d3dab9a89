/**
 * The hub tells the API what a person just did through Firebase itself (issue 55 section 3): a
 * sign-in, a password changed or added, Google or a phone number linked or unlinked, a second factor
 * added or removed, an email change asked for (its
 * completion revokes this session, so the API tells it itself). The API checks the account shows
 * it, records it and emails the account holder. The report follows the action's success and never
 * holds it up or undoes it: a report that fails is counted in analytics and otherwise forgotten, but
 * for a password change, which this browser's next sign-in report then names (else the API, finding
 * the password moved unreported, would record a reset by email link).
 */
import type { ResolvedBrand } from '../brand/resolve-brand';
import type { FlowData } from '../domain/flow-data';
import { ApiError } from '../errors/hub-error';
import type { KeyValueStore, Services } from '../services/types';

/** The kinds the API accepts from the hub (schemas/api/security-event-report.schema.json). */
export type ReportedKind =
  | 'signIn'
  | 'passwordChanged'
  | 'passwordAdded'
  | 'googleLinked'
  | 'googleUnlinked'
  | 'phoneLinked'
  | 'phoneRemoved'
  | 'secondFactorAdded'
  | 'secondFactorRemoved'
  | 'emailChangeRequested';

export const SECURITY_EVENTS_PATH = '/api/v1/me/securityEvents';
/** The analytics event of a report that did not arrive. */
export const REPORT_FAILED_EVENT = 'security_event_not_reported';

const BROWSER_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** This browser's random id, made once and kept in storage: the API tells a sign-in from a browser the account has not used. */
export function browserIdOf(storage: KeyValueStore): string {
  const kept = storage.get('browserId');
  if (kept && BROWSER_ID.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const id = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
  storage.set('browserId', id);
  return id;
}

/**
 * Sends the report without waiting for it; whatever the API answers, the person's action stands.
 * brand: the one the page shows (the white-label's default without ?brand), which the email names.
 * data: the action's flow data; a removed second factor is named by it (chosenSecondFactor), so the
 * API records that factor's removal once however many tabs report it.
 */
export function reportSecurityEvent(kind: ReportedKind, services: Services, brand: ResolvedBrand, data: Partial<FlowData> = {}): void {
  let uid: string | undefined;
  // Deferred and caught whole: nothing here (storage, a client that throws at once) can reach the action's outcome.
  void Promise.resolve()
    .then(async () => {
      uid = services.auth.currentUser()?.uid;
      const changedHere = kind === 'signIn' && uid !== undefined && services.storage.get('unreportedPasswordChange') === uid;
      await services.api.postWithBearer(SECURITY_EVENTS_PATH, {
        kind,
        ...(kind === 'signIn' ? { browserId: browserIdOf(services.storage) } : {}),
        ...(changedHere ? { passwordChangedHere: true } : {}),
        ...(kind === 'secondFactorRemoved' && data.chosenSecondFactor ? { factorId: data.chosenSecondFactor } : {}),
        brand: brand.code,
      });
      // Told (or reported itself): the note has done its work.
      if (changedHere || kind === 'passwordChanged') services.storage.remove('unreportedPasswordChange');
    })
    .catch((error: unknown) => {
      // The API would call this change a reset at the account's next sign-in report: the next one
      // from this browser says it was this browser's change.
      if (kind === 'passwordChanged' && uid !== undefined) services.storage.set('unreportedPasswordChange', uid);
      services.analytics.capture(REPORT_FAILED_EVENT, {
        kind,
        status: error instanceof ApiError ? error.status : null,
        code: error instanceof ApiError ? error.bodyCode : null,
      });
    });
}
