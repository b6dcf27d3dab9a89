import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import { rowPanelId, useAccountRows } from '../account-rows';
import type { Runner } from './block-props';

type RowBlock = Extract<FlowBlock, { type: 'accountRow' }>;

/** Frames to wait for the row's form to be drawn (its validator may still be arriving). */
const FOCUS_FRAMES = 60;

/** An opened row takes the focus into its first field (or control), unless a field's autofocus took it already. */
function useFocusInside(panel: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    let frame = 0;
    const tryFocus = (left: number) => {
      const el = panel.current;
      if (!el || el.contains(document.activeElement)) return;
      const first = el.querySelector<HTMLElement>('input:not([disabled]), select, textarea');
      if (first) first.focus();
      else if (left > 0) frame = requestAnimationFrame(() => tryFocus(left - 1));
    };
    tryFocus(FOCUS_FRAMES);
    return () => cancelAnimationFrame(frame);
  }, [panel]);
}

/** A call started inside the row that succeeded closes it: its work is done and the row shows the new value. */
function useClosesOnSuccess(runner: Runner, ranInside: boolean, close: () => void): void {
  const [ownRun, setOwnRun] = useState<number | null>(null);
  if (ranInside && runner.runSeq !== null && runner.runSeq !== ownRun) setOwnRun(runner.runSeq);
  const settled = ownRun !== null && runner.lastSettled?.seq === ownRun ? runner.lastSettled : null;
  useEffect(() => {
    if (!settled) return;
    setOwnRun(null);
    if (settled.ok) close();
  }, [settled, close]);
}

/**
 * The small form of an open account row, in place under it (issue 56 item 14): the row's blocks
 * and a Cancel button. Escape or Cancel closes it, nothing saved; the row's action takes the focus.
 */
export function RowPanel({ row, runner, ranInside, children }: { row: RowBlock; runner: Runner; ranInside: boolean; children: ReactNode }) {
  const rows = useAccountRows();
  return rows.open === row.id ? (
    <OpenPanel row={row} runner={runner} ranInside={ranInside}>
      {children}
    </OpenPanel>
  ) : null;
}

function OpenPanel({ row, runner, ranInside, children }: { row: RowBlock; runner: Runner; ranInside: boolean; children: ReactNode }) {
  const { t } = useHub().config.catalogue;
  const { closeRow } = useAccountRows();
  const panel = useRef<HTMLDivElement>(null);
  const close = () => closeRow(row.id);
  useFocusInside(panel);
  useClosesOnSuccess(runner, ranInside, close);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    close();
  };
  // No group name of its own: the row's heading above says what it is, and the fields name themselves.
  return (
    <div className="hub-row__panel" id={rowPanelId(row.id)} ref={panel} onKeyDown={onKeyDown}>
      {children}
      <button type="button" className="hub-button hub-button--secondary hub-row__cancel" onClick={close}>
        {t(row.cancel)}
      </button>
    </div>
  );
}
