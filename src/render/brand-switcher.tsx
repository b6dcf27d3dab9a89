import { Link, useLocation } from 'wouter';
import { useHub } from './hub-context';
import { BrandLogo } from './brand-logo';

/**
 * Spec 2: the 'Connected account' switcher (Elumen, Plexus, Emiot) of the auth screens, only
 * under a white-label that lists switcher brands (WBS) and never for a mobile brand.
 */
export function BrandSwitcher() {
  const { config, shownBrand, query } = useHub();
  const [location] = useLocation();
  const brands = config.whiteLabel.switcherBrands.map((c) => config.brands.get(c)).filter((b) => b != null);
  if (brands.length === 0 || shownBrand.isMobile) return null;
  const hrefFor = (code: string) => {
    const q = new URLSearchParams(query);
    q.set('brand', code);
    return `${location}?${q.toString()}`;
  };
  return (
    <nav className="hub-switcher" aria-labelledby="hub-switcher-label" data-testid="brand-switcher">
      <p id="hub-switcher-label" className="hub-switcher__label">
        {config.catalogue.t('ui.switcher.label')}
      </p>
      <ul>
        {brands.map((b) => (
          <li key={b.code}>
            <Link href={hrefFor(b.code)} aria-current={b.code === shownBrand.code ? 'true' : undefined}>
              <BrandLogo brand={b} alt={b.displayName} className="hub-switcher__logo" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
