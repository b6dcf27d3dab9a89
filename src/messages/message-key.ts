/**
 * Message keys as types: a key written in code must be declared in code-message-keys.ts
 * (else `tsc` fails), and validate checks each declared key is in flows/messages.json.
 * Keys read from documents are plain strings, checked by `npm run validate` instead.
 */
import type { CODE_MESSAGE_KEYS } from './code-message-keys';

export type MessageKey = keyof typeof CODE_MESSAGE_KEYS;

/**
 * The key parameter of `t()`: a literal must be a MessageKey; a `string` (from a validated
 * document) passes as it is.
 */
export type KeyArg<K extends string> = string extends K ? K : K extends MessageKey ? K : MessageKey;

/** Every key of flows/messages.json (for tests and tools that look texts up by key). */
export type CatalogueKey = keyof (typeof import('../../flows/messages.json'))['messages'];
