import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';
import { ActionButton } from '../action-button';

/** A button that runs an action (the flow refuses it while its cooldown runs), or follows its onOk. */
export function ButtonBlock({ block, runner }: BlockProps<Extract<FlowBlock, { type: 'button' }>>) {
  const { config } = useHub();
  return (
    <ActionButton
      type="button"
      variant={block.variant === 'secondary' ? 'secondary' : 'primary'}
      label={config.catalogue.t(block.label)}
      call={block}
      runner={runner}
      onClick={() => runner.run(block)}
    />
  );
}
