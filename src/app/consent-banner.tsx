/**
 * Spec 4 analytics consent: asked once (pending), changeable later from the small
 * "Analytics settings" button. In the page flow, never over the screen's own controls. The
 * question stands first on the page (and in the tab order); once answered, the way to change it
 * stands after the screen, where a page's settings links are, not above its masthead (issue 31).
 * App draws both parts; each shows only in its own state. Taking over a pre-rendered page, the
 * app draws the question only in the swap: until then the page's own is the one (issue 59).
 */
import { useEffect, useState } from 'react';
import { useHub } from '../render/hub-context';
import { usePage } from '../render/page-state';
import { ONCE, useTakingOver } from '../render/take-over';

export function ConsentBanner({ part }: { part: 'question' | 'settings' }) {
  const { services, config } = useHub();
  const { analytics } = services;
  const t = config.catalogue.t;
  const [consent, setConsent] = useState(analytics.consent());
  const [open, setOpen] = useState(false);
  const takingOver = useTakingOver(usePage().takeOver);
  useEffect(() => analytics.onConsentChange(setConsent), [analytics]);
  if (!analytics.enabled) return null;
  if (part === 'question' && takingOver) return null;
  if ((part === 'question') !== (consent === 'pending')) return null;
  if (consent !== 'pending' && !open) {
    return (
      <button type="button" className="hub-consent-toggle" onClick={() => setOpen(true)}>
        {t('ui.consent.settings')}
      </button>
    );
  }
  const choose = (c: 'granted' | 'denied') => {
    analytics.setConsent(c);
    setOpen(false);
  };
  // Reopened from the settings button, the panel can be closed without changing the choice (issue 31).
  const reopened = consent !== 'pending';
  return (
    <section
      {...ONCE}
      className="hub-consent"
      aria-label={t('ui.consent.title')}
      onKeyDown={reopened ? (e) => e.key === 'Escape' && setOpen(false) : undefined}
    >
      <p>{t(consent === 'granted' ? 'ui.consent.now_on' : consent === 'denied' ? 'ui.consent.now_off' : 'ui.consent.question')}</p>
      <div className="hub-consent__actions">
        <button type="button" className="hub-button hub-button--primary" onClick={() => choose('granted')}>
          {t('ui.consent.allow')}
        </button>
        <button type="button" className="hub-button hub-button--secondary" onClick={() => choose('denied')}>
          {t('ui.consent.deny')}
        </button>
        {reopened ? (
          <button type="button" className="hub-button hub-button--secondary" onClick={() => setOpen(false)}>
            {t('ui.consent.close')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
