/**
 * Draws what needs a flow document: at once when the flow is at hand (the route shown at start,
 * every flow in the studio), else once its chunk has arrived (issue 57), with `fallback` meanwhile;
 * a chunk that cannot load while offline waits for the connection (loadWhenOnline); one that cannot
 * load online reaches the crash screen, whose Try again loads it afresh.
 */
import { Suspense, useState, type ReactNode } from 'react';
import type { FlowDoc } from '../config/types';
import type { FlowShelf } from '../config/flow-shelf';
import { useHub } from './hub-context';
import { onDemandComponent, preloadComponent, type Preloadable } from './on-demand-component';

interface Draw {
  draw: (flow: FlowDoc) => ReactNode;
}

/** Resolves when the browser says the connection is back. */
const backOnline = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/**
 * The flow, waiting out the connection: a chunk that failed while the browser is offline (the
 * connection dropped between a sign-in and its next screen) keeps the screen waiting, as the
 * hub's offline notice says, and is asked for again once the connection is back, instead of
 * reaching the crash screen. A failure while online still does: its Try again loads it afresh.
 */
async function loadWhenOnline(shelf: FlowShelf, id: string): Promise<FlowDoc> {
  for (;;) {
    try {
      return await shelf.load(id);
    } catch (error) {
      if (navigator.onLine) throw error;
      await backOnline();
    }
  }
}

/** One part per shelf and flow id: React keeps a lazy part by identity. */
const parts = new WeakMap<FlowShelf, Map<string, Preloadable<Draw>>>();

function partOf(shelf: FlowShelf, id: string): Preloadable<Draw> {
  const own = parts.get(shelf) ?? new Map<string, Preloadable<Draw>>();
  parts.set(shelf, own);
  let part = own.get(id);
  if (!part) {
    part = onDemandComponent(
      () => loadWhenOnline(shelf, id),
      (flow) =>
        function FlowArrived({ draw }: Draw) {
          return <>{draw(flow)}</>;
        },
    );
    own.set(id, part);
  }
  return part;
}

export function WithFlow({ id, draw, fallback = null }: { id: string; fallback?: ReactNode } & Draw) {
  const shelf = useHub().config.flows;
  // Which way is kept for this screen's life: a tree that changed shape once the chunk arrived
  // would mount the flow's screen afresh on the next render, losing a call in flight (and its toast).
  const [atHand] = useState(() => shelf.get(id));
  if (atHand) return <>{draw(atHand)}</>;
  const Part = partOf(shelf, id);
  return (
    <Suspense fallback={fallback}>
      <Part draw={draw} />
    </Suspense>
  );
}

/** Starts loading flows a person is likely to open next (a link of the screen shown), when the page is idle. */
export function prefetchFlows(shelf: FlowShelf, ids: readonly string[]): void {
  for (const id of ids) if (shelf.knows(id) && !shelf.get(id)) preloadComponent(partOf(shelf, id));
}
