/**
 * The documents the previews draw: the app's own, with the studio's files (as loaded, then as
 * edited) laid over them. Pure.
 */
import type { BrandBaseDoc, BrandDoc, ConfigDocuments, EnvironmentsDoc, MessagesDoc, WhiteLabelDoc } from '../config/types';

/** Where a studio file goes in ConfigDocuments; null for files the previews do not read. */
export function documentSlot(
  path: string,
): { kind: 'brand' | 'whiteLabel'; key: string } | { kind: 'single'; key: 'brandBase' | 'environments' | 'messages' } | null {
  const brand = /^brands\/([a-z0-9-]+)\/brand\.json$/.exec(path);
  if (brand?.[1]) return brand[1] === 'white-labels' ? null : { kind: 'brand', key: brand[1] };
  const wl = /^brands\/white-labels\/([a-z0-9-]+)\.json$/.exec(path);
  if (wl?.[1]) return { kind: 'whiteLabel', key: wl[1] };
  if (path === 'brands/base.json') return { kind: 'single', key: 'brandBase' };
  if (path === 'brands/environments.json') return { kind: 'single', key: 'environments' };
  if (path === 'flows/messages.json') return { kind: 'single', key: 'messages' };
  return null;
}

export function documentsWith(base: ConfigDocuments, files: Readonly<Record<string, unknown>>): ConfigDocuments {
  const out: ConfigDocuments = { ...base, brands: { ...base.brands }, whiteLabels: { ...base.whiteLabels } };
  for (const [path, doc] of Object.entries(files)) {
    const slot = documentSlot(path);
    if (!slot || doc === undefined) continue;
    if (slot.kind === 'brand') out.brands[slot.key] = doc as BrandDoc;
    else if (slot.kind === 'whiteLabel') out.whiteLabels[slot.key] = doc as WhiteLabelDoc;
    else if (slot.key === 'brandBase') out.brandBase = doc as BrandBaseDoc;
    else if (slot.key === 'environments') out.environments = doc as EnvironmentsDoc;
    else out.messages = doc as MessagesDoc;
  }
  return out;
}

/** The brand folder of a brand code in the files, if any. */
export function folderOfCode(files: Readonly<Record<string, unknown>>, code: string): string | null {
  for (const [path, doc] of Object.entries(files)) {
    const slot = documentSlot(path);
    if (slot?.kind === 'brand' && (doc as { brand?: unknown } | null)?.brand === code) return slot.key;
  }
  return null;
}
