// The caller's security events (issue 55): the list for "Recent security activity", and the
// hub's report of a change it made through Firebase itself, checked against the account first.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { adminAuth } from '../admin.js';
import { securityEventReportSchema, type SecurityEventReport } from '../api-schemas.js';
import { callerOf } from '../bearer.js';
import type { LazyDatabase } from '../db/open-database.js';
import { recentEvents, type SecurityEventKind } from '../db/security-event-store.js';
import { HttpError } from '../http-error.js';
import { RECENT_SIGN_IN_SECONDS, requireRecentSignIn } from '../recent-sign-in.js';
import { emailChangeRequested, settleEmailChange } from './email-change.js';
import { settlePasswordReset } from './password-reset.js';
import { accountForPassword } from '../db/password-baseline-store.js';
import { passwordUpdatedAt } from '../password-updated-at.js';
import type { SecurityNotices } from './notices.js';
import { changeIsNew } from './method-change.js';

export interface SecurityEventView {
  id: string;
  kind: SecurityEventKind;
  method: string | null;
  browser: string | null;
  platform: string | null;
  at: string;
}

/** 409: the account does not show the change the hub reported (nothing is recorded). */
export const EVENT_NOT_SHOWN = 'security-event-not-shown';

const withinRecent = (isoOrMs: string | number | undefined, now: number) => {
  const at = typeof isoOrMs === 'number' ? isoOrMs : Date.parse(isoOrMs ?? '');
  return Number.isFinite(at) && now - at <= RECENT_SIGN_IN_SECONDS * 1000 && at <= now + 60_000;
};

/** Whether the account (`user`, as firebase-admin reads it) shows the reported change. */
async function accountShows(
  { kind, factorId }: SecurityEventReport,
  caller: DecodedIdToken,
  user: UserRecord,
  now: number,
): Promise<boolean> {
  const linked = (provider: string) => user.providerData.some((p) => p.providerId === provider);
  if (kind === 'googleLinked') return linked('google.com');
  if (kind === 'googleUnlinked') return !linked('google.com');
  if (kind === 'phoneLinked') return Boolean(user.phoneNumber);
  if (kind === 'phoneRemoved') return !user.phoneNumber;
  // Setting a password stamps the account's passwordUpdatedAt.
  if (kind === 'passwordAdded') return linked('password') && withinRecent((await passwordUpdatedAt(caller.uid)) ?? undefined, now);
  // A password change revokes the account's earlier tokens: tokensValidAfterTime moves to it, past
  // the account's creation (where a new account's stands).
  if (kind === 'passwordChanged') {
    const validAfter = Date.parse(user.tokensValidAfterTime ?? '');
    return withinRecent(validAfter, now) && validAfter >= Date.parse(user.metadata.creationTime) + 1000;
  }
  const factors = user.multiFactor?.enrolledFactors ?? [];
  if (kind === 'secondFactorRemoved') return !factors.some((f) => f.uid === factorId);
  return factors.some((f) => withinRecent(f.enrollmentTime, now));
}

export function securityEventRoutes(
  app: FastifyInstance,
  database: LazyDatabase,
  notices: SecurityNotices,
  bearerAuth: onRequestAsyncHookHandler[],
): void {
  app.get(
    '/api/v1/me/securityEvents',
    { onRequest: bearerAuth },
    async (request: FastifyRequest): Promise<{ events: SecurityEventView[] }> => {
      const db = await database.get();
      const { uid } = callerOf(request);
      await settleEmailChange(db, notices, uid);
      const rows = await recentEvents(db, uid);
      return {
        events: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          method: r.method,
          browser: r.browser,
          platform: r.platform,
          at: r.at.toISOString(),
        })),
      };
    },
  );
  app.post<{ Body: SecurityEventReport }>(
    '/api/v1/me/securityEvents',
    { onRequest: bearerAuth, schema: { body: securityEventReportSchema } },
    async (request, reply) => {
      const caller = callerOf(request);
      const now = Date.now();
      // Only a session that has just signed in may report: a stolen old session cannot write history.
      requireRecentSignIn(caller, Math.floor(now / 1000));
      const { kind } = request.body;
      // The recent sign-in is the check of these; a requested email change only keeps the account's own address.
      const user = kind === 'signIn' || kind === 'emailChangeRequested' ? null : await adminAuth().getUser(caller.uid);
      if (user && !(await accountShows(request.body, caller, user, now)))
        throw new HttpError(409, 'The account does not show this change', EVENT_NOT_SHOWN);
      const db = await database.get();
      // Already recorded (the same removal reported from another tab): nothing new to record or tell.
      if (user && !(await changeIsNew(db, request.body, user))) return reply.code(200).send({ recorded: false });
      // First: a change done since is told before a new request replaces the address it keeps.
      await settleEmailChange(db, notices, caller.uid);
      // A sign-in is where a reset by link shows: told before the sign-in it led to.
      if (kind === 'signIn')
        await settlePasswordReset(db, notices, request, caller.uid, {
          brand: request.body.brand,
          changedHere: request.body.passwordChangedHere === true,
        });
      if (request.body.kind === 'emailChangeRequested') {
        await emailChangeRequested(db, caller.uid, request.body.brand, request.headers['accept-language']);
        return reply.code(201).send({ recorded: true });
      }
      await notices.record(request, caller.uid, request.body.kind, {
        method: request.body.kind === 'signIn' ? caller.firebase.sign_in_provider : undefined,
        browserId: request.body.browserId,
        brand: request.body.brand,
      });
      // A change the hub reported is not a reset to find later.
      if (request.body.kind === 'passwordChanged' || request.body.kind === 'passwordAdded')
        await accountForPassword(db, caller.uid, await passwordUpdatedAt(caller.uid));
      return reply.code(201).send({ recorded: true });
    },
  );
}
