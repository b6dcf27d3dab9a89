/**
 * Spec 9 toasts: sonner, 4000 ms, 3 visible, gap 14 px, width 356 px, hotkey Alt+T;
 * bottom-right, or top centre below 640 px where the layout is mobile; removal delay 200 ms and
 * swipe-dismiss at 20 px are sonner 1.7's built-ins (sonner 2 hard-codes 45 px, so the version is
 * pinned exactly). The toaster (sonner, 9 KiB, and its settings and place: toaster.tsx) loads once
 * the identity code has answered and the screen can be used (its step's own call, such as an email
 * link's check, has answered: FlowView says so), so it never competes with what LOG IN or a reset
 * link's form needs (issue 57); a toast raised
 * before that mounts it at once, and the toast waits until it is mounted. Mounted before the first
 * toast, its live region is there to announce it. A toaster that failed to arrive (the connection
 * lost just then) is not the screen: nothing is drawn in its place, and it loads again when a toast
 * is raised or the connection is back; a toast raised meanwhile waits for it.
 */
import { Component, lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useHub } from './hub-context';
import type { ToastTone } from '../flow/flow-machine';
import { onDemand } from '../services/on-demand';
import { valueStore } from './value-store';

const toasterCode = onDemand(() => import('./toaster'));

export interface ShowToast {
  /**
   * Shows a toast once the toaster is on the page. A tone marks a success or a failure with
   * sonner's icon and the brand's colour for it (issue 31); a notice without one is neither.
   */
  (message: string, options?: { tone?: ToastTone }): Promise<void>;
}

/**
 * The page's toasts: whether one was asked for, whether the toaster is mounted, and its chunk's
 * tries. One per page, made by main.tsx and handed down (HubProvider), so what outlives a render
 * is owned here and not by the module: each test draws a fresh one.
 */
export class ToastGate {
  readonly show: ShowToast;
  /** Whether a toast was raised (before the toaster would have loaded on its own). */
  readonly asked = valueStore(false);
  /** The toaster chunk's tries: a new try after a failure draws a new lazy (React keeps a failed one). */
  readonly attempt = valueStore(0);
  /** Whether the page's screen can be used: no call of its own still running (FlowView reports it). */
  readonly settled = valueStore(false);
  /** Where the toaster starts on a phone, below the masthead (toaster.tsx measures it); null: sonner's own edge. */
  readonly top = valueStore<number | null>(null);
  markReady: () => void = () => undefined;
  private readonly ready = new Promise<void>((resolve) => {
    this.markReady = resolve;
  });
  private chunk: 'not asked' | 'on its way' | 'failed' | 'arrived' = 'not asked';
  /** Asked again while a try is on its way: the next starts as soon as that one fails. */
  private againIfItFails = false;
  lazyToaster = this.newLazyToaster();

  constructor() {
    this.show = async (message, options = {}) => {
      this.asked.set(true);
      this.tryAgainIfFailed();
      await this.ready;
      const { raise } = await toasterCode();
      raise(message, options, this.top);
    };
  }

  /** The screen can be used: the toaster may load (once the identity code has answered too). */
  readonly screenSettled = (): void => this.settled.set(true);

  readonly tryAgainIfFailed = (): void => {
    this.againIfItFails = this.chunk === 'on its way';
    if (this.chunk !== 'failed') return;
    this.chunk = 'not asked';
    this.lazyToaster = this.newLazyToaster();
    this.attempt.set(this.attempt.get() + 1);
  };

  private newLazyToaster() {
    return lazy(async () => {
      this.chunk = 'on its way';
      try {
        const { HubToaster } = await toasterCode();
        this.chunk = 'arrived';
        return { default: HubToaster };
      } catch (error) {
        this.chunk = 'failed';
        if (this.againIfItFails) this.tryAgainIfFailed();
        throw error;
      }
    });
  }
}

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
  const { authReady, toasts, config } = useHub();
  const toastAsked = useSyncExternalStore(toasts.asked.subscribe, toasts.asked.get, () => false);
  const tries = useSyncExternalStore(toasts.attempt.subscribe, toasts.attempt.get, () => 0);
  const settled = useSyncExternalStore(toasts.settled.subscribe, toasts.settled.get, () => false);
  useEffect(() => {
    window.addEventListener('online', toasts.tryAgainIfFailed);
    return () => window.removeEventListener('online', toasts.tryAgainIfFailed);
  }, [toasts]);
  if (!(authReady && settled) && !toastAsked) return null;
  const LazyToaster = toasts.lazyToaster;
  return (
    <ToasterBoundary key={tries}>
      <Suspense fallback={null}>
        <LazyToaster onMounted={toasts.markReady} label={config.catalogue.t('ui.toast.region')} place={toasts.top} />
      </Suspense>
    </ToasterBoundary>
  );
}
