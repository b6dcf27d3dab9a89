/**
 * Spec 9 toasts: sonner, 4000 ms, 3 visible, gap 14 px, width 356 px, hotkey Alt+T;
 * bottom-right, or top centre below 640 px where the layout is mobile; removal delay 200 ms and
 * swipe-dismiss at 20 px are sonner 1.7's built-ins (sonner 2 hard-codes 45 px, so the version is
 * pinned exactly). sonner (9 KiB) loads once the identity code has answered, so it never competes
 * with what LOG IN needs; a toast raised before that mounts it at once, and showToast waits
 * until it is mounted. Mounted before the first toast, its live region is there to announce it.
 * On a phone the top centre is below the page's masthead (the auth card's logo, the dashboard's
 * header: `data-toast-below`), measured when a toast is raised and as the page scrolls, so a toast
 * never hides the logo.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useHub } from './hub-context';
import type { ToastTone } from '../flow/flow-machine';

export const MOBILE_QUERY = '(max-width: 639px)';

let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Shows a toast once the toaster is on the page. With an id, a toast of that id still showing is
 * replaced instead of stacked (two parts of the hub noticing the same ended session). A tone
 * marks a success or a failure with sonner's icon and the brand's colour for it (issue 31); a
 * notice without one is neither.
 */
export async function showToast(message: string, options: { id?: string; tone?: ToastTone } = {}): Promise<void> {
  placeBelowMasthead();
  askForToaster();
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady]);
  toastOfTone(toast, options.tone)(message, options.id ? { id: options.id } : undefined);
}

/** sonner's call for a tone: its success or error toast (icon, data-type), or the plain one for a notice. */
export function toastOfTone(toast: (typeof import('sonner'))['toast'], tone?: ToastTone) {
  return tone === 'success' ? toast.success : tone === 'error' ? toast.error : toast;
}

/**
 * A value of this module that React components read with useSyncExternalStore: what it is now, a
 * setter that tells them when it changes, and their subscription.
 */
function moduleValue<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: T): void => {
      if (next === value) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** sonner's own distance from the top edge on a phone. */
const EDGE_PX = 16;
/** Where top-centre toasts start: below the masthead while it is on screen, else at sonner's edge. */
const topPx = moduleValue(EDGE_PX);
function placeBelowMasthead(): void {
  const bottom = document.querySelector('[data-toast-below]')?.getBoundingClientRect().bottom ?? 0;
  topPx.set(bottom > 0 ? Math.round(bottom) + 8 : EDGE_PX);
}

/** Whether a toast was raised (before the toaster would have loaded on its own). */
const asked = moduleValue(false);
const askForToaster = (): void => asked.set(true);

const LazyToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function ReadyToaster(props: Parameters<typeof Toaster>[0]) {
    useEffect(() => markReady(), []);
    return <Toaster {...props} />;
  }
  return { default: ReadyToaster };
});

function useIsMobile(): boolean {
  // No window when the page is pre-rendered at build time; the effect below reads it in the browser.
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => setMobile(window.matchMedia(MOBILE_QUERY).matches), []);
  useEffect(() => {
    const mq = window.matchMedia(MOBILE_QUERY);
    const on = () => setMobile(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return mobile;
}

export function Toasts() {
  const mobile = useIsMobile();
  const { authReady } = useHub();
  const toastAsked = useSyncExternalStore(asked.subscribe, asked.get, () => false);
  const top = useSyncExternalStore(topPx.subscribe, topPx.get, () => EDGE_PX);
  useEffect(() => {
    if (!mobile) return;
    // The masthead scrolls with the page; the toaster is fixed, so it follows (once a frame).
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(placeBelowMasthead);
    };
    window.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow);
    };
  }, [mobile]);
  if (!authReady && !toastAsked) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster
        position={mobile ? 'top-center' : 'bottom-right'}
        // sonner's own phone layout starts at 600 px, the spec's at 640: both get the top.
        offset={mobile ? { top } : undefined}
        mobileOffset={{ top }}
        duration={4000}
        visibleToasts={3}
        gap={14}
        hotkey={['altKey', 'KeyT']}
        style={{ '--width': '356px' } as CSSProperties}
      />
    </Suspense>
  );
}
