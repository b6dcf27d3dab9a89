import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { FlowBlock } from '../../config/types';
import type { SecondFactor } from '../../services/second-factor';
import { ROUTE } from '../../domain/hub-routes';
import { withQuery } from '../../domain/navigation';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';

// The dashboard route opens the profile, where the verification email is sent.
/** When a factor was added, in the page's language (a missing or unreadable time shows nothing). */
function addedOn(enrolledAt: string | null): string | null {
  const time = enrolledAt ? Date.parse(enrolledAt) : NaN;
  return Number.isNaN(time)
    ? null
    : new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'medium' }).format(time);
}

/**
 * The signed-in person's SMS second factors (security page). They are read from the identity
 * service again whenever the person changes (an enrolment fires a change), so the list follows.
 * Second factors need a verified email: until then the block says so and links to the profile.
 */
export function SecondFactorsBlock({ block }: BlockProps<Extract<FlowBlock, { type: 'secondFactors' }>>) {
  const { config, services, user, query } = useHub();
  const t = config.catalogue.t;
  const [factors, setFactors] = useState<readonly SecondFactor[] | null>(null);
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
  if (factors === null)
    return (
      <p className="hub-text" aria-busy="true">
        {t('ui.common.loading')}
      </p>
    );
  if (factors.length === 0) return <p className="hub-text">{t(block.none)}</p>;
  return (
    <ul className="hub-factors">
      {factors.map((f) => {
        const date = addedOn(f.enrolledAt);
        return (
          <li key={f.id} className="hub-factors__row">
            <span dir="ltr">{t(block.factor, { phone: f.phoneNumber })}</span>
            {date ? <span className="hub-factors__date">{t(block.added, { date })}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
