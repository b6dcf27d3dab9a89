// Rate limits of the public calls (no sign-in needed: the four "send email" calls,
// isPhoneRegistered and the passkey sign-in pair), counted by @fastify/rate-limit's store. Three counts, in this order:
// - per client network (clientNetwork: IPv4 /24, IPv6 /64) across every public call;
// - strict, per (address or number asked about, client network), with back-off: one sender
//   exhausts its own count, and the owner asking from their own network is still served;
// - loose, per address or number from anywhere: a flood spread over many networks still stops.
// A limited caller gets 429 with Retry-After and a body without a message, so the hub shows the
// catalogue's text (flows/errors.json apiStatuses). docs/operations.md "What the product backend must enforce"
// lists them, and how API instances share them.
import rateLimit, { type CreateRateLimitOptions, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { clientNetwork } from './client-network.js';

/** A limit: at most `max` calls in `minutes`. */
export interface Limit {
  max: number;
  minutes: number;
}

export const PUBLIC_LIMITS = {
  /** One client network (browser, script) over all public calls: well above a person's pace, below a script's. */
  perClient: { max: 100, minutes: 1 },
  /**
   * Emails to one address, of any kind, asked for from one network: a person resends a few times,
   * never dozens. Back-off: each refused try restarts that network's wait and doubles the
   * Retry-After it is told (15, 30, 60 min...; the Redis store keeps the doubled expiry, the local
   * store ends it 15 min after the last try). Only the network that keeps asking pays.
   */
  perEmailFromNetwork: { max: 5, minutes: 15 },
  /** Emails to one address from every network together: only a flood from many networks reaches it. */
  perEmail: { max: 20, minutes: 60 },
  /** Questions about one phone number from one network (asked once per linking attempt); back-off as above. */
  perPhoneFromNetwork: { max: 10, minutes: 15 },
  /** Questions about one phone number from every network together. */
  perPhone: { max: 30, minutes: 60 },
} as const satisfies Record<string, Limit>;

/** Thrown by a limiter hook; api-errors.ts answers it. */
export class RateLimited extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests');
  }
}

type Counter = ReturnType<FastifyInstance['createRateLimit']>;
type Key = (request: FastifyRequest) => string;

/** The preHandler hooks of the public routes. */
export interface PublicLimiters {
  /** The four email calls: the client, then the body's email (one count over every kind of email). */
  email: preHandlerAsyncHookHandler;
  /** isPhoneRegistered: the client, then the number asked about. */
  phone: preHandlerAsyncHookHandler;
  /** The passkey sign-in calls: the client only (they name no address; each answer is bound to a single-use challenge). */
  client: preHandlerAsyncHookHandler;
}

/**
 * Registers the store and returns the hooks. They are preHandlers, run after the body is
 * validated, so the address they count is a valid one.
 */
export async function publicRateLimits(app: FastifyInstance): Promise<PublicLimiters> {
  // global: false: only these hooks count; bearer routes (account-rate-limit.ts) and the dev pages are not limited here.
  await app.register(rateLimit, { global: false });
  // Every key names its count: a shared store (Redis) gives counters made by createRateLimit one
  // namespace, so two counts of the same address would otherwise add up.
  const counter = (name: string, limit: Limit, key: Key, backOff = false): Counter => {
    // createRateLimit merges every plugin option it is given (its README: "options such as"), though
    // its type lists fewer; tests/stack/rate-limits.test.ts sees the back-off in Retry-After.
    const options: CreateRateLimitOptions & Pick<RateLimitOptions, 'exponentialBackoff'> = {
      max: limit.max,
      timeWindow: limit.minutes * 60_000,
      keyGenerator: (request) => `${name}:${key(request)}`,
      exponentialBackoff: backOff,
    };
    return app.createRateLimit(options);
  };
  // request.ip is the socket's address: no trustProxy, so no forwarded header moves a caller to
  // another network (probe RL1). A deployment behind a proxy trusts exactly its hops (docs/operations.md).
  const network: Key = (request) => clientNetwork(request.ip);
  const perClient = counter('client', PUBLIC_LIMITS.perClient, network);
  const hook = (name: string, fromNetwork: Limit, overall: Limit, subjectKey: Key): preHandlerAsyncHookHandler => {
    const perSubjectFromNetwork = counter(`${name}-network`, fromNetwork, (r) => `${subjectKey(r)}|${network(r)}`, true);
    const perSubject = counter(name, overall, subjectKey);
    return async (request) => {
      await refuseWhenOver(perClient, request);
      // No subject (a body or number the handler refuses): only the client is counted.
      if (subjectKey(request) === '') return;
      // The strict count first: a sender it refuses adds nothing to the loose one, so one network
      // alone can never use up the address's overall count.
      await refuseWhenOver(perSubjectFromNetwork, request);
      await refuseWhenOver(perSubject, request);
    };
  };
  return {
    email: hook('email', PUBLIC_LIMITS.perEmailFromNetwork, PUBLIC_LIMITS.perEmail, (request) =>
      fieldOf(request.body, 'email').toLowerCase(),
    ),
    phone: hook('phone', PUBLIC_LIMITS.perPhoneFromNetwork, PUBLIC_LIMITS.perPhone, (request) => fieldOf(request.query, 'phone')),
    client: async (request) => refuseWhenOver(perClient, request),
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
