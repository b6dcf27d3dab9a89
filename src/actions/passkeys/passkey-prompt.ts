import { HubError } from '../../errors/hub-error';
import type { MessageKey } from '../../messages/message-key';

/**
 * The browser's passkey prompt. The person closing it (or choosing no passkey) rejects with
 * NotAllowedError, or AbortError: that is their choice, so it ends with a calm code of the
 * caller's, not an error.
 */
export async function askPasskey<T>(prompt: Promise<T>, cancelled: MessageKey): Promise<T> {
  try {
    return await prompt;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'NotAllowedError' || name === 'AbortError') throw new HubError(cancelled);
    throw error;
  }
}
