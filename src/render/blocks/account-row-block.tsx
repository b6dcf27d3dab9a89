import { useEffect, useRef } from 'react';
import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import { userFact } from '../../domain/user-facts';
import { displayPhone } from '../../domain/phone-display';
import { rowLabelId, rowPanelId, useAccountRows } from '../account-rows';
import type { BlockProps } from './block-props';
import { Avatar } from '../avatar';

// The row's panel travels with the row (row-groups.tsx loads it from here): one chunk for both.
export { RowPanel } from './row-panel';

type Block = Extract<FlowBlock, { type: 'accountRow' }>;

/** The row's value as shown: the phone as its field writes it; the photo is drawn, not written. */
function shownValue(user: ReturnType<typeof useHub>['user'], value: Block['value']): string {
  const v = user?.[value];
  if (typeof v !== 'string' || !v) return '';
  return value === 'phoneNumber' ? displayPhone(v) : v;
}

/**
 * One row of the account (issue 56 item 14): label, value, status chip and the one action that
 * opens the row in place; the blocks of the row are drawn under it while it is open (row-panel.tsx).
 * While open the action is not offered twice: the panel has the way back (Cancel, Escape).
 */
export function AccountRowBlock({ block }: BlockProps<Block>) {
  const { user, config } = useHub();
  const t = config.catalogue.t;
  const rows = useAccountRows();
  const action = useRef<HTMLButtonElement>(null);
  const open = rows.open === block.id;
  useEffect(() => {
    if (rows.returnTo !== block.id || open) return;
    action.current?.focus();
    rows.returned();
  }, [rows, block.id, open]);
  const value = shownValue(user, block.value);
  const on = block.flag ? userFact(user, block.flag) : false;
  return (
    <div className="hub-row" data-row={block.id}>
      <h2 className="hub-row__label" id={rowLabelId(block.id)}>
        {t(block.label)}
      </h2>
      <div className="hub-row__value">
        {block.value === 'photoURL' ? <Avatar /> : null}
        {block.value !== 'photoURL' ? (
          <span dir="auto" data-testid={`row-value-${block.id}`}>
            {value || (block.empty ? t(block.empty) : '')}
          </span>
        ) : null}
        {block.flag && block.on && block.off ? (
          <span className={`hub-chip ${on ? 'hub-chip--on' : 'hub-chip--off'}`}>{t(on ? block.on : block.off)}</span>
        ) : null}
      </div>
      {open ? null : (
        <button
          ref={action}
          type="button"
          className="hub-button hub-button--secondary hub-row__action"
          aria-expanded={false}
          aria-controls={rowPanelId(block.id)}
          aria-describedby={rowLabelId(block.id)}
          onClick={() => rows.openRow(block.id)}
        >
          {t(!value && block.openEmpty ? block.openEmpty : block.open)}
        </button>
      )}
    </div>
  );
}
