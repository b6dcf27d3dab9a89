/**
 * The documents the previews draw: the app's own, with the studio's files (as loaded, then as
 * edited) laid over them. Pure.
 */
import { placementsOf } from '../validate/document-kinds';
import type { BrandBaseDoc, BrandDoc, ConfigDocuments, EnvironmentsDoc, LocaleDoc, MessagesDoc, WhiteLabelDoc } from '../src/config/types';

/** The documents a preview draws: with the translations the studio holds (as loaded, then as edited). */
export type PreviewDocuments = ConfigDocuments & { locales?: Record<string, LocaleDoc> };

type Slot = { kind: 'brand' | 'whiteLabel' | 'locale'; key: string } | { kind: 'single'; key: 'brandBase' | 'environments' | 'messages' };

/** Where a studio file goes in ConfigDocuments (placementsOf decides its kind); null for files the previews do not read. */
export function documentSlot(path: string): Slot | null {
  const placement = placementsOf(path)[0];
  switch (placement?.kind.kind) {
    case 'brand':
    case 'whiteLabel':
    case 'locale':
      return { kind: placement.kind.kind, key: placement.key };
    case 'brandBase':
    case 'environments':
    case 'messages':
      return { kind: 'single', key: placement.kind.kind };
    default:
      return null;
  }
}

export function documentsWith(base: PreviewDocuments, files: Readonly<Record<string, unknown>>): PreviewDocuments {
  const out = { ...base, brands: { ...base.brands }, whiteLabels: { ...base.whiteLabels }, locales: { ...base.locales } };
  for (const [path, doc] of Object.entries(files)) {
    const slot = documentSlot(path);
    if (!slot || doc === undefined) continue;
    if (slot.kind === 'brand') out.brands[slot.key] = doc as BrandDoc;
    else if (slot.kind === 'whiteLabel') out.whiteLabels[slot.key] = doc as WhiteLabelDoc;
    else if (slot.kind === 'locale') out.locales[slot.key] = doc as LocaleDoc;
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
