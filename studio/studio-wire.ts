/**
 * What the brand studio page and the dev server's studio API (studio/vite-studio.ts) send each
 * other. Paths are relative to the project root, e.g. 'brands/plexus/brand.json'.
 */
import type { ConfigIssue } from '../validate/config-issue';
import type { DraftFiles } from '../validate/validate-project';

/**
 * Edited documents and uploaded files, as they would be on disk once saved: exactly what validate
 * checks as if on disk (type only: no Node code reaches the page).
 */
export type StudioDraft = DraftFiles;

/** One problem, from the same validator as `npm run validate`, with the line it prints. */
export type StudioIssue = ConfigIssue & { text: string };

export interface StudioProject {
  /** Every document under brands/ and flows/messages.json, parsed (a file whose syntax is broken is left out; issues name it). */
  files: Record<string, unknown>;
  /** Image files in each brand folder. */
  assets: Record<string, string[]>;
  schemas: { brand: object; whiteLabel: object; brandBase: object };
  issues: StudioIssue[];
}

export const STUDIO_API = '/__studio/api';
