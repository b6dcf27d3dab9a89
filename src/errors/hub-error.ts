import type { FlowData } from '../flow/flow-data';
import type { MessageKey } from '../messages/message-key';

/**
 * Errors the hub raises itself. Each carries a catalogue key, so its text comes from
 * flows/messages.json like every other message.
 */
export class HubError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    detail?: string,
    /** Flow data the step this code leads to needs (e.g. the registered number for the merge). */
    readonly data?: Partial<FlowData>,
  ) {
    super(detail ?? messageKey);
    this.name = 'HubError';
  }
}

/** An answer of the product API that was not a success. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the API could not be reached. */
    readonly status: number,
    /** The response body's message, when it had one. */
    readonly bodyMessage: string | null,
  ) {
    super(bodyMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}
