import { useHub } from './hub-context';

/** Spinner with 'Loading...', announced politely: auth state loading, a screen's chunk loading. */
export function Progress() {
  const { config } = useHub();
  return (
    <div className="hub-progress" role="status" aria-live="polite">
      <span className="hub-spinner" aria-hidden="true" />
      <span>{config.catalogue.t('ui.common.loading')}</span>
    </div>
  );
}

/** A page of its own that is still loading (who is signed in, a route's flow). */
export function ProgressPage() {
  return (
    <main className="hub-page">
      <Progress />
    </main>
  );
}
