import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import { useMessageParams } from '../use-message-params';
import type { BlockProps } from './block-props';
import { userFact } from '../../domain/user-facts';

/**
 * A line about the signed-in person with a chip for one yes/no fact (domain/user-facts.ts: Verified /
 * Not verified, Linked / Not linked);
 * as a heading, the sub-heading of its group with the chip beside it (the profile's Email, whose
 * address the field below holds: shown once, issue 31; the Phone, linked or not).
 */
export function UserFlagBlock({ block }: BlockProps<Extract<FlowBlock, { type: 'userFlag' }>>) {
  const { user, config } = useHub();
  const params = useMessageParams();
  const on = userFact(user, block.flag);
  const Line = block.heading ? 'h2' : 'p';
  return (
    <Line className={block.heading ? 'hub-heading hub-flag' : 'hub-flag'}>
      {block.label ? <span>{config.catalogue.t(block.label, params)}</span> : null}
      <span className={`hub-chip ${on ? 'hub-chip--on' : 'hub-chip--off'}`}>{config.catalogue.t(on ? block.on : block.off)}</span>
    </Line>
  );
}
