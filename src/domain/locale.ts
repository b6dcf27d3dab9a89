/**
 * Which language a person gets (issue 27). Pure: the app (src/main.tsx), the language picker and
 * the pre-rendered page's inline picker (tooling/build/prerender/picker-script.ts, the same rules
 * in ES5, checked against this by a property test) all decide by these rules.
 */

/** Storage key of the language the person picked. */
export const LOCALE_STORAGE_KEY = 'locale' as const;

/**
 * The offered locale a language tag asks for: the same tag (any case, - or _), else its primary
 * language (de-AT -> de); null when none is offered or the value is not a tag.
 */
export function matchLocale(tag: unknown, offered: readonly string[]): string | null {
  if (typeof tag !== 'string' || !/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/.test(tag)) return null;
  const wanted = tag.toLowerCase().replace(/_/g, '-');
  const exact = offered.find((o) => o.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return offered.find((o) => o.toLowerCase() === primary) ?? null;
}

export interface LocaleInputs {
  /** Every `lang` value of the address (only a single one counts, as for every query parameter). */
  asked: readonly string[];
  /** The earlier choice, from storage. */
  stored: string | null;
  /** The browser's languages, most wanted first (navigator.languages). */
  browser: readonly string[];
  /** The white-label's locales, and its default. */
  offered: readonly string[];
  fallback: string;
}

/** Spec order of issue 27: the address's `lang`, then the stored choice, then the browser's languages, then the default. */
export function negotiateLocale({ asked, stored, browser, offered, fallback }: LocaleInputs): string {
  const fromQuery = asked.length === 1 ? matchLocale(asked[0], offered) : null;
  if (fromQuery) return fromQuery;
  const fromStore = matchLocale(stored, offered);
  if (fromStore) return fromStore;
  for (const tag of browser) {
    const hit = matchLocale(tag, offered);
    if (hit) return hit;
  }
  return fallback;
}

/** The tags of an Accept-Language header, most wanted first ("de-AT,de;q=0.9,en;q=0.8" -> de-AT, de, en); q=0 and junk dropped. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, i };
    })
    .filter((t) => t.q > 0 && t.tag !== '*' && t.tag !== '')
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((t) => t.tag);
}
