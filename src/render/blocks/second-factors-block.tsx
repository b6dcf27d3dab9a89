import { Link } from 'wouter';
import type { FlowBlock } from '../../config/types';
import { ROUTE } from '../../domain/hub-routes';
import { withQuery } from '../../domain/navigation';
import { pickCall } from '../../flow/step-calls';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';
import { shownDate } from '../shown-date';
import { displayPhone } from '../../domain/phone-display';
import { listReadFailed } from './read-list';

type Block = Extract<FlowBlock, { type: 'secondFactors' }>;

/**
 * The signed-in person's SMS second factors (security page), drawn from the flow's data: the step's
 * enter action (account.listSecondFactors) reads them each time the step is entered, so the list
 * follows an enrolment or a removal. Remove picks the row and follows the block's `choose` (the
 * flow's confirmation dialog, which runs account.removeSecondFactor). Second factors need a
 * verified email: until then the block says so and links to the profile.
 */
export function SecondFactorsBlock({ block, runner }: BlockProps<Block>) {
  const { config, user, query } = useHub();
  const t = config.catalogue.t;
  const factors = runner.data.secondFactors;
  if (user && !user.emailVerified)
    return (
      <p className="hub-text">
        {t(block.verifyFirst)}{' '}
        <Link href={withQuery(ROUTE.dashboard, query)} className="hub-link">
          {t(block.verifyLink)}
        </Link>
      </p>
    );
  // Not read yet (a failed read shows the step's error instead of a list that may be wrong).
  if (factors === undefined) return listReadFailed(runner) ? null : <p className="hub-text">{t('ui.common.loading')}</p>;
  if (factors.length === 0) return <p className="hub-text">{t(block.none)}</p>;
  const pick = pickCall(block);
  return (
    <ul className="hub-factors">
      {factors.map((f) => {
        const date = shownDate(f.enrolledAt);
        return (
          <li key={f.id} className="hub-factors__row">
            <span className="hub-factors__what">
              <span dir="ltr">{t(block.factor, { phone: displayPhone(f.phone) })}</span>
              {date ? <span className="hub-factors__date">{t(block.added, { date })}</span> : null}
            </span>
            <button
              type="button"
              className="hub-button hub-button--secondary"
              disabled={runner.personWaits}
              onClick={() => runner.run(pick, undefined, undefined, { chosenSecondFactor: f.id, phone: f.phone })}
            >
              {t(block.remove)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
