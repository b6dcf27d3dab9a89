// GET /public/api/v1/passwords/range/:prefix (issue 55 section 4): Have I Been Pwned's range
// format for a 5-hex-character SHA-1 prefix. Public, limited per client network like the other
// public calls. The route takes nothing but the prefix: a longer value (a whole hash, a password)
// is refused with 400 before any handler sees it, and nothing of it is logged.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { RangeSource } from './range-source.js';

export const RANGE_ROUTE = '/public/api/v1/passwords/range/:prefix';

const params = {
  type: 'object',
  required: ['prefix'],
  additionalProperties: false,
  properties: { prefix: { type: 'string', pattern: '^[0-9A-Fa-f]{5}$' } },
} as const;

export function passwordRangeRoute(scope: FastifyInstance, ranges: RangeSource, limit: preHandlerAsyncHookHandler): void {
  scope.get<{ Params: { prefix: string } }>(RANGE_ROUTE, { schema: { params }, preHandler: limit }, async (request, reply) => {
    let text: string;
    try {
      text = await ranges(request.params.prefix);
    } catch {
      // Upstream down or slow: "cannot tell", which the hub takes as not breached (it fails open).
      // Answered here, not thrown: a 5xx thrown is logged as an internal error.
      return reply.code(503).send({ message: 'The breached-password list cannot be reached' });
    }
    return reply.type('text/plain; charset=utf-8').send(text);
  });
}
