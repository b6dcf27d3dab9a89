/**
 * A message as plain data: what a failure or a notice says, kept as catalogue keys (or words
 * that came from elsewhere) until the screen draws it in the person's language. The flow
 * machine's state holds these, never translated text. Pure.
 */
import type { MessageParams } from './format-message';

export type ShownText =
  /** A catalogue entry. */
  | { key: string; params?: MessageParams }
  /** Words that are not ours: the server's own message, an identity error's text. */
  | { text: string }
  /** A sentence followed by a catalogued hint ("Failed to save profile. Check your connection."). */
  | { first: ShownText; hint: string };

/** The spec's text as it is, then the hint as a second sentence ("Failed to save profile. Check ..."). */
export function withHint(text: string, hint: string): string {
  return /[.!?]$/.test(text) ? `${text} ${hint}` : `${text}. ${hint}`;
}

/** The words of a ShownText, through the catalogue's t. */
export function sayText(shown: ShownText, t: (key: string, params?: MessageParams) => string): string {
  if ('key' in shown) return t(shown.key, shown.params);
  if ('text' in shown) return shown.text;
  return withHint(sayText(shown.first, t), t(shown.hint));
}
