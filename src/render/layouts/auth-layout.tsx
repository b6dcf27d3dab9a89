import { useHub } from '../hub-context';
import { useMessageParams } from '../use-message-params';
import type { LayoutProps } from '../layout-registry';
import { BrandSwitcher } from '../brand-switcher';
import { withQuery } from '../../domain/navigation';
import { ROUTE } from '../../domain/hub-routes';
import { BrandLogo } from '../brand-logo';
import { Preferences } from '../preferences';
import { STEP_HEADING_ID } from '../../domain/dom-ids';

/**
 * Spec 2, branded auth layout: title (default: welcome line with the displayName), subtitle
 * (default: the slogan, none where the brand has none), the logo linking to /redirect.
 */
export function AuthLayout({ title, subtitle, brandSwitcher = true, children }: LayoutProps) {
  const { shownBrand, config, query } = useHub();
  const params = useMessageParams();
  const heading = config.catalogue.t(title ?? 'ui.auth.welcome', params);
  const sub = subtitle
    ? config.catalogue.t(subtitle, params)
    : (shownBrand.sloganTranslations[config.catalogue.locale] ?? shownBrand.slogan);
  return (
    <main className="hub-page hub-page--auth">
      <section className="hub-card" aria-labelledby={STEP_HEADING_ID}>
        {/* At the top, found without scrolling past the form (issue 56 item 13). */}
        <Preferences />
        <a className="hub-logo-link" href={withQuery(ROUTE.handOver, query)} data-toast-below="">
          <BrandLogo brand={shownBrand} alt={shownBrand.displayName} />
        </a>
        <h1 id={STEP_HEADING_ID} className="hub-title" tabIndex={-1} data-toast-below="">
          {heading}
        </h1>
        {sub ? <p className="hub-subtitle">{sub}</p> : null}
        {children}
        {brandSwitcher ? <BrandSwitcher /> : null}
      </section>
    </main>
  );
}
