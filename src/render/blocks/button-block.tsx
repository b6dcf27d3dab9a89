import { useEffect } from 'react';
import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import type { BlockProps, Runner } from './block-props';
import { ActionButton } from '../action-button';

type Block = Extract<FlowBlock, { type: 'button' }>;

/**
 * A button that runs an action (the flow refuses it while its cooldown runs), or follows its onOk.
 * A button with nothing to do is not drawn (a block's `when`), never drawn disabled (issue 56 item 14).
 */
export function ButtonBlock({ block, runner }: BlockProps<Block>) {
  const { config } = useHub();
  useAutofill(block, runner);
  return (
    <ActionButton
      type="button"
      variant={block.variant ?? 'primary'}
      label={config.catalogue.t(block.label)}
      call={block}
      runner={runner}
      wait={runner.cooldownLeft(block)}
      autoFocus={block.autofocus === true}
      onClick={() => runner.run(block)}
    />
  );
}

/** The server's challenge lives 2 minutes: an offer left open longer starts afresh, so a passkey picked late still verifies. */
const OFFER_RENEWED_MS = 100_000;

/**
 * `autofill` (issue 54): the passkey sign-in is also offered in the email field's autofill once the
 * page has loaded, so it never competes with what the page needs first. It stops while any call
 * runs (a password sign-in; the button's own ceremony replaces it) and when the step is left.
 */
function useAutofill(block: Block, runner: Runner): void {
  const offered = block.autofill === true && !runner.personWaits;
  const { autofill } = runner;
  useEffect(() => {
    if (!offered) return;
    let stop: (() => void) | null = null;
    let renew: ReturnType<typeof setInterval> | undefined;
    const begin = () => {
      stop = autofill(block);
      renew = setInterval(() => {
        stop?.();
        stop = autofill(block);
      }, OFFER_RENEWED_MS);
    };
    const loaded = document.readyState === 'complete';
    if (loaded) begin();
    else window.addEventListener('load', begin, { once: true });
    return () => {
      window.removeEventListener('load', begin);
      clearInterval(renew);
      stop?.();
    };
  }, [offered, autofill, block]);
}
