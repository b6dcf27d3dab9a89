import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import { useMessageParams } from '../use-message-params';
import { useSlow } from '../use-slow';
import { LinkBlock } from './link-block';
import type { BlockProps } from './block-props';

/**
 * Progress indicator for slow work, announced politely to screen readers. With `slow`, once the
 * step's enter action has run for afterMs it also offers Try again and a way out.
 */
export function SpinnerBlock({ block, runner }: BlockProps<Extract<FlowBlock, { type: 'spinner' }>>) {
  const { config } = useHub();
  const t = config.catalogue.t;
  const params = useMessageParams();
  const slow = useSlow(block.slow ? runner.runSeq : null, block.slow?.afterMs ?? 0);
  return (
    <>
      <div className="hub-progress" role="status" aria-live="polite">
        <span className="hub-spinner" aria-hidden="true" />
        <span>{t(block.message, params)}</span>
      </div>
      {slow && block.slow ? (
        <div className="hub-slow" role="alert">
          <p className="hub-text">{t(block.slow.message, params)}</p>
          <button type="button" className="hub-button hub-button--primary" onClick={() => runner.restart()}>
            {t(block.slow.retry)}
          </button>
          <LinkBlock block={{ type: 'link', to: block.slow.leave.to, label: block.slow.leave.label, variant: 'button' }} runner={runner} />
        </div>
      ) : null}
    </>
  );
}
