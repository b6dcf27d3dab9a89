/**
 * The button of a form or button block. It is disabled while any action of the screen runs (one
 * at a time), shows that its own action is working once that takes longer than BUSY_AFTER_MS,
 * and says why it waits: a cooldown, or no connection.
 */
import { useHub } from './hub-context';
import type { ActionCall, Runner } from './blocks/block-props';
import { BUSY_AFTER_MS, useSlow } from './use-slow';
import { useOnline } from './use-online';

export interface ActionButtonProps {
  type: 'button' | 'submit';
  variant?: 'primary' | 'secondary' | 'danger';
  /** The label, in words. */
  label: string;
  /** The call this button makes. */
  call: ActionCall;
  runner: Runner;
  /**
   * Seconds of its cooldown left (runner.cooldownLeft), as a value: rjsf's Form redraws its
   * children only when their props differ in value, so a count read inside froze (issue 56).
   */
  wait: number;
  /** Disabled for a reason of the block's own (e.g. nothing changed). */
  disabled?: boolean;
  /** Has the focus when its step shows (a dialog's Cancel); a dialog gives it the focus when it opens (step-dialog.tsx). */
  autoFocus?: boolean;
  onClick?: () => void;
}

export function ActionButton({
  type,
  variant = 'primary',
  label,
  call,
  runner,
  wait,
  disabled = false,
  autoFocus = false,
  onClick,
}: ActionButtonProps) {
  const { config } = useHub();
  const t = config.catalogue.t;
  const online = useOnline();
  const running = runner.running === call;
  const slow = useSlow(running ? runner.runSeq : null, BUSY_AFTER_MS);
  // Not usable for a while (nothing changed, a cooldown, no connection): greyed out. A button that
  // only waits for another call of the screen keeps its look, so a quick call does not flash them all.
  const unavailable = wait > 0 || !online || disabled;
  const text = !online ? t('ui.offline.wait', { label }) : wait > 0 ? t('ui.cooldown.wait', { label, seconds: wait }) : label;
  return (
    <>
      <button
        type={type}
        className={`hub-button hub-button--${variant}${unavailable ? ' hub-button--unavailable' : ''}`}
        disabled={runner.personWaits || unavailable}
        aria-busy={slow}
        autoFocus={autoFocus}
        data-autofocus={autoFocus ? '' : undefined}
        onClick={onClick}
      >
        {slow ? <span className="hub-spinner hub-spinner--inline" aria-hidden="true" /> : null}
        {text}
      </button>
      {slow ? (
        <span className="hub-sr-only" role="status">
          {t('ui.common.busy')}
        </span>
      ) : null}
    </>
  );
}
