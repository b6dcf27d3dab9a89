/**
 * Every screen of the product for the chosen white-label and brand, at desktop and phone width
 * (and, when asked, in the dark scheme beside the light one),
 * each a frame of /__preview (studio/preview.tsx) fed the studio's documents as they are
 * edited. Frames load a few at a time so the dev server and the machine keep up, and only once
 * they come near the screen: each is a whole app, and loading all 110 (220 with dark) in the
 * background kept the machine busy for minutes while the ones in view waited (issue 31).
 */
import { useEffect, useMemo, useState } from 'react';
import { previewUrl, type PreviewScheme } from './gallery-entries';
import { useFrameFeed, useFrameQueue, useIntersecting, type PreviewFeed } from './preview-frames';

export type { PreviewFeed } from './preview-frames';

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
/** How far outside the screen a frame starts loading, so scrolling on finds it drawn. */
const NEAR_MARGIN = '400px 0px';

type Size = (typeof SIZES)[number];
interface View {
  size: Size;
  scheme: PreviewScheme;
}
type Highlight = { id: string; at: number } | null;

const frameKey = (scene: string, size: string, scheme: string) => `${scene}@${size}${scheme === 'dark' ? '@dark' : ''}`;

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
  highlight: Highlight;
  onKeys: (scene: string, keys: readonly string[]) => void;
}) {
  const views = useMemo<View[]>(() => SIZES.flatMap((size) => schemes.map((scheme) => ({ size, scheme }))), [schemes]);
  const frames = useMemo(
    () => scenes.flatMap((scene) => views.map(({ size, scheme }) => ({ scene, scheme, key: frameKey(scene.id, size.name, scheme) }))),
    [scenes, views],
  );
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  // What the person has chosen for every frame; a change of it draws each frame again (its address comes from previewUrl).
  const choice = JSON.stringify([whiteLabel, brand, locale]);
  /** The address a frame draws: its scene, size and scheme with the white-label, brand and language chosen now. */
  const addressOf = (key: string): string => {
    const frame = frames.find((f) => f.key === key);
    return previewUrl('', frame?.scene.id ?? '', whiteLabel, brand, frame?.scheme, locale);
  };

  // A new white-label, brand or language: every frame draws again.
  useEffect(() => setDone(new Set()), [choice]);
  const windows = useFrameFeed(feed, choice, addressOf, onKeys, setDone);
  // Frames near the screen, and on it, now, as the person scrolls.
  const [near, nearObserver] = useIntersecting(NEAR_MARGIN);
  const [inView, viewObserver] = useIntersecting('0px');
  const queue = useFrameQueue(
    frames.map((f) => f.key),
    choice,
    { near, inView, done },
    addressOf,
    setDone,
  );
  useEffect(() => {
    if (!highlight) return;
    document.getElementById(`scene-${highlight.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [highlight]);

  const slot: FrameSlot = {
    observe: (el) => {
      nearObserver.observe(el);
      viewObserver.observe(el);
    },
    srcOf: (key) => (queue.started.has(key) ? queue.startedAt.get(key) : undefined),
    onWindow: (key, w) => {
      if (w) windows.current.set(key, w);
      else windows.current.delete(key);
    },
    scale,
  };
  return (
    <section aria-label="Preview of every screen" className="studio-preview">
      <p className="studio-note" aria-live="polite">
        {Math.min(done.size, frames.length)} of {frames.length} previews drawn
      </p>
      {scenes.map((scene) => (
        <SceneFigure key={scene.id} scene={scene} views={views} marked={highlight?.id === scene.id} slot={slot} />
      ))}
    </section>
  );
}

/** What each frame's place needs from the grid. */
interface FrameSlot {
  /** Watched for nearness to the screen. */
  observe: (el: HTMLElement) => void;
  /** The address a frame loads, once the queue has started it. */
  srcOf: (key: string) => string | undefined;
  onWindow: (key: string, w: Window | null) => void;
  scale: number;
}

/** One scene: its caption and a frame per size and scheme. */
function SceneFigure({ scene, views, marked, slot }: { scene: PreviewScene; views: readonly View[]; marked: boolean; slot: FrameSlot }) {
  return (
    <figure id={`scene-${scene.id}`} className={marked ? 'studio-scene studio-scene-marked' : 'studio-scene'} data-scene={scene.id}>
      <figcaption>
        {scene.label} <span className="studio-note">({scene.group})</span>
      </figcaption>
      <div className="studio-frames">
        {views.map(({ size, scheme }) => {
          const key = frameKey(scene.id, size.name, scheme);
          const src = slot.srcOf(key);
          return (
            <div
              key={key}
              className="studio-frame"
              data-frame={key}
              ref={(el) => {
                if (el) slot.observe(el);
              }}
              style={{ width: size.width * slot.scale, height: size.height * slot.scale }}
            >
              {src !== undefined && (
                <iframe
                  title={`${scene.label}, ${size.name}${scheme === 'dark' ? ', dark' : ''}`}
                  data-size={size.name}
                  data-scheme={scheme}
                  src={src}
                  width={size.width}
                  height={size.height}
                  tabIndex={-1}
                  style={{ transform: `scale(${slot.scale})` }}
                  ref={(el) => slot.onWindow(key, el?.contentWindow ?? null)}
                />
              )}
            </div>
          );
        })}
      </div>
    </figure>
  );
}
