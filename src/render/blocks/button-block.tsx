import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';
import { useCooldown } from '../use-cooldown';
import { ActionButton } from '../action-button';

/** A button that runs an action; the cooldown starts when the action succeeded. */
export function ButtonBlock({ block, runner }: BlockProps<Extract<FlowBlock, { type: 'button' }>>) {
  const { config } = useHub();
  const cooldown = useCooldown(block.cooldown);
  return (
    <ActionButton
      type="button"
      variant={block.variant === 'secondary' ? 'secondary' : 'primary'}
      label={config.catalogue.t(block.label)}
      action={block.action}
      runner={runner}
      cooldownLeft={cooldown.left}
      onClick={() => {
        if (cooldown.left === 0) runner.run(block);
      }}
    />
  );
}
