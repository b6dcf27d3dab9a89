/**
 * The studio's own rjsf widgets: a colour (picker plus #RRGGBB text, or the base colour when
 * left out) and a brand image (a file of the brand folder, or an upload).
 */
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';

/** What the asset widget needs from the page: the folder's files and where uploads go. */
export interface StudioFormContext {
  files: readonly string[];
  upload: (name: string, dataUrl: string) => void;
}

export function ColourWidget({ id, value, onChange, label, options, disabled, readonly }: WidgetProps) {
  const base = typeof options.base === 'string' ? options.base : '#000000';
  const own = typeof value === 'string' ? value : '';
  const shown = /^#[0-9a-fA-F]{6}$/.test(own) ? own : base;
  return (
    <span className="studio-colour">
      <input
        type="color"
        aria-label={`${label} colour picker`}
        value={shown.toLowerCase()}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value)}
      />
      <input
        id={id}
        type="text"
        spellCheck={false}
        value={own}
        placeholder={`${base} (from base.json)`}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
      {own !== '' && (
        <button type="button" onClick={() => onChange(undefined)} disabled={disabled || readonly}>
          Use base colour
        </button>
      )}
    </span>
  );
}

/** 'My Logo.PNG' -> 'my-logo.png'; null when the type is not one brands accept. */
export function assetName(fileName: string): string | null {
  const m = /^(.*)\.(svg|png|ico)$/i.exec(fileName.trim());
  if (!m?.[1] || !m[2]) return null;
  const stem = m[1]
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem ? `${stem}.${m[2].toLowerCase()}` : null;
}

export function AssetWidget({ id, value, onChange, registry, label, disabled, readonly }: WidgetProps) {
  const ctx = registry.formContext as StudioFormContext;
  const current = typeof value === 'string' ? value : '';
  const files = ctx.files.includes(current) || current === '' ? ctx.files : [...ctx.files, current];
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const name = assetName(file.name);
    if (!name) {
      window.alert(`${file.name}: a brand image is an .svg, .png or .ico file`);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') ctx.upload(name, reader.result);
      onChange(name);
    };
    reader.readAsDataURL(file);
  };
  return (
    <span className="studio-asset">
      <select id={id} value={current} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">(none)</option>
        {files.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <label className="studio-upload">
        Upload…
        <input
          type="file"
          accept=".svg,.png,.ico,image/svg+xml,image/png,image/x-icon"
          aria-label={`Upload ${label}`}
          onChange={pick}
          disabled={disabled || readonly}
        />
      </label>
    </span>
  );
}

const DefaultSelect = getDefaultRegistry().widgets.SelectWidget as NonNullable<
  ReturnType<typeof getDefaultRegistry>['widgets']['SelectWidget']
>;

/**
 * rjsf's select, named for assistive technology even where rjsf draws it without a <label> (the
 * "which kind" picker of a oneOf, e.g. a white-label's brand entry: null or an entry).
 */
export function LabelledSelect(props: WidgetProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const select = ref.current?.querySelector('select');
    if (select && select.labels?.length === 0) select.setAttribute('aria-label', `${props.label || props.id}: kind`);
  });
  return (
    <span ref={ref} className="studio-select">
      <DefaultSelect {...props} />
    </span>
  );
}
