import { useHub } from '../render/hub-context';
import { HubRouter } from './router';
import { CrashBoundary } from './crash-boundary';

/** Development logs what made a screen fail; production shows the crash screen only. */
export const logCrash = import.meta.env.DEV ? (error: unknown) => console.error('render failed', error) : undefined;

/** The screens, inside a boundary that wears the shown brand's logo. */
export function Screens() {
  const { config, shownBrand } = useHub();
  return (
    <CrashBoundary catalogue={config.catalogue} logo={shownBrand} brandName={shownBrand.displayName} log={logCrash}>
      <HubRouter />
    </CrashBoundary>
  );
}
