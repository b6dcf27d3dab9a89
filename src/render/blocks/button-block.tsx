import type { FlowBlock } from '../../config/types';
import { useHub } from '../../app/hub-context';
import type { BlockProps } from './block-props';

/** A button that runs an action; disabled with progress while it runs. */
export function ButtonBlock({ block, runner }: BlockProps<Extract<FlowBlock, { type: 'button' }>>) {
  const { config } = useHub();
  const busy = runner.busy !== null;
  return (
    <button
      type="button"
      className={`hub-button ${block.variant === 'secondary' ? 'hub-button--secondary' : 'hub-button--primary'}`}
      disabled={busy}
      aria-busy={runner.busy === block.action}
      onClick={() => void runner.run(block)}
    >
      {runner.busy === block.action ? <span className="hub-spinner hub-spinner--inline" aria-hidden="true" /> : null}
      {config.catalogue.t(block.label)}
    </button>
  );
}
