/**
 * The password strength meter under a new password (issue 55 section 4): a bar and a line saying
 * the level, the line a polite live region so a screen reader hears each change of level (not
 * each keystroke: the words change only with the level). zxcvbn and its dictionaries load when the
 * person first types, not with the screen; German words are added for a person reading German.
 * Advice only: the form's own rules decide what is accepted (domain/password-strength.ts).
 * The bar and the line take their room from the first frame, empty until a level is known, so
 * nothing below moves when the code arrives and draws them (issue 56: a click on Save once met
 * the page before the meter pushed Save down).
 */
import { useEffect, useState } from 'react';
import { onDemand } from '../../services/on-demand';
import { strengthShown } from '../../domain/password-strength';
import type { Estimate } from '../../domain/password-estimate';
import { useHub } from '../hub-context';

const estimateCode = onDemand(() => import('../../domain/password-estimate'));
const germanWords = onDemand(
  () => import('@zxcvbn-ts/language-de'),
  (m) => m.dictionary,
);

/** One estimator per language, made once. */
const estimators = new Map<string, Promise<Estimate>>();
function estimatorFor(locale: string): Promise<Estimate> {
  const words = locale === 'de' ? 'de' : 'en';
  let made = estimators.get(words);
  if (!made) {
    made = Promise.all([estimateCode(), words === 'de' ? germanWords() : undefined]).then(([m, extra]) => m.createEstimate(extra));
    // A failed load is tried again at the next keystroke (onDemand asks for the chunk afresh).
    made.catch(() => estimators.delete(words));
    estimators.set(words, made);
  }
  return made;
}

export function StrengthMeter({ password, minLength }: { password: string; minLength: number }) {
  const { config, user } = useHub();
  const { t, locale } = config.catalogue;
  // Their own email and name are among the first guesses against a person's password (one string:
  // a dependency of the effect that does not change with every render).
  const personal = [user?.email, user?.email?.split('@')[0], user?.displayName].filter((w): w is string => !!w).join('\n');
  const [score, setScore] = useState<number | null>(null);
  useEffect(() => {
    if (password === '') return;
    let current = true;
    void estimatorFor(locale)
      .then((estimate) => current && setScore(estimate(password, personal ? personal.split('\n') : [])))
      .catch(() => undefined); // no meter while its code cannot load; the field works without it
    return () => {
      current = false;
    };
  }, [password, locale, personal]);
  // Until the estimate of what is typed now has come, the last one stays (no flicker while typing).
  const shown = strengthShown(password, score, minLength);
  return (
    <div className="hub-strength" data-testid="password-strength" data-level={shown.level ?? undefined}>
      <div className="hub-strength__bar" aria-hidden="true">
        <span />
      </div>
      <p className="hub-strength__words" role="status">
        {shown.level === null ? '' : t('ui.password_strength.shown', { level: t(shown.word) })}
      </p>
    </div>
  );
}
