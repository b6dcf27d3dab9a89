// How a handler ends a request with a status the caller can act on (api-errors.ts answers it as
// JSON `{ message }`); anything else thrown is an internal error.
export class HttpError extends Error {
  /** `statusCode` is the name Fastify reads. */
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
