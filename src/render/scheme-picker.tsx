import { useId, useState } from 'react';
import { useHub } from './hub-context';
import { SchemeIcon } from './picker-icons';
import { applyScheme, readSchemeChoice, schemeAttribute, SCHEME_CHOICES, type SchemeChoice } from '../domain/colour-scheme';

const LABEL = { system: 'ui.scheme.system', light: 'ui.scheme.light', dark: 'ui.scheme.dark' } as const;

/**
 * System, Light or Dark (issue 28), where the white-label offers a dark scheme. The choice is
 * kept (storage key colorScheme; in memory where storage is blocked) and applied as `data-scheme`
 * on <html>: CSS repaints, nothing is redrawn, so nothing typed is lost.
 */
export function SchemePicker() {
  const { config, services } = useHub();
  const id = useId();
  const [choice, setChoice] = useState<SchemeChoice>(() => readSchemeChoice(services.storage.get('colorScheme')));
  if (!config.whiteLabel.darkScheme) return null;
  const pick = (next: SchemeChoice) => {
    setChoice(next);
    if (next === 'system') services.storage.remove('colorScheme');
    else services.storage.set('colorScheme', next);
    applyScheme(document.documentElement, schemeAttribute(next, true));
  };
  return (
    <div className="hub-scheme">
      <label htmlFor={id} className="hub-picker__label">
        <SchemeIcon />
        <span className="hub-sr-only">{config.catalogue.t('ui.scheme.label')}</span>
      </label>
      <select id={id} value={choice} onChange={(e) => pick(readSchemeChoice(e.target.value))}>
        {SCHEME_CHOICES.map((c) => (
          <option key={c} value={c}>
            {config.catalogue.t(LABEL[c])}
          </option>
        ))}
      </select>
    </div>
  );
}
