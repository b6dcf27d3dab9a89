/**
 * The error boundary: a failure while rendering shows a "something went wrong" screen with
 * Try again, never a blank page or an endless spinner. Errors are logged in development.
 */
import { Component, Fragment, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import type { MessageCatalogue } from '../messages/catalogue';
import { PageContext } from '../render/page-state';
import { BrandLogo } from '../render/brand-logo';
import type { ResolvedBrand } from '../brand/resolve-brand';

export interface CrashScreenProps {
  catalogue: MessageCatalogue;
  /** The shown brand's logos and their shape, when the brand is known. */
  logo?: Pick<ResolvedBrand, 'logoUrl' | 'darkLogoUrl' | 'logoSize'>;
  brandName?: string;
  onRetry: () => void;
}

/** The screen shown instead of the one that failed. */
export function CrashScreen({ catalogue, logo, brandName, onRetry }: CrashScreenProps) {
  return (
    <main className="hub-page hub-page--auth">
      <section className="hub-card" role="alert" aria-labelledby="hub-crash-title" data-testid="crash-screen">
        {logo ? <BrandLogo brand={logo} alt={brandName ?? ''} /> : null}
        <h1 id="hub-crash-title" className="hub-title">
          {catalogue.t('ui.crash.title')}
        </h1>
        <p className="hub-text">{catalogue.t('ui.crash.body')}</p>
        <button type="button" className="hub-button hub-button--primary" onClick={onRetry}>
          {catalogue.t('ui.crash.retry')}
        </button>
      </section>
    </main>
  );
}

interface Props extends Omit<CrashScreenProps, 'onRetry'> {
  children: ReactNode;
  /** Development: where errors are reported. */
  log?: (error: unknown, info: ErrorInfo) => void;
}

export class CrashBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  static override contextType = PageContext;
  /** The page it is drawn in (App's); none for a boundary drawn alone, which has no parts to ask for again. */
  declare context: ContextType<typeof PageContext>;
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.log?.(error, info);
  }

  override render(): ReactNode {
    const { catalogue, logo, brandName, children } = this.props;
    if (this.state.failed) {
      // Try again draws the screen afresh (a new key), so state that led to the failure is gone.
      return (
        <CrashScreen
          catalogue={catalogue}
          logo={logo}
          brandName={brandName}
          onRetry={() => {
            this.context?.parts.retry(); // a part whose code did not arrive is asked for again
            this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
          }}
        />
      );
    }
    return <Fragment key={this.state.attempt}>{children}</Fragment>;
  }
}
