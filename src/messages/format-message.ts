/**
 * Fills {name} placeholders of catalogue text. Pure, shared by the runtime and the
 * config checks, so a placeholder the runtime cannot fill is caught at build time.
 */

import { PLACE_PARAMS } from './message-places.js';

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
 * A value inside a right-to-left text, wrapped in Unicode isolates (FSI ... PDI): an address or
 * number keeps its own direction instead of being reordered by the sentence around it.
 */
export const isolateValue = (v: string): string => `\u2068${v}\u2069`;

/**
 * Replaces each {name} with its parameter, through `wrap` (isolateValue in right-to-left texts); a
 * missing parameter becomes an empty string, never the raw braces.
 */
export function formatMessage(text: string, params: MessageParams = {}, wrap: (v: string) => string = String): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const v = params[name as MessageParam];
    return v === undefined ? '' : wrap(String(v));
  });
}
