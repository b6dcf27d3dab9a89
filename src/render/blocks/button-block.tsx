import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';
import { ActionButton } from '../action-button';

/**
 * A button that runs an action (the flow refuses it while its cooldown runs), or follows its onOk.
 * With doneWhen, the flow refuses it while that fact of the signed-in person holds, and it shows
 * disabled (issue 31: Verify email for a verified address).
 */
export function ButtonBlock({ block, runner }: BlockProps<Extract<FlowBlock, { type: 'button' }>>) {
  const { config } = useHub();
  const done = runner.done(block);
  return (
    <ActionButton
      type="button"
      variant={block.variant ?? 'primary'}
      label={config.catalogue.t(block.label)}
      call={block}
      runner={runner}
      wait={runner.cooldownLeft(block)}
      disabled={done}
      autoFocus={block.autofocus === true}
      onClick={() => runner.run(block)}
    />
  );
}
