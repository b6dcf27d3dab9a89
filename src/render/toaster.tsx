/**
 * The toaster itself (src/render/toasts.tsx says when it loads): sonner with the spec 9 settings,
 * and its place on a phone. Loaded with sonner, so none of it is in the JavaScript /sign-in needs
 * before it works. On a phone the top centre is below the page's masthead (the auth card's logo,
 * the dashboard's header: `data-toast-below`), measured when a toast is raised and as the page
 * scrolls, so a toast never hides the logo.
 */
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { toast, Toaster } from 'sonner';
import type { ToastTone } from '../flow/flow-machine';
import { valueStore } from './value-store';

export const MOBILE_QUERY = '(max-width: 639px)';

/** sonner's call for a tone: its success or error toast (icon, data-type), or the plain one for a notice. */
export function toastOfTone(toastFn: typeof toast, tone?: ToastTone) {
  return tone === 'success' ? toastFn.success : tone === 'error' ? toastFn.error : toastFn;
}

/** Raises a toast where the masthead now ends (see ToastGate in toasts.tsx). */
export function raise(message: string, options: { id?: string; tone?: ToastTone }): void {
  placeBelowMasthead();
  toastOfTone(toast, options.tone)(message, options.id ? { id: options.id } : undefined);
}

/** sonner's own distance from the top edge on a phone. */
const EDGE_PX = 16;
/** Where top-centre toasts start: below the masthead while it is on screen, else at sonner's edge. */
const topPx = valueStore(EDGE_PX);
function placeBelowMasthead(): void {
  const bottom = document.querySelector('[data-toast-below]')?.getBoundingClientRect().bottom ?? 0;
  topPx.set(bottom > 0 ? Math.round(bottom) + 8 : EDGE_PX);
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

/** sonner with the spec's settings; onMounted tells toasts.tsx that toasts can be raised. */
export function HubToaster({ onMounted }: { onMounted: () => void }) {
  const mobile = useIsMobile();
  const top = useSyncExternalStore(topPx.subscribe, topPx.get);
  useEffect(() => onMounted(), [onMounted]);
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
  return (
    <Toaster
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
