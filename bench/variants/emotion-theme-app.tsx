/**
 * Bench variant (bench/bench.ts, figures emotion_theme_*): src/app/app.tsx with the brand theme
 * applied the way the design card names it, through @emotion/react: a ThemeProvider carrying the
 * shown brand's tokens and a <Global> style that emits them (the --hub-* custom properties that
 * src/styles.css reads, and the body font, colour and background) instead of setting the
 * properties on document.documentElement. Everything else is the real app.
 *
 * Not part of the app build: the bench copies the project to .bench/emotion-theme/ and makes that
 * copy's src/app/app.tsx re-export this file. The imports point at src/ so it type-checks here too.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Global, ThemeProvider, type Theme } from '@emotion/react';
import { HubProvider, useHub } from '../../src/render/hub-context';
import { hubPorts } from '../../src/app/hub-ports';
import { PendingCodes } from '../../src/actions/pending-codes';
import { PageContext, PageState } from '../../src/render/page-state';
import type { HubConfig } from '../../src/config/hub-config';
import type { Services } from '../../src/services/types';
import type { LinkCredentials } from '../../src/domain/link-credentials';
import type { ResolvedBrand } from '../../src/brand/resolve-brand';
import { themeVars } from '../../src/brand/theme-vars';
import { pageTitle, showBrandPage } from '../../src/app/brand-page';
import { logCrash, Screens } from '../../src/app/screens';
import { ConsentBanner } from '../../src/app/consent-banner';
import { Toasts } from '../../src/render/toasts';
import { CrashBoundary } from '../../src/app/crash-boundary';
import { ToastGate } from '../../src/render/toasts';

declare module '@emotion/react' {
  interface Theme {
    /** The brand document's theme tokens, resolved. */
    tokens: ResolvedBrand['theme'];
    /** The same tokens as CSS custom properties (src/brand/theme-vars.ts), font stack included. */
    vars: Record<string, string>;
  }
}

/** The theme as global CSS: custom properties on :root, and the page's font and background. */
const brandGlobal = (theme: Theme) => ({
  ':root': theme.vars,
  body: {
    fontFamily: theme.vars['--hub-font'],
    color: theme.tokens.text,
    background: `linear-gradient(160deg, ${theme.tokens.background} 0%, ${theme.tokens.backgroundAccent} 100%)`,
  },
});

/** Provides the shown brand's theme and emits it as global styles; also its font, page icon and title. */
function BrandTheme({ children }: { children: ReactNode }) {
  const { shownBrand, config } = useHub();
  const theme = useMemo<Theme>(() => ({ tokens: shownBrand.theme, vars: themeVars(shownBrand) }), [shownBrand]);
  useEffect(() => {
    showBrandPage(shownBrand);
    document.title = pageTitle(shownBrand, config.catalogue);
  }, [shownBrand, config.catalogue]);
  return (
    <ThemeProvider theme={theme}>
      <Global styles={brandGlobal} />
      {children}
    </ThemeProvider>
  );
}

export function App({ config, services, link }: { config: HubConfig; services: Services; link: LinkCredentials | null }) {
  // The outer boundary catches what fails before a brand is known (the hub context itself).
  return (
    <PageContext.Provider value={new PageState()}>
      <CrashBoundary catalogue={config.catalogue} log={logCrash}>
        <HubProvider config={config} services={services} link={link} ports={hubPorts(new PendingCodes())} toasts={new ToastGate()}>
          <BrandTheme>
            <ConsentBanner part="question" />
            <Screens />
            <ConsentBanner part="settings" />
            <Toasts />
          </BrandTheme>
        </HubProvider>
      </CrashBoundary>
    </PageContext.Provider>
  );
}
