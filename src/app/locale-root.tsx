import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { HubConfig } from '../config/hub-config';
import type { Services } from '../services/types';
import { LocaleContext, type LocaleChoice } from '../render/locale-context';
import { loadCatalogue } from '../messages/locale-catalogues';
import { LOCALE_STORAGE_KEY } from '../domain/locale';
import { applyPageLocale } from './page-locale';
import type { ToastGate } from '../render/toasts';

/**
 * Holds the language shown (issue 27): the config below it carries that language's catalogue.
 * A choice is kept (storage `locale`), loads its catalogue, then swaps it in; the address's
 * `lang`, which would otherwise win on the next load, leaves the address.
 */
export function LocaleRoot({
  config: start,
  services,
  toasts,
  children,
}: {
  config: HubConfig;
  services: Services;
  toasts: ToastGate;
  children: (config: HubConfig) => ReactNode;
}) {
  const [catalogue, setCatalogue] = useState(start.catalogue);
  const [pending, setPending] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const config = useMemo(() => (catalogue === start.catalogue ? start : { ...start, catalogue }), [start, catalogue]);

  useEffect(() => {
    applyPageLocale(document.documentElement, catalogue);
    services.auth.setLanguage(catalogue.locale);
  }, [catalogue, services]);

  const here = useRef({ path, search });
  here.current = { path, search };
  /** Shows locale; `keep`: the person chose it here (stored, and the address's lang leaves). */
  const show = useCallback(
    (locale: string, keep: boolean) => {
      if (!start.locales.offered.includes(locale)) return;
      if (keep) services.storage.set(LOCALE_STORAGE_KEY, locale);
      const query = new URLSearchParams(here.current.search);
      if (keep && query.has('lang')) {
        query.delete('lang');
        navigate(`${here.current.path}${query.size > 0 ? `?${query}` : ''}`, { replace: true });
      }
      latest.current = locale;
      setPending(locale);
      loadCatalogue(start.docs.messages, locale).then(
        (next) => {
          if (latest.current !== locale) return; // a later choice wins
          setCatalogue(next);
          setPending(null);
        },
        () => {
          if (latest.current !== locale) return;
          setPending(null);
          void toasts.show(catalogue.t('hint.check_connection'), { tone: 'error' });
        },
      );
    },
    [start, services, navigate, catalogue, toasts],
  );
  // A choice made in another tab of the hub shows here too (it is already kept there).
  useEffect(() => {
    const follow = (e: StorageEvent) => {
      if (e.key === LOCALE_STORAGE_KEY && e.newValue) show(e.newValue, false);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [show]);
  const choice = useMemo<LocaleChoice>(() => ({ pending, choose: (locale: string) => show(locale, true) }), [pending, show]);
  return <LocaleContext.Provider value={choice}>{children(config)}</LocaleContext.Provider>;
}
