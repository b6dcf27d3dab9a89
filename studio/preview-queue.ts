/**
 * The studio's preview queue (useFrameQueue, studio/preview-frames.ts) as a pure rule: which frames
 * have their address after a change of what is on and near the screen. Every frame is a whole
 * app, and all of them share the studio page's main thread (same origin), so only frames near the
 * screen load, `atOnce` at a time, frames in view first, then those only near, each in page order. Scrolled to
 * the last scene, its frames draw in the first round instead of after the scenes just above it,
 * which are near but out of view (issue 24, issue 31).
 */
export interface QueueState {
  /** Frames given their address (loading or drawn). */
  started: ReadonlySet<string>;
  /** Frames within the loading margin of the screen. */
  near: ReadonlySet<string>;
  /** Frames on the screen. */
  inView: ReadonlySet<string>;
  /** Frames that have drawn, or said why they cannot. */
  done: ReadonlySet<string>;
}

/** Frames near the screen that are still loading. */
export function loadingNear(state: QueueState): string[] {
  return [...state.started].filter((k) => state.near.has(k) && !state.done.has(k));
}

/**
 * The frames with an address next (`order` is page order). A frame that has drawn keeps its
 * address; one scrolled far off before it has drawn gives it back: off screen Chromium does not
 * draw it, so it cannot finish, and its loading would hold up the frames in view.
 */
export function nextStarted(order: readonly string[], state: QueueState, atOnce: number): Set<string> {
  const started = new Set([...state.started].filter((k) => state.near.has(k) || state.done.has(k)));
  const free = atOnce - loadingNear({ ...state, started }).length;
  const waiting = (k: string) => !started.has(k);
  const inView = order.filter((k) => state.inView.has(k) && waiting(k));
  const nearOnly = order.filter((k) => state.near.has(k) && !state.inView.has(k) && waiting(k));
  for (const k of [...inView, ...nearOnly].slice(0, Math.max(0, free))) started.add(k);
  return started;
}
