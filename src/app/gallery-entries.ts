/** What the brand gallery shows: every brand x white-label x auth screen. Pure; used by the dev page and scripts/gallery.ts. */
import type { WhiteLabelDoc } from '../config/types';
import { BRAND_CODES } from '../brand/resolve-brand';

export const GALLERY_SCREENS = ['/sign-in', '/sign-up', '/magic-login', '/phone-login', '/forgot-password'] as const;

export function galleryEntries(whiteLabels: readonly WhiteLabelDoc[], wbsOrigin: string, fvsOrigin: string): { id: string; url: string }[] {
  const out: { id: string; url: string }[] = [];
  for (const wl of whiteLabels) {
    const origin = wl.hostPrefix === null ? wbsOrigin : fvsOrigin;
    const codes = BRAND_CODES.filter((c) => Object.values(wl.brands).some((e) => e?.brand === c));
    for (const code of codes) {
      for (const screen of GALLERY_SCREENS) out.push({ id: `${wl.id}-${code.toLowerCase()}-${screen.slice(1)}`, url: `${origin}${screen}?brand=${code}` });
    }
  }
  return out;
}
