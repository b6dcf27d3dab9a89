import { Link, useLocation } from 'wouter';
import { useHub } from '../hub-context';
import { useMessageParams } from '../use-message-params';
import type { LayoutProps } from '../layout-registry';
import { safeRelativePath, withQuery } from '../../domain/navigation';
import { ROUTE } from '../../domain/hub-routes';
import { logoOn } from '../../brand/logo-on';
import { BrandLogo, logoSizeAttributes } from '../brand-logo';
import { Preferences } from '../preferences';
import { offersOf, routeOffered } from '../../domain/feature-offers';
import { InlineFlow } from '../flow-screen';
import { STEP_HEADING_ID } from '../../domain/dom-ids';

/**
 * Spec 2 account settings layout: header with the brand logo and 'Account Settings', a back
 * arrow (only with a redirectPath) and logo linking to /redirect, Continue to {brand} when a brand
 * was chosen and there is no redirectPath, the left nav (routes with a
 * nav label), Sign out with its confirmation dialog (flows/sign-out.json, run as any flow), and footer logos (none under FVS) on a
 * band of the brand's primary colour, so the white logos (spec 1 whiteLogo).
 */
export function DashboardLayout({ title, children }: LayoutProps) {
  const { config, shownBrand, brand, query } = useHub();
  const [location] = useLocation();
  const params = useMessageParams();
  const t = config.catalogue.t;
  const offers = offersOf(config.whiteLabel, brand);
  const nav = config.docs.routes.routes.filter((r) => r.nav && routeOffered(r, offers));
  const returnPath = safeRelativePath(query.get('redirectPath'));
  const footer = config.whiteLabel.footerBrands.map((code) => config.brands.get(code)).filter((b) => b != null);
  // The way on to the chosen brand's application, as the signed-in panel offers it (issue 31);
  // with a redirectPath the back arrow is that way. No brand chosen: this is the hub's own place.
  const onward =
    brand && !returnPath ? (
      <Link href={withQuery(ROUTE.handOver, query)} className="hub-button hub-button--primary hub-dashboard__onward">
        {t('ui.panel.continue', { brand: brand.displayName })}
      </Link>
    ) : null;
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
        {onward}
        {/* In the header's one row, on a phone too (issue 56 item 13). */}
        <Preferences />
        <SignOut />
      </header>
      {/* On a phone the header keeps one row: the way on stands below it, once (CSS shows one of the two). */}
      {onward ? <div className="hub-dashboard__onward-bar">{onward}</div> : null}
      <div className="hub-dashboard__body">
        <nav className="hub-dashboard__nav" aria-label={t('ui.dashboard.title')}>
          {/* A toast on a phone stands below the tabs, never over them (toaster.tsx; issue 56 item 9). */}
          <ul data-toast-below="">
            {nav.map((r) => (
              <li key={r.path}>
                <Link href={withQuery(r.path, query)} aria-current={location === r.path ? 'page' : undefined}>
                  {t(r.nav ?? '')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="hub-dashboard__main">
          {title ? (
            // A toast stands below the heading too (issue 56 item 9): with the pickers out of the nav
            // (item 13) the heading comes close enough under the tabs for a toast to cover it.
            <h1 id={STEP_HEADING_ID} className="hub-title" tabIndex={-1} data-toast-below="">
              {t(title, params)}
            </h1>
          ) : null}
          {children}
        </main>
      </div>
      {footer.length > 0 ? (
        <footer className="hub-dashboard__footer" data-testid="footer-logos">
          {footer.map((b) => (
            <Link key={b.code} href={withQuery(ROUTE.handOver, new URLSearchParams({ brand: b.code }))}>
              <img src={logoOn(b, shownBrand.theme.primary)} alt={b.displayName} {...logoSizeAttributes(b.logoSize)} />
            </Link>
          ))}
        </footer>
      ) : null}
    </div>
  );
}

/**
 * The header's Sign out (flows/sign-out.json). Its flow comes in a chunk of its own, often after
 * the page's form: an unseen button of the same words (its first step's) holds its place, or the
 * header grew as it came and the page below moved down 5 px (issue 56 item 15).
 */
function SignOut() {
  const { t } = useHub().config.catalogue;
  const keepsRoom = (
    <span className="hub-button hub-button--secondary hub-keeps-room" aria-hidden="true">
      {t('ui.dashboard.sign_out')}
    </span>
  );
  return (
    <div className="hub-dashboard__signout">
      <InlineFlow id="sign-out" keepsRoom={keepsRoom} />
    </div>
  );
}
