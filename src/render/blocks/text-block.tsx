import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import { useMessageParams } from '../use-message-params';
import type { BlockProps } from './block-props';

/** A line of catalogue text; `$error` shows the last failure of the step. */
export function TextBlock({ block, runner }: BlockProps<Extract<FlowBlock, { type: 'text' }>>) {
  const { config } = useHub();
  const params = useMessageParams();
  const text = block.message === '$error' ? runner.error : config.catalogue.t(block.message, params);
  if (!text) return null;
  if (block.role === 'heading') return <h2 className="hub-heading">{text}</h2>;
  // The lines either side are drawn by CSS; the text is read as it is.
  if (block.role === 'divider')
    return (
      <p className="hub-divider">
        <span>{text}</span>
      </p>
    );
  return (
    <p className={block.role === 'alert' ? 'hub-text hub-text--error' : 'hub-text'} role={block.role}>
      {text}
    </p>
  );
}
