/**
 * The form validators shipped in the main chunk: sign-in's, the most visited screen. The
 * build-time pre-render swaps this module for tooling/build/prerender/all-validators.ts, so every
 * pre-rendered page holds its real form (tooling/build/vite-prerender.ts).
 */
import type { ValidatorFunctions } from './form-validators';

export const bundledValidators: Record<string, ValidatorFunctions> = import.meta.glob<ValidatorFunctions>(
  '../../generated/forms/sign-in.validator.js',
  {
    import: 'default',
    eager: true,
  },
);
