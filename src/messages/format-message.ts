/**
 * Fills {name} placeholders of catalogue text. Pure, shared by the runtime and the
 * config checks, so a placeholder the runtime cannot fill is caught at build time.
 */

import { PLACE_PARAMS } from './message-places';

/** Every placeholder name the runtime knows how to fill (some place fills it). */
export const MESSAGE_PARAMS = [...new Set(Object.values(PLACE_PARAMS).flat())];
export type MessageParam = (typeof PLACE_PARAMS)[keyof typeof PLACE_PARAMS][number];
export type MessageParams = Partial<Record<MessageParam, string | number>>;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** Names of the placeholders in a text. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

/**
 * Replaces each {name} with its parameter; a missing parameter becomes an empty string, never the
 * raw braces. `isolate` (right-to-left texts) wraps each value in Unicode isolates (FSI ... PDI), so
 * an address or number keeps its own direction inside the sentence instead of being reordered by it.
 */
export function formatMessage(text: string, params: MessageParams = {}, isolate = false): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const v = params[name as MessageParam];
    if (v === undefined) return '';
    return isolate ? `\u2068${String(v)}\u2069` : String(v);
  });
}
