/** What the brand gallery shows: every brand x white-label x auth screen. Pure; used by the dev page and scripts/gallery.ts. */
import type { WhiteLabelDoc } from '../config/types';
import { familyEntries } from '../brand/resolve-brand';
import { GALLERY_PATHS } from '../flow/hub-routes';

/** The screens shown: the routes flagged `gallery` in flows/routes.json. */
export const GALLERY_SCREENS = GALLERY_PATHS;

export function galleryEntries(whiteLabels: readonly WhiteLabelDoc[], wbsOrigin: string, fvsOrigin: string): { id: string; url: string }[] {
  const out: { id: string; url: string }[] = [];
  for (const wl of whiteLabels) {
    const origin = wl.hostPrefix === null ? wbsOrigin : fvsOrigin;
    for (const { brand: code } of familyEntries(wl)) {
      for (const screen of GALLERY_SCREENS)
        out.push({ id: `${wl.id}-${code.toLowerCase()}-${screen.slice(1)}`, url: `${origin}${screen}?brand=${code}` });
    }
  }
  return out;
}
