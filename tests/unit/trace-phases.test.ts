// bench/trace-phases.ts: main-thread trace events as self time by kind of work (npm run bench:profile).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { phaseOf, phaseTimes, selfTimeByName, type ThreadEvent } from '../../bench/trace-phases';

/** Events that nest as a thread's do: each child inside its parent, siblings one after another. */
const nestedEvents: fc.Arbitrary<ThreadEvent[]> = fc
  .array(
    fc.record({
      name: fc.constantFrom('RunTask', 'FunctionCall', 'Layout', 'Paint', 'ParseHTML'),
      gap: fc.nat(50),
      dur: fc.integer({ min: 1, max: 400 }),
      depth: fc.nat(3),
    }),
    {
      maxLength: 30,
    },
  )
  .map((specs) => {
    const events: ThreadEvent[] = [];
    const open: ThreadEvent[] = [];
    let t = 0;
    for (const { name, gap, dur, depth } of specs) {
      while (open.length > depth) open.pop();
      const parent = open.at(-1);
      const start = Math.max(t + gap, parent?.ts ?? 0);
      const end = parent ? Math.min(start + dur, parent.ts + parent.dur) : start + dur;
      if (end <= start) continue;
      const e = { name, ts: start, dur: end - start };
      events.push(e);
      open.push(e);
      t = end;
    }
    return events;
  });

/** Total time covered by the outermost events. */
function outerTime(events: readonly ThreadEvent[]): number {
  let total = 0;
  let reach = -Infinity;
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ts >= reach) {
      total += e.dur;
      reach = e.ts + e.dur;
    }
  }
  return total;
}

describe('trace phases', () => {
  it("a parent's self time is its duration less its children's", () => {
    const self = selfTimeByName([
      { name: 'RunTask', ts: 0, dur: 100 },
      { name: 'v8.evaluateModule', ts: 10, dur: 50 },
      { name: 'FunctionCall', ts: 20, dur: 10 },
      { name: 'Layout', ts: 70, dur: 20 },
    ]);
    expect(Object.fromEntries(self)).toEqual({ RunTask: 30, 'v8.evaluateModule': 40, FunctionCall: 10, Layout: 20 });
  });

  it('self times are never negative and add up to the time the outermost events cover', () => {
    fc.assert(
      fc.property(nestedEvents, (events) => {
        const self = [...selfTimeByName(events).values()];
        for (const v of self) expect(v).toBeGreaterThanOrEqual(0);
        expect(self.reduce((s, v) => s + v, 0)).toBeCloseTo(outerTime(events), 6);
      }),
    );
  });

  it("a child running past its parent's end counts only up to it", () => {
    const self = selfTimeByName([
      { name: 'RunTask', ts: 0, dur: 10 },
      { name: 'Paint', ts: 5, dur: 10 },
    ]);
    expect(Object.fromEntries(self)).toEqual({ RunTask: 5, Paint: 5 });
  });

  it('names Blink and V8 work by kind; anything unknown is other', () => {
    expect(phaseOf('v8.evaluateModule')).toBe('script');
    expect(phaseOf('FunctionCall')).toBe('script');
    expect(phaseOf('Document::recalcStyle')).toBe('style');
    expect(phaseOf('LocalFrameView::performLayout')).toBe('layout');
    expect(phaseOf('InlineNode::ShapeTextIncludingFirstLine')).toBe('layout');
    expect(phaseOf('Paint')).toBe('paint');
    expect(phaseOf('IsolatedSVGDocumentHost::IsolatedSVGDocumentHost::createFrame')).toBe('images');
    expect(phaseOf('ParseHTML')).toBe('HTML');
    expect(phaseOf('ResourceFetcher::requestResource')).toBe('loading');
    expect(phaseOf('RunTask')).toBe('other');
  });

  it('phase times are milliseconds by kind, every kind present', () => {
    const phases = phaseTimes([
      { name: 'RunTask', ts: 0, dur: 3000 },
      { name: 'Layout', ts: 0, dur: 2000 },
    ]);
    expect(phases.get('layout')).toBe(2);
    expect(phases.get('other')).toBe(1);
    expect(phases.get('script')).toBe(0);
  });
});
