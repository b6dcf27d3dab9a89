/**
 * Message keys as types, read from flows/messages.json: a key written in code that the
 * catalogue does not have fails `tsc`. Keys read from documents are plain strings, checked by
 * `npm run validate` instead.
 */
export type MessageKey = keyof (typeof import('../../flows/messages.json'))['messages'];

/**
 * The key parameter of `t()`: a literal must be a MessageKey; a `string` (from a validated
 * document) passes as it is.
 */
export type KeyArg<K extends string> = string extends K ? K : K extends MessageKey ? K : MessageKey;
