/**
 * Spec 9 toasts: sonner, 4000 ms, 3 visible, gap 14 px, width 356 px, hotkey Alt+T;
 * bottom-right, or top centre below 640 px where the layout is mobile; removal delay 200 ms and
 * swipe-dismiss at 20 px are sonner 1.7's built-ins (sonner 2 hard-codes 45 px, so the version is
 * pinned exactly). The toaster (sonner, 9 KiB, and its settings and place: toaster.tsx) loads once
 * the identity code has answered, so it never competes with what LOG IN needs; a toast raised
 * before that mounts it at once, and showToast waits until it is mounted. Mounted before the first
 * toast, its live region is there to announce it.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useHub } from './hub-context';
import type { ToastTone } from '../flow/flow-machine';
import { importAgain } from '../services/import-again';
import { moduleValue } from './module-value';

let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

const toasterCode = importAgain(() => import('./toaster'));

/**
 * Shows a toast once the toaster is on the page. With an id, a toast of that id still showing is
 * replaced instead of stacked (two parts of the hub noticing the same ended session). A tone
 * marks a success or a failure with sonner's icon and the brand's colour for it (issue 31); a
 * notice without one is neither.
 */
export async function showToast(message: string, options: { id?: string; tone?: ToastTone } = {}): Promise<void> {
  askForToaster();
  const [{ raise }] = await Promise.all([toasterCode(), toasterReady]);
  raise(message, options);
}

/** Whether a toast was raised (before the toaster would have loaded on its own). */
const asked = moduleValue(false);
const askForToaster = (): void => asked.set(true);

const LazyToaster = lazy(async () => ({ default: (await toasterCode()).HubToaster }));

export function Toasts() {
  const { authReady } = useHub();
  const toastAsked = useSyncExternalStore(asked.subscribe, asked.get, () => false);
  if (!authReady && !toastAsked) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster onMounted={markReady} />
    </Suspense>
  );
}
