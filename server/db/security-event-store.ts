// The security events and known browsers tables (issue 55): typed rows, parameterised SQL.
import type { Queryable } from './database.js';

/** The kinds the table accepts (its CHECK): keep the two lists together. */
export const SECURITY_EVENT_KINDS = [
  'signIn',
  'passwordChanged',
  'passwordAdded',
  'passwordReset',
  'emailChanged',
  'googleLinked',
  'googleUnlinked',
  'phoneLinked',
  'phoneRemoved',
  'secondFactorAdded',
  'secondFactorRemoved',
  'passkeyAdded',
  'passkeyRemoved',
  'signOutEverywhere',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export interface SecurityEventRow {
  id: string;
  uid: string;
  kind: SecurityEventKind;
  method: string | null;
  browser: string | null;
  platform: string | null;
  at: Date;
}

export type NewSecurityEvent = Pick<SecurityEventRow, 'uid' | 'kind'> & Partial<Pick<SecurityEventRow, 'method' | 'browser' | 'platform'>>;

/** How far back "Recent security activity" reaches. */
export const RECENT_DAYS = 30;
/** A page of activity is at most this long: a busy account's list stays readable and its query cheap. */
export const MAX_LISTED = 50;

export async function recordEvent(db: Queryable, e: NewSecurityEvent): Promise<void> {
  await db.query('INSERT INTO security_events (uid, kind, method, browser, platform) VALUES ($1, $2, $3, $4, $5)', [
    e.uid,
    e.kind,
    e.method ?? null,
    e.browser ?? null,
    e.platform ?? null,
  ]);
}

/** The account's events of the last RECENT_DAYS days, newest first. */
export function recentEvents(db: Queryable, uid: string): Promise<SecurityEventRow[]> {
  return db.query<SecurityEventRow>(
    `SELECT id::text AS id, uid, kind, method, browser, platform, at FROM security_events
     WHERE uid = $1 AND at > now() - make_interval(days => $2) ORDER BY at DESC, id DESC LIMIT $3`,
    [uid, RECENT_DAYS, MAX_LISTED],
  );
}

/** Remembers a browser for the account; answers whether it was new, and whether the account knew others before it. */
export async function rememberBrowser(db: Queryable, uid: string, browserHash: string): Promise<{ isNew: boolean; knewOthers: boolean }> {
  const others = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM known_browsers WHERE uid = $1 AND browser_hash <> $2', [
    uid,
    browserHash,
  ]);
  const inserted = await db.query('INSERT INTO known_browsers (uid, browser_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING uid', [
    uid,
    browserHash,
  ]);
  return { isNew: inserted.length === 1, knewOthers: (others[0]?.n ?? 0) > 0 };
}
