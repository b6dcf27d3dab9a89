/**
 * Which white-label and brand the studio edits: a white-label first, then one of its brands that
 * has a folder; a choice the files no longer hold falls back to the first.
 */
import { useEffect, useMemo, useState } from 'react';
import type { BrandDoc, WhiteLabelDoc } from '../src/config/types';
import { whiteLabelBrands } from '../src/brand/resolve-brand';
import { folderOfCode } from './draft-documents';

/** A brand of the white-label, and its folder under brands/ (null: none yet). */
export interface FamilyMember {
  code: string;
  folder: string | null;
}

export const brandFile = (folder: string) => `brands/${folder}/brand.json`;
export const whiteLabelFile = (id: string) => `brands/white-labels/${id}.json`;

export function useBrandChoice(files: Readonly<Record<string, unknown>>) {
  const [wl, setWl] = useState('');
  const [folder, setFolder] = useState('');
  const whiteLabels = useMemo(
    () =>
      Object.entries(files)
        .filter(([p]) => p.startsWith('brands/white-labels/'))
        .map(([, d]) => d as WhiteLabelDoc),
    [files],
  );
  const wlDoc: WhiteLabelDoc | undefined = whiteLabels.find((w) => w.id === wl) ?? whiteLabels[0];
  const family = useMemo<FamilyMember[]>(
    () => (wlDoc ? whiteLabelBrands(wlDoc).map((e) => ({ code: e.brand, folder: folderOfCode(files, e.brand) })) : []),
    [wlDoc, files],
  );
  const brandDoc = folder ? (files[brandFile(folder)] as BrandDoc | undefined) : undefined;

  useEffect(() => {
    if (!wl && wlDoc) setWl(wlDoc.id);
  }, [wl, wlDoc]);
  useEffect(() => {
    const first = family.find((f) => f.folder)?.folder;
    if ((!folder || !family.some((f) => f.folder === folder)) && first) setFolder(first);
  }, [family, folder]);

  return { whiteLabels, wlDoc, family, folder, brandDoc, setWl, setFolder };
}

export type BrandChoice = ReturnType<typeof useBrandChoice>;
