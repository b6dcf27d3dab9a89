import type { FlowBlock } from '../../config/types';
import { pickCall } from '../../flow/step-calls';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';
import { shownDate } from '../shown-date';
import { ReadList, listReadFailed } from './read-list';

type Block = Extract<FlowBlock, { type: 'passkeys' }>;

/**
 * The signed-in person's passkeys (security page, issue 54), drawn from the flow's data: the
 * step's enter action (account.readSecurityPage) reads them each time the step is entered, so the list
 * follows an addition, a rename or a removal. Manage picks the row and follows the block's
 * `choose` (the flow's dialog, which renames or removes it).
 */
export function PasskeysBlock({ block, runner }: BlockProps<Block>) {
  const { config } = useHub();
  const t = config.catalogue.t;
  const pick = pickCall(block);
  return (
    <ReadList
      items={runner.data.passkeys}
      failed={listReadFailed(runner)}
      none={t(block.none)}
      testId="passkeys"
      row={(p) => {
        const added = shownDate(p.createdAt);
        const used = shownDate(p.lastUsedAt);
        return (
          <>
            <span className="hub-factors__what">
              <span className="hub-factors__name">{p.name}</span>
              <span className="hub-factors__date">{t(p.synced ? block.synced : block.thisDevice)}</span>
              {added ? <span className="hub-factors__date">{t(block.added, { date: added })}</span> : null}
              <span className="hub-factors__date">{used ? t(block.lastUsed, { date: used }) : t(block.neverUsed)}</span>
            </span>
            <button
              type="button"
              className="hub-button hub-button--secondary"
              aria-label={`${t(block.manage)}: ${p.name}`}
              disabled={runner.personWaits}
              onClick={() => runner.run(pick, undefined, undefined, { chosenPasskey: p.id, passkeyName: p.name })}
            >
              {t(block.manage)}
            </button>
          </>
        );
      }}
    />
  );
}
