// Rate limits of the public calls (no sign-in needed: the four "send email" calls and
// isPhoneRegistered), counted by @fastify/rate-limit's store: per client (its address) across
// every public call, and per email address or phone number asked about. A limited caller gets 429
// with Retry-After and a body without a message, so the hub shows the catalogue's text
// (flows/errors.json apiStatuses). docs/operations.md "What the product backend must enforce" lists them.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

/** A limit: at most `max` calls in `minutes`. */
export interface Limit {
  max: number;
  minutes: number;
}

export const PUBLIC_LIMITS = {
  /** One client (browser, script) over all public calls: well above a person's pace, below a script's. */
  perClient: { max: 100, minutes: 1 },
  /** Emails sent to one address, of any kind: a person resends a few times, never dozens. */
  perEmail: { max: 5, minutes: 15 },
  /** Questions about one phone number: asked once per linking attempt. */
  perPhone: { max: 10, minutes: 15 },
} as const satisfies Record<string, Limit>;

/** Thrown by a limiter hook; api-errors.ts answers it. */
export class RateLimited extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests');
  }
}

type Counter = ReturnType<FastifyInstance['createRateLimit']>;

/** The preHandler hooks of the public routes. */
export interface PublicLimiters {
  /** The four email calls: the client, then the body's email (one count over every kind of email). */
  email: preHandlerAsyncHookHandler;
  /** isPhoneRegistered: the client, then the number asked about. */
  phone: preHandlerAsyncHookHandler;
}

/**
 * Registers the store and returns the hooks. They are preHandlers, run after the body is
 * validated, so the address they count is a valid one.
 */
export async function publicRateLimits(app: FastifyInstance): Promise<PublicLimiters> {
  // global: false: only these hooks count; bearer routes and the dev pages are not limited here.
  await app.register(rateLimit, { global: false });
  const counter = (limit: Limit, key: (request: FastifyRequest) => string): Counter =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.minutes * 60_000, keyGenerator: key });
  const perClient = counter(PUBLIC_LIMITS.perClient, (request) => request.ip);
  const hook = (limit: Limit, subjectKey: (request: FastifyRequest) => string): preHandlerAsyncHookHandler => {
    const perSubject = counter(limit, subjectKey);
    return async (request) => {
      await refuseWhenOver(perClient, request);
      // No subject (a body or number the handler refuses): only the client is counted.
      if (subjectKey(request) !== '') await refuseWhenOver(perSubject, request);
    };
  };
  return {
    email: hook(PUBLIC_LIMITS.perEmail, (request) => fieldOf(request.body, 'email').toLowerCase()),
    phone: hook(PUBLIC_LIMITS.perPhone, (request) => fieldOf(request.query, 'phone')),
  };
}

/** A string field of a parsed body or query ('' when absent: the route's own check refuses it). */
function fieldOf(source: unknown, name: string): string {
  const value = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

async function refuseWhenOver(count: Counter, request: FastifyRequest): Promise<void> {
  const result = await count(request);
  if (!result.isAllowed && result.isExceeded) throw new RateLimited(Math.max(1, result.ttlInSeconds));
}
