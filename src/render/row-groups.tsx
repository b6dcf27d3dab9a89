/**
 * Puts the blocks of each account row (their `row` names it) into that row's panel, right after
 * the row (issue 56 item 14). validate proves a row's blocks follow it, so the step's order stays
 * the order on screen.
 */
import type { ReactNode } from 'react';
import type { FlowBlock } from '../config/types';
import type { Runner } from './blocks/block-props';
import { onDemandComponent } from './on-demand-component';
import { accountRowChunk } from './block-registry';

// Only account pages have rows, and their row blocks load on demand: the panel comes in the same
// chunk (account-row-block.tsx), so /sign-in's code does not carry it (issue 57).
const RowPanel = onDemandComponent(accountRowChunk, (m) => m.RowPanel);

/** The row a block is drawn in, if any. */
export const rowOf = (block: FlowBlock): string | undefined => ('row' in block ? block.row : undefined);

/** The drawn blocks, each row's blocks inside its panel; ranAt is the index of the block that ran the last call. */
export function withRowPanels(blocks: readonly FlowBlock[], drawn: ReactNode[], runner: Runner, ranAt: number | null): ReactNode[] {
  const out: ReactNode[] = [];
  blocks.forEach((block, i) => {
    if (rowOf(block) !== undefined) return;
    out.push(drawn[i]);
    if (block.type !== 'accountRow') return;
    const members = blocks.flatMap((b, j) => (rowOf(b) === block.id ? [j] : []));
    if (members.length === 0) return;
    out.push(
      <RowPanel key={`row-${block.id}`} row={block} runner={runner} ranInside={ranAt !== null && members.includes(ranAt)}>
        {members.map((j) => drawn[j])}
      </RowPanel>,
    );
  });
  return out;
}
