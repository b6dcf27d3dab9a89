import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { FlowBlock } from '../../config/types';
import type { SecondFactor } from '../../services/second-factor';
import { ROUTE } from '../../domain/hub-routes';
import { withQuery } from '../../domain/navigation';
import { describeError, identityCodeOf } from '../../errors/normalise-error';
import { sayText } from '../../messages/shown-text';
import { useHub } from '../hub-context';
import { StepDialog } from '../step-dialog';
import { showToast } from '../toasts';
import type { BlockProps } from './block-props';
import { displayPhone } from '../../domain/phone-display';

type Block = Extract<FlowBlock, { type: 'secondFactors' }>;

/** When a factor was added, in the page's language (a missing or unreadable time shows nothing). */
function addedOn(enrolledAt: string | null): string | null {
  const time = enrolledAt ? Date.parse(enrolledAt) : NaN;
  return Number.isNaN(time)
    ? null
    : new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'medium' }).format(time);
}

/**
 * The signed-in person's SMS second factors (security page), each with Remove behind a
 * confirmation. They are read from the identity service again whenever the person changes (an
 * enrolment or a removal reports one), so the list follows. Second factors need a verified
 * email: until then the block says so and links to the profile (the dashboard route opens it).
 */
export function SecondFactorsBlock({ block }: BlockProps<Block>) {
  const { config, services, user, query } = useHub();
  const t = config.catalogue.t;
  const [factors, setFactors] = useState<readonly SecondFactor[] | null>(null);
  const [removing, setRemoving] = useState<SecondFactor | null>(null);
  useEffect(() => {
    let current = true;
    services.auth.secondFactors().then(
      (list) => current && setFactors(list),
      () => current && setFactors([]),
    );
    return () => {
      current = false;
    };
  }, [services, user]);
  if (user && !user.emailVerified)
    return (
      <p className="hub-text">
        {t(block.verifyFirst)}{' '}
        <Link href={withQuery(ROUTE.dashboard, query)} className="hub-link">
          {t(block.verifyLink)}
        </Link>
      </p>
    );
  if (factors === null) return <p className="hub-text">{t('ui.common.loading')}</p>;
  return (
    <>
      {factors.length === 0 ? (
        <p className="hub-text">{t(block.none)}</p>
      ) : (
        <ul className="hub-factors">
          {factors.map((f) => {
            const date = addedOn(f.enrolledAt);
            return (
              <li key={f.id} className="hub-factors__row">
                <span className="hub-factors__what">
                  <span dir="ltr">{t(block.factor, { phone: displayPhone(f.phoneNumber) })}</span>
                  {date ? <span className="hub-factors__date">{t(block.added, { date })}</span> : null}
                </span>
                <button type="button" className="hub-button hub-button--secondary" onClick={() => setRemoving(f)}>
                  {t(block.remove)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {removing ? <RemoveDialog block={block} factor={removing} onDone={() => setRemoving(null)} /> : null}
    </>
  );
}

/** Asks before a factor goes; a login too old for Firebase goes through the hub's re-authenticate path. */
function RemoveDialog({ block, factor, onDone }: { block: Block; factor: SecondFactor; onDone: () => void }) {
  const { config, services, reauthenticate } = useHub();
  const t = config.catalogue.t;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await services.auth.removeSecondFactor(factor.id);
      onDone();
      void showToast(t(block.removed), { tone: 'success' });
    } catch (e) {
      setBusy(false);
      if (identityCodeOf(e) === config.docs.errors.reauthenticate.code) return reauthenticate('recentLogin');
      setError(sayText(describeError(e, config.docs.errors, block.removeFailed).message, t));
    }
  };
  return (
    <StepDialog title={t(block.removeTitle)} onDismiss={onDone}>
      <p className="hub-text">{t(block.removeConfirm, { phone: displayPhone(factor.phoneNumber) })}</p>
      <div className="hub-dialog__actions">
        <button type="button" className="hub-button hub-button--primary" aria-busy={busy} disabled={busy} onClick={() => void remove()}>
          {t(block.remove)}
        </button>
        <button type="button" className="hub-button hub-button--secondary" onClick={onDone} autoFocus>
          {t('ui.dashboard.cancel')}
        </button>
      </div>
      {error ? (
        <p role="alert" className="hub-text hub-text--error">
          {error}
        </p>
      ) : null}
    </StepDialog>
  );
}
