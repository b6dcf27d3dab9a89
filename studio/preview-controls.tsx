/** Above the previews: their language, the dark scheme beside the light one, and their size. */
import { PREVIEW_ZOOMS } from './preview-grid';

export function PreviewControls({
  offered,
  locale,
  onLocale,
  darkScheme,
  darkBeside,
  onDarkBeside,
  zoom,
  onZoom,
}: {
  /** The white-label's languages; one alone offers no choice. */
  offered: readonly string[];
  locale: string;
  onLocale: (locale: string) => void;
  /** Whether the white-label has a dark scheme to draw beside. */
  darkScheme: boolean;
  darkBeside: boolean;
  onDarkBeside: (on: boolean) => void;
  zoom: number;
  onZoom: (scale: number) => void;
}) {
  return (
    <div className="studio-preview-controls">
      {offered.length > 1 && (
        <label className="studio-note">
          Previews in{' '}
          <select aria-label="Language of the previews" value={locale} onChange={(e) => onLocale(e.target.value)}>
            {offered.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
      )}
      {darkScheme && (
        <label className="studio-note">
          <input type="checkbox" checked={darkBeside} onChange={(e) => onDarkBeside(e.target.checked)} /> Dark scheme beside light
        </label>
      )}
      <label className="studio-note">
        Preview size{' '}
        <select value={zoom} onChange={(e) => onZoom(Number(e.target.value))}>
          {PREVIEW_ZOOMS.map((z) => (
            <option key={z.label} value={z.scale}>
              {z.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
