/**
 * The toaster itself (src/render/toasts.tsx says when it loads): sonner with the spec 9 settings,
 * and its place on a phone. Loaded with sonner, so none of it is in the JavaScript /sign-in needs
 * before it works. On a phone the top centre is below the page's masthead (the auth card's logo,
 * the dashboard's header: `data-toast-below`), measured when a toast is raised and as the page
 * scrolls, so a toast never hides the logo, the heading or the account's tabs (issue 56 item 9).
 * Each toast is its own live region: a failure an alert (said at once), anything else a status
 * (said when the reader is free); sonner's polite region around them is quiet, so none is said twice.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { toast, Toaster } from 'sonner';
import type { ToastTone } from '../flow/flow-machine';
import type { ValueStore } from './value-store';

export const MOBILE_QUERY = '(max-width: 639px)';

/** sonner's call for a tone: its success or error toast (icon, data-type), or the plain one for a notice. */
function toastOfTone(toastFn: typeof toast, tone?: ToastTone) {
  return tone === 'success' ? toastFn.success : tone === 'error' ? toastFn.error : toastFn;
}

/** Where top-centre toasts start on a phone: below the masthead, or null for sonner's own edge. The page's (ToastGate.top in toasts.tsx). */
export type ToasterTop = ValueStore<number | null>;

/**
 * Raises a toast where the masthead now ends (see ToastGate in toasts.tsx). `duration` is for the
 * studio's previews only (studio/preview-drive.ts keeps its toast up until it is pictured): the
 * hub's toasts keep the spec's 4000 ms.
 */
export function raise(message: string, options: { tone?: ToastTone; duration?: number }, top: ToasterTop): void {
  placeBelowMasthead(top);
  // A function, not an element: sonner draws an element as the whole toast (no icon, no tone).
  const said = () => <span role={options.tone === 'error' ? 'alert' : 'status'}>{message}</span>;
  toastOfTone(toast, options.tone)(said, options.duration === undefined ? undefined : { duration: options.duration });
}

/** sonner's own distance from the top edge on a phone. */
const EDGE_PX = 16;
/** Where top-centre toasts start: below the masthead while it is on screen, else at sonner's edge. */
function placeBelowMasthead(top: ToasterTop): void {
  // Below the lowest of what must stay seen (the logo or header, the heading, the tabs).
  const bottoms = [...document.querySelectorAll('[data-toast-below]')].map((el) => el.getBoundingClientRect().bottom);
  const bottom = Math.max(0, ...bottoms);
  top.set(bottom > 0 ? Math.round(bottom) + 8 : null);
}

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const mq = window.matchMedia(MOBILE_QUERY);
    const on = () => setMobile(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return mobile;
}

/** sonner with the spec's settings; onMounted tells toasts.tsx that toasts can be raised; place is the page's ToasterTop. */
export function HubToaster({ onMounted, label, place }: { onMounted: () => void; label: string; place: ToasterTop }) {
  const mobile = useIsMobile();
  const region = useRef<HTMLElement>(null);
  // sonner's region is polite for every toast; each toast says itself (raise), so the region is quiet.
  useEffect(() => region.current?.setAttribute('aria-live', 'off'), []);
  const top = useSyncExternalStore(place.subscribe, place.get) ?? EDGE_PX;
  useEffect(() => onMounted(), [onMounted]);
  useEffect(() => {
    if (!mobile) return;
    // The masthead scrolls with the page; the toaster is fixed, so it follows (once a frame).
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => placeBelowMasthead(place));
    };
    window.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow);
    };
  }, [mobile, place]);
  return (
    <Toaster
      ref={region}
      containerAriaLabel={label}
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
  );
}
