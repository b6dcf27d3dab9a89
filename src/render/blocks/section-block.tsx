import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';

/** A sub-heading that starts a group of blocks. */
export function SectionBlock({ block }: BlockProps<Extract<FlowBlock, { type: 'section' }>>) {
  const { config } = useHub();
  return <h2 className="hub-heading">{config.catalogue.t(block.message)}</h2>;
}
