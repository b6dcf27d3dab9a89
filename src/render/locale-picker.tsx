import { useId } from 'react';
import { useHub } from './hub-context';
import { useLocaleChoice } from './locale-context';
import { GlobeIcon } from './picker-icons';

/**
 * The languages the hub ships, each named in itself. Not catalogue texts: a language's own name
 * is the same in every catalogue. Intl.DisplayNames names any other, but loading its data costs
 * tens of milliseconds of the main thread before /sign-in is usable (measured: 22 ms for three).
 */
const OWN_NAMES: Readonly<Record<string, string>> = { en: 'English', de: 'Deutsch', ar: 'العربية' };

/** Each language named in itself (Deutsch, العربية), as people look for their own. */
function nativeName(locale: string): string {
  const known = OWN_NAMES[locale];
  if (known) return known;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/**
 * The language picker (issue 27), where the white-label offers more than one: a native <select>,
 * so keyboard and screen readers work as everywhere; choosing keeps the step and what was typed.
 */
export function LocalePicker() {
  const { config } = useHub();
  const choice = useLocaleChoice();
  const id = useId();
  const { offered } = config.locales;
  if (!choice || offered.length < 2) return null;
  return (
    <div className="hub-locale">
      {/* The globe says what the picker is to the eye; the label, read out, names it. */}
      <label htmlFor={id} className="hub-picker__label">
        <GlobeIcon />
        <span className="hub-sr-only">{config.catalogue.t('ui.locale.label')}</span>
      </label>
      <select
        id={id}
        value={choice.pending ?? config.catalogue.locale}
        aria-busy={choice.pending !== null}
        onChange={(e) => choice.choose(e.target.value)}
      >
        {offered.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nativeName(locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
