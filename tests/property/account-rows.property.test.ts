/**
 * validate's check of account rows (issue 56 item 14): a step whose rows are each followed by their
 * own blocks passes; a row's block anywhere else (before its row, after another block, naming no
 * row) is refused at that block.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FlowBlock, FlowStep } from '../../src/config/types';
import { checkAccountRows } from '../../validate/check-account-rows';

const row = (id: string): FlowBlock => ({
  type: 'accountRow',
  id,
  label: 'ui.profile.name',
  value: 'displayName',
  open: 'ui.profile.edit',
  cancel: 'ui.profile.cancel',
});
const member = (id: string): FlowBlock => ({ type: 'text', message: 'ui.profile.name', row: id });
const plain: FlowBlock = { type: 'text', message: 'ui.profile.title' };

/** Rows with distinct ids, each with 0-3 blocks of its own, and plain blocks between them. */
const wellFormed = fc
  .uniqueArray(fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/), { minLength: 1, maxLength: 5 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(fc.nat(3), { minLength: ids.length, maxLength: ids.length }),
      fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length }),
    ),
  )
  .map(([ids, counts, plains]) =>
    ids.flatMap((id, i) => [...(plains[i] ? [plain] : []), row(id), ...Array.from({ length: counts[i] ?? 0 }, () => member(id))]),
  );

const check = (blocks: FlowBlock[]) => checkAccountRows('flows/x.json', { blocks } satisfies FlowStep, '/steps/s');

describe('account rows in a step', () => {
  it('rows followed by their own blocks pass', () => {
    fc.assert(
      fc.property(wellFormed, (blocks) => {
        expect(check(blocks)).toEqual([]);
      }),
    );
  });

  it("a row's block moved before its row, or after a plain block, is refused at that block", () => {
    fc.assert(
      fc.property(wellFormed, fc.nat(), fc.boolean(), (blocks, pick, before) => {
        const rows = blocks.flatMap((b, i) => (b.type === 'accountRow' ? [i] : []));
        const at = rows[pick % rows.length] ?? 0;
        const id = (blocks[at] as Extract<FlowBlock, { type: 'accountRow' }>).id;
        const moved = before ? [...blocks.slice(0, at), member(id), ...blocks.slice(at)] : [...blocks, plain, member(id)];
        const where = before ? at : blocks.length + 1;
        expect(check(moved).map((i) => i.pointer)).toEqual([`/steps/s/blocks/${where}/row`]);
      }),
    );
  });

  it('a block naming no row of its step, and a row id used twice, are refused', () => {
    expect(check([row('name'), member('nmae')]).map((i) => i.message)).toEqual([
      'there is no accountRow "nmae" before this block in its step',
    ]);
    expect(check([row('name'), row('name')]).map((i) => i.pointer)).toEqual(['/steps/s/blocks/1/id']);
  });
});
