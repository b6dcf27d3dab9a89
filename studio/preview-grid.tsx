/**
 * Every screen of the product for the chosen white-label and brand, at desktop and phone width
 * (and, when asked, in the dark scheme beside the light one),
 * each a frame of /__preview (studio/preview.tsx) fed the studio's documents as they are
 * edited. Frames load a few at a time so the dev server and the machine keep up, and only once
 * they come near the screen: each is a whole app, and loading all 110 (220 with dark) in the
 * background kept the machine busy for minutes while the ones in view waited (issue 31).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ConfigDocuments } from '../src/config/types';
import { previewUrl, type PreviewScheme } from './gallery-entries';
import { loadingNear, nextStarted } from './preview-queue';

export interface PreviewScene {
  id: string;
  label: string;
  group: string;
}

const SIZES = [
  { name: 'desktop', width: 1024, height: 720 },
  { name: 'phone', width: 390, height: 720 },
] as const;
/** How large the previews are drawn (issue 31: at 0.375 alone their text was hard to read). */
export const PREVIEW_ZOOMS = [
  { label: 'Small', scale: 0.375 },
  { label: 'Medium', scale: 0.5 },
  { label: 'Large', scale: 0.75 },
] as const;
/** Frames loading at once. */
const AT_ONCE = 4;
/** A frame that never says it is drawn does not hold the queue up longer than this. */
const FRAME_PATIENCE_MS = 15000;
/** How far outside the screen a frame starts loading, so scrolling on finds it drawn. */
const NEAR_MARGIN = '400px 0px';

export interface PreviewFeed {
  documents: ConfigDocuments;
  assets: Readonly<Record<string, string>>;
}

export function PreviewGrid({
  scenes,
  whiteLabel,
  brand,
  feed,
  highlight,
  onKeys,
  schemes = ['light'],
  locale = 'en',
  scale = PREVIEW_ZOOMS[0].scale,
}: {
  /** How large each preview is drawn (one of PREVIEW_ZOOMS). */
  scale?: number;
  /** The language the previews draw in (issue 27). */
  locale?: string;
  /** The colour schemes each size is drawn in, side by side. */
  schemes?: readonly PreviewScheme[];
  scenes: readonly PreviewScene[];
  whiteLabel: string;
  brand: string;
  feed: PreviewFeed;
  /** A scene to bring into view and mark. */
  highlight: { id: string; at: number } | null;
  onKeys: (scene: string, keys: readonly string[]) => void;
}) {
  const views = useMemo(() => SIZES.flatMap((size) => schemes.map((scheme) => ({ size, scheme }))), [schemes]);
  const keyOf = (scene: string, size: string, scheme: string) => `${scene}@${size}${scheme === 'dark' ? '@dark' : ''}`;
  const frames = useMemo(
    () => scenes.flatMap((scene) => views.map(({ size, scheme }) => ({ scene, size, scheme, key: keyOf(scene.id, size.name, scheme) }))),
    [scenes, views],
  );
  const windows = useRef(new Map<string, Window>());
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const feedRef = useRef(feed);
  feedRef.current = feed;
  const onKeysRef = useRef(onKeys);
  onKeysRef.current = onKeys;
  // What the person has chosen for every frame; a change of it draws each frame again (its address comes from previewUrl).
  const choice = JSON.stringify([whiteLabel, brand, locale]);
  /** The address a frame draws: its scene, size and scheme with the white-label, brand and language chosen now. */
  const addressOf = (key: string): string => {
    const frame = frames.find((f) => f.key === key);
    return previewUrl('', frame?.scene.id ?? '', whiteLabel, brand, frame?.scheme, locale);
  };
  const addressRef = useRef(addressOf);
  addressRef.current = addressOf;

  // A new white-label, brand or language: every frame draws again.
  useEffect(() => setDone(new Set()), [choice]);

  // The documents, and the address to draw them at: a frame already loaded draws another brand or
  // language in place (studio/preview.tsx), instead of loading the whole app again.
  const post = (w: Window, key: string, f: PreviewFeed) =>
    w.postMessage(
      { type: 'hub-studio:documents', documents: f.documents, assets: f.assets, address: addressRef.current(key) },
      window.location.origin,
    );

  useEffect(() => {
    const frameOf = (source: MessageEventSource | null) => [...windows.current].find(([, w]) => w === source)?.[0];
    const listen = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const key = frameOf(e.source);
      const data = e.data as { type?: string; scene?: string; keys?: string[] };
      if (!key) return;
      if (data.type === 'hub-studio:ready') post(e.source as Window, key, feedRef.current);
      if (data.type === 'hub-studio:keys' && data.scene && Array.isArray(data.keys)) onKeysRef.current(data.scene, data.keys);
      // A frame that has drawn, or has said why it cannot, frees its place in the queue.
      if (data.type === 'hub-studio:keys' || data.type === 'hub-studio:error') setDone((d) => (d.has(key) ? d : new Set(d).add(key)));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  // Edits and a new address reach every frame already loaded; frames loading later ask on ready.
  useEffect(() => {
    const t = setTimeout(() => windows.current.forEach((w, key) => post(w, key, feed)), 120);
    return () => clearTimeout(t);
  }, [feed, choice]);

  // Frames near the screen, and on it, now, as the person scrolls.
  const [near, nearObserver] = useIntersecting(NEAR_MARGIN);
  const [inView, viewObserver] = useIntersecting('0px');

  // The queue (studio/preview-queue.ts): frames in view, then those near, get their address, AT_ONCE
  // loading at a time.
  const started = useRef<ReadonlySet<string>>(new Set());
  // A new white-label, brand or language starts the queue again from the frames near the screen:
  // those keep their frame and draw the new address in place; a frame started earlier and now far
  // off lets go of it, so that its drawing does not hold up the ones in view. (Loading every started
  // frame again made the ones in view wait about 15 s after a language change.)
  const startedFor = useRef(choice);
  if (startedFor.current !== choice) {
    startedFor.current = choice;
    started.current = new Set([...started.current].filter((key) => near.has(key)));
  }
  started.current = nextStarted(
    frames.map((f) => f.key),
    { started: started.current, near, inView, done },
    AT_ONCE,
  );
  // A frame keeps the address it was started at (changing it would load the whole app again); later
  // addresses reach it in the documents message.
  const startedAt = useRef(new Map<string, string>());
  for (const key of startedAt.current.keys()) if (!started.current.has(key)) startedAt.current.delete(key);
  for (const key of started.current) if (!startedAt.current.has(key)) startedAt.current.set(key, addressOf(key));
  const stuck = loadingNear({ started: started.current, near, inView, done })[0];
  useEffect(() => {
    if (!stuck) return undefined;
    const t = setTimeout(() => setDone((d) => new Set(d).add(stuck)), FRAME_PATIENCE_MS);
    return () => clearTimeout(t);
  }, [stuck]);

  useEffect(() => {
    if (!highlight) return;
    document.getElementById(`scene-${highlight.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [highlight]);

  return (
    <section aria-label="Preview of every screen" className="studio-preview">
      <p className="studio-note" aria-live="polite">
        {Math.min(done.size, frames.length)} of {frames.length} previews drawn
      </p>
      {scenes.map((scene) => (
        <figure
          key={scene.id}
          id={`scene-${scene.id}`}
          className={highlight?.id === scene.id ? 'studio-scene studio-scene-marked' : 'studio-scene'}
          data-scene={scene.id}
        >
          <figcaption>
            {scene.label} <span className="studio-note">({scene.group})</span>
          </figcaption>
          <div className="studio-frames">
            {views.map(({ size, scheme }) => {
              const key = keyOf(scene.id, size.name, scheme);
              return (
                <div
                  key={key}
                  className="studio-frame"
                  data-frame={key}
                  ref={(el) => {
                    if (!el) return;
                    nearObserver.observe(el);
                    viewObserver.observe(el);
                  }}
                  style={{ width: size.width * scale, height: size.height * scale }}
                >
                  {started.current.has(key) && (
                    <iframe
                      title={`${scene.label}, ${size.name}${scheme === 'dark' ? ', dark' : ''}`}
                      data-size={size.name}
                      data-scheme={scheme}
                      src={startedAt.current.get(key)}
                      width={size.width}
                      height={size.height}
                      tabIndex={-1}
                      style={{ transform: `scale(${scale})` }}
                      ref={(el) => {
                        if (el?.contentWindow) windows.current.set(key, el.contentWindow);
                        else windows.current.delete(key);
                      }}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </figure>
      ))}
    </section>
  );
}

/** The keys (data-frame) of the observed elements within `margin` of the screen, and the observer to give them to. */
function useIntersecting(margin: string): [ReadonlySet<string>, IntersectionObserver] {
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
