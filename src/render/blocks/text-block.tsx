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
  // A step not open yet: the lock says so at a glance, the words say it to everyone.
  if (block.role === 'locked')
    return (
      <p className="hub-text hub-text--locked">
        <svg className="hub-lock" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 7V5a3 3 0 0 1 6 0v2h1v7H4V7h1Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" fill="currentColor" />
        </svg>
        {text}
      </p>
    );
  return (
    <p className={block.role === 'alert' ? 'hub-text hub-text--error' : 'hub-text'} role={block.role}>
      {text}
    </p>
  );
}
