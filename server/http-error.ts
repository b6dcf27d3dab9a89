// How a handler ends a request with a status the caller can act on (api-errors.ts answers it as
// JSON `{ message }`, with `code` when one is given); anything else thrown is an internal error.
export class HttpError extends Error {
  /** `statusCode` is the name Fastify reads. */
  constructor(
    readonly statusCode: number,
    message: string,
    /** A machine-readable reason the hub maps to a catalogue text (flows/errors.json `apiCodes`). */
    readonly code?: string,
  ) {
    super(message);
  }
}
