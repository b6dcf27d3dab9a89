/**
 * Spec 2: the already-logged-in panel of the auth screens: name and email, Continue to
 * {brand}, Manage your account, Log out. With a redirectPath the person goes straight on: the
 * flow machine decides that (PanelDecision 'goesOn') and this panel is never drawn.
 */
import { Link } from 'wouter';
import { useHub } from './hub-context';
import { AuthLayout } from './layouts/auth-layout';
import { withQuery } from '../domain/navigation';
import { ROUTE } from '../domain/hub-routes';

export function SignedInPanel() {
  const { user, config, shownBrand, query } = useHub();
  const t = config.catalogue.t;
  return (
    <AuthLayout title="ui.panel.title">
      <div className="hub-panel" data-testid="signed-in-panel">
        {user?.displayName ? <p className="hub-panel__name">{user.displayName}</p> : null}
        <p className="hub-text">{user?.email}</p>
      </div>
      <Link href={withQuery(ROUTE.handOver, query)} className="hub-button hub-button--primary">
        {t('ui.panel.continue', { brand: shownBrand.displayName })}
      </Link>
      <Link href={withQuery(ROUTE.dashboard, query)} className="hub-button hub-button--secondary">
        {t('ui.panel.manage')}
      </Link>
      <Link href={withQuery(ROUTE.signOut, query)} className="hub-link">
        {t('ui.panel.log_out')}
      </Link>
    </AuthLayout>
  );
}
