/**
 * Pure helpers of `npm run bench:profile` (issue 30): a Chromium trace's main-thread events, as
 * self time by kind of work (script, style, layout, paint, images, HTML, loading). The CPU profile
 * names the code that ran; this names what the page itself cost, which the CPU profile files under
 * "(program)". Unit-tested in tests/unit/trace-phases.test.ts.
 */

/** A complete ('X') trace event of one thread, in microseconds. */
export interface ThreadEvent {
  name: string;
  ts: number;
  dur: number;
}

/** Kinds of main-thread work, in the order they are printed. */
export const PHASES = ['script', 'style', 'layout', 'paint', 'images', 'HTML', 'loading', 'other'] as const;
export type Phase = (typeof PHASES)[number];

/** Each kind and the event names it takes (Blink's and V8's trace names; the first rule that matches wins). */
const RULES: readonly [Phase, RegExp][] = [
  ['images', /^(IsolatedSVGDocumentHost|SVGImage::|ImageResourceContent::|Decode|ImageDecode|PaintImage)/],
  [
    'script',
    /^(v8[.:]|V8\.|FunctionCall$|EvaluateScript$|RunMicrotasks$|TimerFire$|FireAnimationFrame$|EventDispatch$|AsyncTask Run$|CompileScript$|CompileCode$)/,
  ],
  ['style', /^(UpdateLayoutTree$|Document::(recalcStyle|updateStyle|rebuildLayoutTree)$|CSSParser|StyleEngine|ParseAuthorStyleSheet$)/],
  ['layout', /^(Layout$|LocalFrameView::(performLayout|layout)$|InlineNode::|LayoutObject|NGInline|ShapeText)/],
  ['paint', /^(Paint$|Blink\.Paint|PrePaint|Layerize|Commit$|PaintArtifact|RasterTask$|UpdateLayerTree$|Blink\.PrePaint)/],
  ['HTML', /^(ParseHTML$|HTMLDocumentParser::|XMLDocumentParser::)/],
  ['loading', /^(ResourceFetcher::|ResponseBodyLoader::|DocumentLoader::|Resource::|Frame::Detach$|ResourceLoader|CookieJar::)/],
];

export function phaseOf(name: string): Phase {
  return RULES.find(([, re]) => re.test(name))?.[0] ?? 'other';
}

/**
 * Self time of each event name: its duration less that of the events nested in it (trace events of
 * one thread nest; a child cut off by its parent's end counts up to that end). Sums to the time the
 * outermost events cover.
 */
export function selfTimeByName(events: readonly ThreadEvent[]): Map<string, number> {
  const sorted = [...events].filter((e) => e.dur > 0).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map<string, number>();
  const open: ThreadEvent[] = [];
  const add = (name: string, us: number) => self.set(name, (self.get(name) ?? 0) + us);
  for (const e of sorted) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur <= e.ts) open.pop();
    const parent = open.at(-1);
    // Nested: what the child covers is no longer the parent's own; a child running past its
    // parent's end (clock rounding) is cut there.
    const end = parent ? Math.min(e.ts + e.dur, parent.ts + parent.dur) : e.ts + e.dur;
    const covered = end - e.ts;
    if (parent) add(parent.name, -covered);
    add(e.name, covered);
    open.push({ ...e, dur: covered });
  }
  return self;
}

/** Self time by kind of work, milliseconds. */
export function phaseTimes(events: readonly ThreadEvent[]): Map<Phase, number> {
  const out = new Map<Phase, number>(PHASES.map((p) => [p, 0]));
  for (const [name, us] of selfTimeByName(events)) out.set(phaseOf(name), out.get(phaseOf(name))! + us / 1000);
  return out;
}
