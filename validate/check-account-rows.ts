/**
 * The account rows of one step (issue 56 item 14): each row id once, and the blocks of a row (their
 * `row`) right after it, so the panel that opens in place holds them in the step's order. Pure.
 */
import type { FlowStep } from '../src/config/types';
import type { ConfigIssue } from './config-issue';
import { suggestion } from './suggest.js';

export function checkAccountRows(file: string, step: FlowStep, sp: string): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const rows: string[] = [];
  // The row whose blocks may follow here: the last row seen, while only its blocks came after it.
  let current: string | null = null;
  step.blocks.forEach((block, i) => {
    const bp = `${sp}/blocks/${i}`;
    if (block.type === 'accountRow') {
      if (rows.includes(block.id))
        issues.push({
          file,
          pointer: `${bp}/id`,
          message: `the row id "${block.id}" is used twice in this step`,
          hint: 'give each row of a step its own id',
        });
      rows.push(block.id);
      current = block.id;
      return;
    }
    const row = 'row' in block ? block.row : undefined;
    if (row === undefined) {
      current = null;
      return;
    }
    if (!rows.includes(row))
      issues.push({
        file,
        pointer: `${bp}/row`,
        message: `there is no accountRow "${row}" before this block in its step`,
        hint: suggestion(row, rows, 'rows'),
      });
    else if (row !== current)
      issues.push({
        file,
        pointer: `${bp}/row`,
        message: `this block of row "${row}" is not right after that row and its other blocks`,
        hint: `move it right after the accountRow "${row}"`,
      });
  });
  return issues;
}
