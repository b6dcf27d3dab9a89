import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';
import { shownDate } from '../shown-date';
import { eventText } from '../security-event-text';
import { ReadList, listReadFailed } from './read-list';

type Block = Extract<FlowBlock, { type: 'securityEvents' }>;

/**
 * "Recent security activity" (issue 55 section 3), drawn from the flow's data: the step's enter
 * action (account.readSecurityPage) reads the API's last 30 days each time the step is entered.
 */
export function SecurityEventsBlock({ block, runner }: BlockProps<Block>) {
  const { config } = useHub();
  const t = config.catalogue.t;
  return (
    <ReadList
      items={runner.data.securityEvents}
      failed={listReadFailed(runner)}
      none={t(block.none)}
      testId="security-events"
      row={(e) => {
        const where = e.browser && e.platform ? t(block.where, { browser: e.browser, platform: e.platform }) : (e.browser ?? e.platform);
        const date = shownDate(e.at);
        return (
          <span className="hub-factors__what">
            <span className="hub-factors__name">{t(...eventText(block, e))}</span>
            {where ? <span className="hub-factors__date">{where}</span> : null}
            {date ? <span className="hub-factors__date">{date}</span> : null}
          </span>
        );
      }}
    />
  );
}
