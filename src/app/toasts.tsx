/**
 * Spec 9 toasts: sonner, 4000 ms, 3 visible, gap 14 px, width 356 px, hotkey Alt+T;
 * bottom-right, or top centre below 640 px where the layout is mobile.
 */
import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';

export const MOBILE_QUERY = '(max-width: 639px)';

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

export function Toasts() {
  const mobile = useIsMobile();
  return (
    <Toaster
      position={mobile ? 'top-center' : 'bottom-right'}
      duration={4000}
      visibleToasts={3}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      style={{ '--width': '356px' } as React.CSSProperties}
    />
  );
}
