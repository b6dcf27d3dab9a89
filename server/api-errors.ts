// The API's error shape: every failure answers JSON `{ "message": string }`, with a machine-readable
// `"code"` where the hub shows a catalogue text of its own for it (flows/errors.json `apiCodes`),
// except a rate limit (429 with Retry-After and `{ "retryAfterSeconds": n }`: no message, so the hub
// shows its own text).
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';
import { RateLimited } from './rate-limits.js';

type ValidationError = NonNullable<FastifyError['validation']>[number];

/** '<field>: <what is wrong>' for one Ajv error of a request body. */
function describe(error: ValidationError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'additionalProperties')
    return `${path ? `${path}.` : ''}${String(error.params.additionalProperty)}: is not allowed`;
  if (error.keyword === 'required') return `${path ? `${path}.` : ''}${String(error.params.missingProperty)}: is required`;
  return `${path || 'body'}: ${error.message ?? 'is invalid'}`;
}

/** Every problem of a body at once, each said once. */
export function describeValidation(errors: readonly ValidationError[]): string {
  return [...new Set(errors.map(describe))].join('; ') || 'body: is invalid';
}

const NOT_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** The status and message a caller gets, or undefined for an internal error (logged, never shown). */
function answerFor(error: unknown): { status: number; message: string; code?: string } | undefined {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) return undefined;
    return { status: error.statusCode, message: error.message, ...(error.code ? { code: error.code } : {}) };
  }
  const fastify = error as Partial<FastifyError>;
  if (fastify.validation) return { status: 400, message: describeValidation(fastify.validation) };
  if (fastify.code && NOT_JSON.has(fastify.code)) return { status: 400, message: 'Request body is not valid JSON' };
  // Fastify's own request errors (413 body too large, 415, ...) carry a status and a plain message.
  if (fastify.code?.startsWith('FST_') && fastify.statusCode !== undefined && fastify.statusCode < 500) {
    return { status: fastify.statusCode, message: fastify.message ?? 'Bad request' };
  }
  return undefined;
}

/**
 * Error, 404 and 405 answers. A path that exists with other methods answers 405 with `Allow`
 * (Fastify itself would say 404); the methods come from the routes as Fastify registers them.
 */
export function handleApiErrors(app: FastifyInstance, log: (line: string) => void): void {
  const methodsByPath = new Map<string, string[]>();
  app.addHook('onRoute', (route) => {
    const methods = methodsByPath.get(route.url) ?? [];
    methodsByPath.set(route.url, [...methods, ...[route.method].flat()]);
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof RateLimited)
      return reply.code(429).header('Retry-After', String(error.retryAfterSeconds)).send({ retryAfterSeconds: error.retryAfterSeconds });
    const answer = answerFor(error);
    if (answer) return reply.code(answer.status).send({ message: answer.message, ...(answer.code ? { code: answer.code } : {}) });
    log(`[api] ${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return reply.code(500).send({ message: 'Internal error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const allowed = methodsByPath.get(request.url.split('?')[0] ?? '');
    if (!allowed) return reply.code(404).send({ message: 'Not found' });
    return reply.code(405).header('Allow', allowed.join(', ')).send({ message: 'Method not allowed' });
  });
}
