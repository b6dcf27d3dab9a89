import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';
import { ActionButton } from '../action-button';
import { userFact } from '../../domain/user-facts';

/**
 * A button that runs an action (the flow refuses it while its cooldown runs), or follows its onOk.
 * With doneWhen, a fact of the signed-in person that already holds leaves it disabled (issue 31:
 * Verify email for a verified address).
 */
export function ButtonBlock({ block, runner }: BlockProps<Extract<FlowBlock, { type: 'button' }>>) {
  const { config, user } = useHub();
  const done = block.doneWhen !== undefined && userFact(user, block.doneWhen);
  return (
    <ActionButton
      type="button"
      variant={block.variant === 'secondary' ? 'secondary' : 'primary'}
      label={config.catalogue.t(block.label)}
      call={block}
      runner={runner}
      disabled={done}
      onClick={() => runner.run(block)}
    />
  );
}
