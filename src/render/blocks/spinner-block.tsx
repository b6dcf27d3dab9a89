import type { FlowBlock } from '../../config/types';
import { useHub } from '../../app/hub-context';
import { useMessageParams } from '../use-message-params';
import type { BlockProps } from './block-props';

/** Progress indicator for slow work, announced politely to screen readers. */
export function SpinnerBlock({ block }: BlockProps<Extract<FlowBlock, { type: 'spinner' }>>) {
  const { config } = useHub();
  return (
    <div className="hub-progress" role="status" aria-live="polite">
      <span className="hub-spinner" aria-hidden="true" />
      <span>{config.catalogue.t(block.message, useMessageParams())}</span>
    </div>
  );
}
