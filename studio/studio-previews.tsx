/** The studio's preview column: its controls, and the grid of every screen for the brand chosen. */
import { useState } from 'react';
import type { WhiteLabelDoc } from '../src/config/types';
import { PREVIEW_ZOOMS, PreviewGrid, type PreviewFeed, type PreviewScene } from './preview-grid';
import { PREVIEW_SCHEMES, type PreviewScheme } from './gallery-entries';
import { PreviewControls } from './preview-controls';

const LIGHT_ONLY: readonly PreviewScheme[] = ['light'];

export function StudioPreviews({
  wlDoc,
  brand,
  offered,
  locale,
  onLocale,
  scenes,
  feed,
  highlight,
  onKeys,
}: {
  wlDoc: WhiteLabelDoc;
  /** The brand code drawn. */
  brand: string;
  offered: readonly string[];
  locale: string;
  onLocale: (locale: string) => void;
  scenes: readonly PreviewScene[];
  feed: PreviewFeed;
  highlight: { id: string; at: number } | null;
  onKeys: (scene: string, keys: readonly string[]) => void;
}) {
  const [darkBeside, setDarkBeside] = useState(false);
  const [zoom, setZoom] = useState<number>(PREVIEW_ZOOMS[0].scale);
  const darkScheme = Boolean(wlDoc.darkScheme);
  return (
    <div className="studio-previews">
      <PreviewControls
        offered={offered}
        locale={locale}
        onLocale={onLocale}
        darkScheme={darkScheme}
        darkBeside={darkBeside}
        onDarkBeside={setDarkBeside}
        zoom={zoom}
        onZoom={setZoom}
      />
      <PreviewGrid
        schemes={darkBeside && darkScheme ? PREVIEW_SCHEMES : LIGHT_ONLY}
        locale={locale}
        scale={zoom}
        scenes={scenes}
        whiteLabel={wlDoc.id}
        brand={brand}
        feed={feed}
        highlight={highlight}
        onKeys={onKeys}
      />
    </div>
  );
}
