/**
 * A message as plain data: what a failure or a notice says, kept as catalogue keys (or words
 * that came from elsewhere) until the screen draws it in the person's language. The flow
 * machine's state holds these, never translated text. Pure.
 */
import { isolateValue, type MessageParams } from './format-message';

export type ShownText =
  /** A catalogue entry. */
  | { key: string; params?: MessageParams }
  /** Words that are not ours: the server's own message, an identity error's text. */
  | { text: string }
  /** A sentence followed by a catalogued hint ("Failed to save profile. Check your connection."). */
  | { first: ShownText; hint: string };

/** The spec's text as it is, then the hint as a second sentence ("Failed to save profile. Check ..."). */
export function withHint(text: string, hint: string): string {
  // Words of another language end inside their isolate (ownWordsIn): their full stop counts.
  return /[.!?]\u2069?$/.test(text) ? `${text} ${hint}` : `${text}. ${hint}`;
}

/**
 * How words that are not ours are set in a page of direction dir: isolated on a right-to-left page
 * (issue 56 item 2), so an English server message keeps its full stop at its own end instead of
 * taking the Arabic sentence's direction; as they are on a left-to-right page.
 */
export const ownWordsIn = (dir: 'ltr' | 'rtl'): ((text: string) => string) => (dir === 'rtl' ? isolateValue : String);

/** The words of a ShownText, through the catalogue's t; own: how words that are not ours are set (ownWordsIn). */
export function sayText(
  shown: ShownText,
  t: (key: string, params?: MessageParams) => string,
  own: (text: string) => string = String,
): string {
  if ('key' in shown) return t(shown.key, shown.params);
  if ('text' in shown) return own(shown.text);
  return withHint(sayText(shown.first, t, own), t(shown.hint));
}
