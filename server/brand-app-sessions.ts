// The demo brand apps' own sessions: what a brand application keeps after a hand-over, so that a
// reload still shows who signed in. Each page load checks the session with the identity service
// (renewing its token, reading the account), so an account deleted or signed out everywhere is no
// longer shown signed in there (issue 55 section 1; docs/operations.md "Brand applications").
import { randomBytes } from 'node:crypto';
import { IdentityError, lookupAccount, refreshIdToken } from './identity-rest.js';
import { mintedBeforeRevocation } from './hand-over-session.js';

/** The cookie that names a brand app's session (each brand app host has its own). */
export const SESSION_COOKIE = 'brand_app_session';

export interface BrandAppSession {
  apiKey: string;
  refreshToken: string;
  brand: string;
  /** When the session's sign-in began (seconds): a revocation after it ends the session. */
  since: number;
}

export type SessionCheck = { ok: true; email: string } | { ok: false; reason: string };

export interface BrandAppSessions {
  /** Keeps `session` and answers the id its cookie carries. */
  open(session: BrandAppSession): string;
  /** The session `id` names, checked now for `brand`; null when there is none. A session that fails is forgotten. */
  check(id: string | undefined, brand: string): Promise<SessionCheck | null>;
}

/** Whether the kept session still holds, and whose it is (asks the identity service). */
async function checked(session: BrandAppSession): Promise<SessionCheck> {
  try {
    const idToken = await refreshIdToken(session.apiKey, session.refreshToken);
    const { email, validSince } = await lookupAccount(session.apiKey, idToken);
    if (mintedBeforeRevocation(session.since, validSince)) return { ok: false, reason: 'The account signed out everywhere' };
    return { ok: true, email };
  } catch (error) {
    if (error instanceof IdentityError) return { ok: false, reason: error.message };
    throw error;
  }
}

export function brandAppSessions(): BrandAppSessions {
  const sessions = new Map<string, BrandAppSession>();
  return {
    open(session) {
      const id = randomBytes(24).toString('base64url');
      sessions.set(id, session);
      return id;
    },
    async check(id, brand) {
      const session = id === undefined ? undefined : sessions.get(id);
      if (!id || !session || session.brand !== brand) return null;
      const result = await checked(session);
      if (!result.ok) sessions.delete(id);
      return result;
    },
  };
}

/** The value of cookie `name` in a Cookie header, if set. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
