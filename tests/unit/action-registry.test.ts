/**
 * The registry pairs every contract of src/actions/contracts.ts with a handler built from that
 * very contract, and the validator reads contracts without loading any handler.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { actions } from '../../src/actions/registry';
import { CONTRACTS, type ActionName } from '../../src/actions/contracts';
import { ROOT } from '../support/project';

const ACTION_NAMES = Object.keys(CONTRACTS) as ActionName[];

describe('action registry', () => {
  it('has a handler for every contract, carrying exactly that contract', () => {
    expect(Object.keys(actions).sort()).toEqual([...ACTION_NAMES].sort());
    for (const name of ACTION_NAMES) {
      // preload: a handler whose code loads when run may be asked for early (main.tsx).
      const { run, preload, ...contract } = actions[name];
      expect(typeof run, name).toBe('function');
      expect(['function', 'undefined'], name).toContain(typeof preload);
      expect(contract, name).toEqual(CONTRACTS[name]);
    }
  });

  it('contracts.ts loads no handler, so validate does not pull in the app', () => {
    const text = readFileSync(`${ROOT}/src/actions/contracts.ts`, 'utf8');
    const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]!.replace(/\.js$/, ''));
    expect(imports).toEqual(['./action-context', '../domain/hub-routes']);
    // action-context.ts declares types and the two helpers, and imports types only.
    const context = readFileSync(`${ROOT}/src/actions/action-context.ts`, 'utf8');
    expect([...context.matchAll(/^import (?!type )/gm)]).toEqual([]);
  });
});
