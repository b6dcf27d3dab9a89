import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useHub } from '../hub-context';
import { useMessageParams } from '../use-message-params';
import type { LayoutProps } from '../layout-registry';
import { safeRelativePath, withQuery } from '../../domain/navigation';
import { ROUTE } from '../../domain/hub-routes';
import { logoOn } from '../../brand/logo-on';
import { BrandLogo } from '../brand-logo';
import { SchemePicker } from '../scheme-picker';
import { LocalePicker } from '../locale-picker';
import { routeOffered, secondFactorPolicy } from '../../domain/second-factor-policy';

/**
 * Spec 2 account settings layout: header with the brand logo and 'Account Settings', a back
 * arrow (only with a redirectPath) and logo linking to /redirect, Continue to {brand} when a brand
 * was chosen and there is no redirectPath, the left nav (routes with a
 * nav label), Sign out with its confirmation dialog, and footer logos (none under FVS) on a
 * band of the brand's primary colour, so the white logos (spec 1 whiteLogo).
 */
export function DashboardLayout({ title, children }: LayoutProps) {
  const { config, shownBrand, brand, query } = useHub();
  const [location, navigate] = useLocation();
  const params = useMessageParams();
  const t = config.catalogue.t;
  const dialog = useRef<HTMLDialogElement>(null);
  const policy = secondFactorPolicy(config.whiteLabel, brand);
  const nav = config.docs.routes.routes.filter((r) => r.nav && routeOffered(r, policy));
  const returnPath = safeRelativePath(query.get('redirectPath'));
  const footer = config.whiteLabel.footerBrands.map((code) => config.brands.get(code)).filter((b) => b != null);
  return (
    <div className="hub-dashboard">
      <header className="hub-dashboard__header" data-toast-below="">
        {returnPath ? (
          <Link href={withQuery(ROUTE.handOver, query)} className="hub-back" aria-label={t('ui.dashboard.back', params)}>
            <span aria-hidden="true" className="hub-back__arrow">
              ←
            </span>
          </Link>
        ) : null}
        <Link href={withQuery(ROUTE.handOver, query)} className="hub-logo-link">
          <BrandLogo brand={shownBrand} alt={shownBrand.displayName} />
        </Link>
        <span className="hub-dashboard__title">{t('ui.dashboard.title')}</span>
        {brand && !returnPath ? (
          // The way on to the chosen brand's application, as the signed-in panel offers it (issue 31);
          // with a redirectPath the back arrow is that way. No brand chosen: this is the hub's own place.
          <Link href={withQuery(ROUTE.handOver, query)} className="hub-button hub-button--primary hub-dashboard__onward">
            {t('ui.panel.continue', { brand: brand.displayName })}
          </Link>
        ) : null}
        <button
          type="button"
          className="hub-button hub-button--secondary hub-dashboard__signout"
          onClick={() => dialog.current?.showModal()}
        >
          {t('ui.dashboard.sign_out')}
        </button>
      </header>
      <div className="hub-dashboard__body">
        <nav className="hub-dashboard__nav" aria-label={t('ui.dashboard.title')}>
          <ul>
            {nav.map((r) => (
              <li key={r.path}>
                <Link href={withQuery(r.path, query)} aria-current={location === r.path ? 'page' : undefined}>
                  {t(r.nav ?? '')}
                </Link>
              </li>
            ))}
          </ul>
          <div className="hub-preferences">
            <LocalePicker />
            <SchemePicker />
          </div>
        </nav>
        <main className="hub-dashboard__main">
          {title ? <h1 className="hub-title">{t(title, params)}</h1> : null}
          {children}
        </main>
      </div>
      {footer.length > 0 ? (
        <footer className="hub-dashboard__footer" data-testid="footer-logos">
          {footer.map((b) => (
            <Link key={b.code} href={withQuery(ROUTE.handOver, new URLSearchParams({ brand: b.code }))}>
              <img src={logoOn(b, shownBrand.theme.primary)} alt={b.displayName} width="120" height="29" />
            </Link>
          ))}
        </footer>
      ) : null}
      <dialog ref={dialog} className="hub-dialog" aria-labelledby="hub-signout-title">
        <p id="hub-signout-title">{t('ui.dashboard.sign_out_confirm', params)}</p>
        <div className="hub-dialog__actions">
          <button
            type="button"
            className="hub-button hub-button--primary"
            onClick={() => {
              dialog.current?.close();
              navigate(withQuery(ROUTE.signOut, query));
            }}
          >
            {t('ui.dashboard.sign_out')}
          </button>
          {/* Cancel has the focus: Enter on a dialog opened by mistake keeps the person signed in. */}
          <button type="button" className="hub-button hub-button--secondary" onClick={() => dialog.current?.close()} autoFocus>
            {t('ui.dashboard.cancel')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
