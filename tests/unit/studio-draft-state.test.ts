/**
 * The studio's draft, check and save rules (studio/draft-state.ts), over any order of events: a
 * person typing, checks answering late or failing, saves refused, written or failing, the project
 * read again.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSave,
  draftReducer,
  initialDraftState,
  isChecked,
  unsavedPaths,
  type Draft,
  type DraftEvent,
  type DraftState,
} from '../../studio/draft-state';
import type { StudioIssue, StudioProject } from '../../studio/studio-wire';

const PATHS = ['brands/a/brand.json', 'brands/b/brand.json'];
const project = (issues: number): StudioProject => ({
  files: Object.fromEntries(PATHS.map((p) => [p, { v: 0 }])),
  assets: {},
  schemas: { brand: {}, whiteLabel: {}, brandBase: {} },
  issues: issuesOf(issues),
});
const issuesOf = (n: number): StudioIssue[] => Array.from({ length: n }, (_, i) => ({ text: `problem ${i}` }) as unknown as StudioIssue);

/** What a person or the dev server does; a check's answer names a draft by how many drafts back it was made (0: the current one). */
type Step =
  | { kind: 'load'; issues: number }
  | { kind: 'edit'; path: number; v: number }
  | { kind: 'upload'; name: string }
  | { kind: 'check'; back: number; issues: number }
  | { kind: 'checkFails'; back: number }
  | { kind: 'saving' }
  | { kind: 'refused'; issues: number }
  | { kind: 'saved' }
  | { kind: 'saveFails' }
  | { kind: 'brandCreated' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('load' as const), issues: fc.nat(2) }),
  fc.record({ kind: fc.constant('edit' as const), path: fc.nat(PATHS.length - 1), v: fc.nat(2) }),
  fc.record({ kind: fc.constant('upload' as const), name: fc.constantFrom('logo.png', 'icon.svg') }),
  fc.record({ kind: fc.constant('check' as const), back: fc.nat(3), issues: fc.nat(2) }),
  fc.record({ kind: fc.constant('check' as const), back: fc.constant(0), issues: fc.constant(0) }),
  fc.record({ kind: fc.constant('checkFails' as const), back: fc.nat(2) }),
  fc.constant({ kind: 'saving' as const }),
  fc.record({ kind: fc.constant('refused' as const), issues: fc.integer({ min: 1, max: 2 }) }),
  fc.constant({ kind: 'saved' as const }),
  fc.constant({ kind: 'saveFails' as const }),
  fc.constant({ kind: 'brandCreated' as const }),
);

/** The event a step is, given the drafts seen so far (newest last). */
function eventOf(s: Step, drafts: readonly Draft[]): DraftEvent {
  const back = (n: number) => drafts[Math.max(0, drafts.length - 1 - n)] as Draft;
  switch (s.kind) {
    case 'load':
      return { type: 'loaded', project: project(s.issues) };
    case 'edit':
      return { type: 'edited', path: PATHS[s.path] as string, doc: { v: s.v } };
    case 'upload':
      return { type: 'uploaded', path: `brands/a/${s.name}`, dataUrl: 'data:,x' };
    case 'check':
      return { type: 'checked', draft: back(s.back), issues: issuesOf(s.issues) };
    case 'checkFails':
      return { type: 'checkFailed', draft: back(s.back), error: 'down' };
    case 'saving':
      return { type: 'saving' };
    case 'refused':
      return { type: 'saveRefused', issues: issuesOf(s.issues) };
    case 'saved':
      return { type: 'saved', project: project(0), diff: 'diff', saved: ['x'] };
    case 'saveFails':
      return { type: 'saveFailed', error: 'disk full' };
    case 'brandCreated':
      return { type: 'brandCreated', project: project(0), diff: 'diff' };
  }
}

/** Runs the steps after a first load, calling rule(before, event, after) at each. */
function run(steps: readonly Step[], rule: (before: DraftState, event: DraftEvent, after: DraftState) => void): void {
  let state = draftReducer(initialDraftState, { type: 'loaded', project: project(0) });
  const drafts: Draft[] = [state.draft];
  for (const s of steps) {
    const event = eventOf(s, drafts);
    const next = draftReducer(state, event);
    rule(state, event, next);
    if (next.draft !== drafts.at(-1)) drafts.push(next.draft);
    state = next;
  }
}

const steps = fc.array(step, { maxLength: 40 });

describe('the studio draft', () => {
  it('Save is allowed only for edits whose check, of the draft as it is now, found no problem, and not while saving', () => {
    fc.assert(
      fc.property(steps, (s) =>
        run(s, (_before, _event, after) => {
          if (!canSave(after)) return;
          expect(unsavedPaths(after).length).toBeGreaterThan(0);
          expect(after.checkedDraft).toBe(after.draft);
          expect(after.issues).toEqual([]);
          expect(after.save.kind).not.toBe('saving');
        }),
      ),
    );
  });

  it("a check's answer, or its failure, for any draft but the current one changes nothing", () => {
    fc.assert(
      fc.property(steps, (s) =>
        run(s, (before, event, after) => {
          if ((event.type === 'checked' || event.type === 'checkFailed') && event.draft !== before.draft) expect(after).toBe(before);
        }),
      ),
    );
  });

  it('a clean check of the current edits allows Save (unless one is under way); a check with problems does not', () => {
    fc.assert(
      fc.property(steps, (s) =>
        run(s, (before, event, after) => {
          if (event.type !== 'checked' || event.draft !== before.draft) return;
          expect(isChecked(after)).toBe(true);
          expect(canSave(after)).toBe(event.issues.length === 0 && unsavedPaths(after).length > 0 && before.save.kind !== 'saving');
        }),
      ),
    );
  });

  it('an edit, an upload or the project read again needs a new check before Save', () => {
    fc.assert(
      fc.property(steps, (s) =>
        run(s, (_before, event, after) => {
          if (['edited', 'uploaded', 'loaded', 'saved', 'brandCreated'].includes(event.type)) expect(canSave(after)).toBe(false);
        }),
      ),
    );
  });

  it("an edit after a save's outcome returns to idle; an edit during a save leaves it saving", () => {
    fc.assert(
      fc.property(steps, (s) =>
        run(s, (before, event, after) => {
          if (event.type === 'edited') expect(after.save.kind).toBe(before.save.kind === 'saving' ? 'saving' : 'idle');
        }),
      ),
    );
  });

  it('a save written leaves nothing unsaved and shows what it wrote; a refused one shows its problems', () => {
    fc.assert(
      fc.property(steps, (s) =>
        run(s, (before, event, after) => {
          if (event.type === 'saved') {
            expect(unsavedPaths(after)).toEqual([]);
            expect(after.save).toEqual({ kind: 'saved', diff: 'diff', saved: ['x'] });
          }
          if (event.type === 'saveRefused') {
            expect(after.issues).toBe(event.issues);
            expect(after.save.kind).toBe('failed');
            expect(after.draft).toBe(before.draft);
          }
        }),
      ),
    );
  });

  it('an edit back to what disk holds is no edit', () => {
    const loaded = draftReducer(initialDraftState, { type: 'loaded', project: project(0) });
    const edited = draftReducer(loaded, { type: 'edited', path: 'brands/a/brand.json', doc: { v: 1 } });
    expect(unsavedPaths(edited)).toEqual(['brands/a/brand.json']);
    expect(unsavedPaths(draftReducer(edited, { type: 'edited', path: 'brands/a/brand.json', doc: { v: 0 } }))).toEqual([]);
  });

  it('a new brand keeps the unsaved edits and shows its diff', () => {
    const loaded = draftReducer(initialDraftState, { type: 'loaded', project: project(0) });
    const edited = draftReducer(loaded, { type: 'edited', path: 'brands/a/brand.json', doc: { v: 1 } });
    const created = draftReducer(edited, { type: 'brandCreated', project: project(0), diff: 'new' });
    expect(created.draft.files).toEqual(edited.draft.files);
    expect(created.save).toEqual({ kind: 'saved', diff: 'new', saved: [] });
  });
});
