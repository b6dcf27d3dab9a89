import { useHub } from '../hub-context';
import { useMessageParams } from '../use-message-params';
import type { LayoutProps } from '../layout-registry';
import { BrandLogo } from '../brand-logo';
import { STEP_HEADING_ID } from '../../domain/dom-ids';

/** A centred card with the brand logo, for transitional screens (redirect, logout). */
export function PlainLayout({ title, subtitle, children }: LayoutProps) {
  const { shownBrand, config } = useHub();
  const params = useMessageParams();
  return (
    <main className="hub-page">
      <section className="hub-card" aria-labelledby={STEP_HEADING_ID}>
        <BrandLogo brand={shownBrand} alt="" />
        <h1 id={STEP_HEADING_ID} className="hub-title" tabIndex={-1}>
          {title ? config.catalogue.t(title, params) : shownBrand.displayName}
        </h1>
        {subtitle ? <p className="hub-subtitle">{config.catalogue.t(subtitle, params)}</p> : null}
        {children}
      </section>
    </main>
  );
}
