/**
 * Spec 9 toasts: sonner, 4000 ms, 3 visible, gap 14 px, width 356 px, hotkey Alt+T;
 * bottom-right, or top centre below 640 px where the layout is mobile; removal delay 200 ms and
 * swipe-dismiss at 20 px are sonner 1.7's built-ins (sonner 2 hard-codes 45 px, so the version is
 * pinned exactly). The toaster (sonner, 9 KiB, and its settings and place: toaster.tsx) loads once
 * the identity code has answered, so it never competes with what LOG IN needs; a toast raised
 * before that mounts it at once, and showToast waits until it is mounted. Mounted before the first
 * toast, its live region is there to announce it. A toaster that failed to arrive (the connection
 * lost just then) is not the screen: nothing is drawn in its place, and it loads again when a toast
 * is raised or the connection is back; a toast raised meanwhile waits for it.
 */
import { Component, lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useHub } from './hub-context';
import type { ToastTone } from '../flow/flow-machine';
import { onDemand } from '../services/on-demand';
import { moduleValue } from './module-value';

let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

const toasterCode = onDemand(() => import('./toaster'));

/**
 * Shows a toast once the toaster is on the page. With an id, a toast of that id still showing is
 * replaced instead of stacked (two parts of the hub noticing the same ended session). A tone
 * marks a success or a failure with sonner's icon and the brand's colour for it (issue 31); a
 * notice without one is neither.
 */
export async function showToast(message: string, options: { id?: string; tone?: ToastTone } = {}): Promise<void> {
  askForToaster();
  await toasterReady;
  const { raise } = await toasterCode();
  raise(message, options);
}

/** Whether a toast was raised (before the toaster would have loaded on its own). */
const asked = moduleValue(false);
/**
 * The toaster's chunk: a new try after a failure draws a new lazy (React keeps a failed one). Asked
 * again while a try is on its way, the next starts as soon as that one fails.
 */
let chunk: 'not asked' | 'on its way' | 'failed' | 'arrived' = 'not asked';
let againIfItFails = false;
const attempt = moduleValue(0);
const newLazyToaster = () =>
  lazy(async () => {
    chunk = 'on its way';
    try {
      const { HubToaster } = await toasterCode();
      chunk = 'arrived';
      return { default: HubToaster };
    } catch (error) {
      chunk = 'failed';
      if (againIfItFails) tryAgainIfFailed();
      throw error;
    }
  });
let LazyToaster = newLazyToaster();
function tryAgainIfFailed(): void {
  againIfItFails = chunk === 'on its way';
  if (chunk !== 'failed') return;
  chunk = 'not asked';
  LazyToaster = newLazyToaster();
  attempt.set(attempt.get() + 1);
}
const askForToaster = (): void => {
  asked.set(true);
  tryAgainIfFailed();
};

/** Draws nothing instead of a toaster that failed to load. */
class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export function Toasts() {
  const { authReady } = useHub();
  const toastAsked = useSyncExternalStore(asked.subscribe, asked.get, () => false);
  const tries = useSyncExternalStore(attempt.subscribe, attempt.get, () => 0);
  useEffect(() => {
    window.addEventListener('online', tryAgainIfFailed);
    return () => window.removeEventListener('online', tryAgainIfFailed);
  }, []);
  if (!authReady && !toastAsked) return null;
  return (
    <ToasterBoundary key={tries}>
      <Suspense fallback={null}>
        <LazyToaster onMounted={markReady} />
      </Suspense>
    </ToasterBoundary>
  );
}
