// Which text of the securityEvents block names an event (issue 55 section 3): one ICU select per
// family, each short enough for the catalogue's limit.
import type { SecurityEvent } from '../domain/flow-data';

/** The block's three keys that name what happened. */
export interface EventTexts {
  signedIn: string;
  what: string;
  wayIn: string;
}

/** Changes of a way in: the block's `wayIn` select names them. */
const WAY_IN_KINDS: ReadonlySet<string> = new Set([
  'passwordAdded',
  'passwordReset',
  'googleLinked',
  'googleUnlinked',
  'phoneLinked',
  'phoneRemoved',
]);

/** The identity provider's sign-in method (the ID token's sign_in_provider) as the `signedIn` select names it. */
const METHODS: Readonly<Record<string, string>> = { password: 'password', emailLink: 'emailLink', 'google.com': 'google', phone: 'phone' };

/** The key and its values that say what the event was. */
export function eventText(block: EventTexts, e: Pick<SecurityEvent, 'kind' | 'method'>): [string, Record<string, string>] {
  if (e.kind === 'signIn') return [block.signedIn, { method: METHODS[e.method ?? ''] ?? 'other' }];
  return [WAY_IN_KINDS.has(e.kind) ? block.wayIn : block.what, { kind: e.kind }];
}
