import type { FlowBlock } from '../../config/types';
import { useHub } from '../../app/hub-context';
import type { BlockProps } from './block-props';
import { useCooldown } from '../use-cooldown';

/** A button that runs an action; disabled with progress while it runs. */
export function ButtonBlock({ block, runner }: BlockProps<Extract<FlowBlock, { type: 'button' }>>) {
  const { config } = useHub();
  const busy = runner.busy !== null;
  const cooldown = useCooldown(block.cooldown);
  const label = config.catalogue.t(block.label);
  return (
    <button
      type="button"
      className={`hub-button ${block.variant === 'secondary' ? 'hub-button--secondary' : 'hub-button--primary'}`}
      disabled={busy || cooldown.left > 0}
      aria-busy={runner.busy === block.action}
      onClick={() => {
        if (cooldown.left > 0) return;
        runner.run(block); // the cooldown starts when the action succeeded

      }}
    >
      {runner.busy === block.action ? <span className="hub-spinner hub-spinner--inline" aria-hidden="true" /> : null}
      {cooldown.left > 0 ? config.catalogue.t('ui.cooldown.wait', { label, seconds: cooldown.left }) : label}
    </button>
  );
}
