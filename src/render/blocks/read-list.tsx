import type { ReactNode } from 'react';
import type { Runner } from './block-props';
import { useHub } from '../hub-context';

/**
 * Whether the step's error says its list could not be read. A failure under a form's field is the
 * person's own call (an invalid number on the second-factor page), which may have gone before the
 * list's read: the list is still loading then, not failed (issue 56 item 4).
 */
export const listReadFailed = ({ error, fieldError }: Pick<Runner, 'error' | 'fieldError'>): boolean => error !== null && !fieldError;

/**
 * A list that the step's enter action reads into the flow's data (the security page's passkeys and
 * activity): "loading" until it is read, nothing when the read failed (the step shows its error
 * instead of a list that may be wrong), the block's `none` text when empty, else one row per item.
 */
export function ReadList<T extends { id: string }>({
  items,
  failed,
  none,
  testId,
  row,
}: {
  items: readonly T[] | undefined;
  failed: boolean;
  /** The text shown for an empty list, translated. */
  none: string;
  testId: string;
  /** The inside of one item's row. */
  row: (item: T) => ReactNode;
}) {
  const t = useHub().config.catalogue.t;
  if (items === undefined) return failed ? null : <p className="hub-text">{t('ui.common.loading')}</p>;
  if (items.length === 0) return <p className="hub-text">{none}</p>;
  return (
    <ul className="hub-factors" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="hub-factors__row">
          {row(item)}
        </li>
      ))}
    </ul>
  );
}
