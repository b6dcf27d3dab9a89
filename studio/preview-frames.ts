/**
 * The preview grid's frames (studio/preview-grid.tsx) as hooks: talking to the frames loaded
 * (documents out; ready, keys and errors in), the queue that gives frames their address, and
 * which frames are near the screen.
 */
import { useEffect, useMemo, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { ConfigDocuments } from '../src/config/types';
import { loadingNear, nextStarted, type QueueState } from './preview-queue';

export interface PreviewFeed {
  documents: ConfigDocuments;
  assets: Readonly<Record<string, string>>;
}

/** Frames that have drawn, or said why they cannot; each frees its place in the queue. */
export type SetDone = Dispatch<SetStateAction<ReadonlySet<string>>>;

/** Frames loading at once. */
const AT_ONCE = 4;
/** A frame that never says it is drawn does not hold the queue up longer than this. */
const FRAME_PATIENCE_MS = 15000;

/**
 * The documents, and the address to draw them at: a frame already loaded draws another brand or
 * language in place (studio/preview.tsx), instead of loading the whole app again.
 */
const post = (w: Window, f: PreviewFeed, address: string) =>
  w.postMessage({ type: 'hub-studio:documents', documents: f.documents, assets: f.assets, address }, window.location.origin);

/**
 * The windows of the frames loaded (by frame key), fed the documents: on ready, and a moment after
 * each edit or change of `choice` (the white-label, brand and language) to every frame loaded.
 */
export function useFrameFeed(
  feed: PreviewFeed,
  choice: string,
  addressOf: (key: string) => string,
  onKeys: (scene: string, keys: readonly string[]) => void,
  setDone: SetDone,
): RefObject<Map<string, Window>> {
  const windows = useRef(new Map<string, Window>());
  const feedRef = useRef(feed);
  feedRef.current = feed;
  const onKeysRef = useRef(onKeys);
  onKeysRef.current = onKeys;
  const addressRef = useRef(addressOf);
  addressRef.current = addressOf;

  useEffect(() => {
    const frameOf = (source: MessageEventSource | null) => [...windows.current].find(([, w]) => w === source)?.[0];
    const listen = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const key = frameOf(e.source);
      const data = e.data as { type?: string; scene?: string; keys?: string[] };
      if (!key) return;
      if (data.type === 'hub-studio:ready') post(e.source as Window, feedRef.current, addressRef.current(key));
      if (data.type === 'hub-studio:keys' && data.scene && Array.isArray(data.keys)) onKeysRef.current(data.scene, data.keys);
      // A frame that has drawn, or has said why it cannot, frees its place in the queue.
      if (data.type === 'hub-studio:keys' || data.type === 'hub-studio:error') setDone((d) => (d.has(key) ? d : new Set(d).add(key)));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [setDone]);

  // Edits and a new address reach every frame already loaded; frames loading later ask on ready.
  useEffect(() => {
    const t = setTimeout(() => windows.current.forEach((w, key) => post(w, feed, addressRef.current(key))), 120);
    return () => clearTimeout(t);
  }, [feed, choice]);
  return windows;
}

/**
 * The queue (studio/preview-queue.ts): frames in view, then those near, get their address, AT_ONCE
 * loading at a time. Returns the frames started and the address each was started at.
 */
export function useFrameQueue(
  order: readonly string[],
  choice: string,
  seen: Omit<QueueState, 'started'>,
  addressOf: (key: string) => string,
  setDone: SetDone,
): { started: ReadonlySet<string>; startedAt: ReadonlyMap<string, string> } {
  const started = useRef<ReadonlySet<string>>(new Set());
  // A new white-label, brand or language starts the queue again from the frames near the screen:
  // those keep their frame and draw the new address in place; a frame started earlier and now far
  // off lets go of it, so that its drawing does not hold up the ones in view. (Loading every started
  // frame again made the ones in view wait about 15 s after a language change.)
  const startedFor = useRef(choice);
  if (startedFor.current !== choice) {
    startedFor.current = choice;
    started.current = new Set([...started.current].filter((key) => seen.near.has(key)));
  }
  started.current = nextStarted(order, { ...seen, started: started.current }, AT_ONCE);
  // A frame keeps the address it was started at (changing it would load the whole app again); later
  // addresses reach it in the documents message.
  const startedAt = useRef(new Map<string, string>());
  for (const key of startedAt.current.keys()) if (!started.current.has(key)) startedAt.current.delete(key);
  for (const key of started.current) if (!startedAt.current.has(key)) startedAt.current.set(key, addressOf(key));
  const stuck = loadingNear({ ...seen, started: started.current })[0];
  useEffect(() => {
    if (!stuck) return undefined;
    const t = setTimeout(() => setDone((d) => new Set(d).add(stuck)), FRAME_PATIENCE_MS);
    return () => clearTimeout(t);
  }, [stuck, setDone]);
  return { started: started.current, startedAt: startedAt.current };
}

/** The keys (data-frame) of the observed elements within `margin` of the screen, and the observer to give them to. */
export function useIntersecting(margin: string): [ReadonlySet<string>, IntersectionObserver] {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const observer = useMemo(
    () =>
      new IntersectionObserver(
        (entries) =>
          setKeys((n) => {
            const next = new Set(n);
            for (const e of entries) {
              const key = (e.target as HTMLElement).dataset.frame ?? '';
              if (e.isIntersecting) next.add(key);
              else next.delete(key);
            }
            return next.size === n.size && [...next].every((k) => n.has(k)) ? n : next;
          }),
        { rootMargin: margin },
      ),
    [margin],
  );
  useEffect(() => () => observer.disconnect(), [observer]);
  return [keys, observer];
}
