import { useHub } from '../hub-context';
import { useMessageParams } from '../use-message-params';
import type { LayoutProps } from '../layout-registry';
import { BrandLogo } from '../brand-logo';

/** A centred card with the brand logo, for transitional screens (redirect, logout). */
export function PlainLayout({ title, subtitle, children }: LayoutProps) {
  const { shownBrand, config } = useHub();
  const params = useMessageParams();
  return (
    <main className="hub-page">
      <section className="hub-card" aria-labelledby="hub-title">
        <BrandLogo brand={shownBrand} alt="" />
        <h1 id="hub-title" className="hub-title">
          {title ? config.catalogue.t(title, params) : shownBrand.displayName}
        </h1>
        {subtitle ? <p className="hub-subtitle">{config.catalogue.t(subtitle, params)}</p> : null}
        {children}
      </section>
    </main>
  );
}
