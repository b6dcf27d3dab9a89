/** The language of flows/messages.json, the source every other catalogue (flows/locales/) translates. */
export const SOURCE_LOCALE = 'en';

/** Languages written right to left (of those a catalogue could be written for). */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'yi', 'dv', 'ckb', 'ug']);

/** Which way a language's text runs: <html dir> and the bidi isolation of values follow it. */
export const directionOf = (locale: string): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(locale.toLowerCase()) ? 'rtl' : 'ltr');
