/**
 * The form validators shipped in the main chunk: sign-in's, the most visited screen. The
 * build-time pre-render swaps this module for src/prerender/all-validators.ts, so every
 * pre-rendered page holds its real form (scripts/vite-prerender.ts).
 */
import type { ValidatorFunctions } from './form-validators';

export const atHand: Record<string, ValidatorFunctions> = import.meta.glob<ValidatorFunctions>(
  '../../generated/forms/sign-in.validator.js',
  {
    import: 'default',
    eager: true,
  },
);
