/** Every form's validator at hand: the pre-render's stand-in for src/render/form/validators-at-hand.ts. */
import type { ValidatorFunctions } from '../../../src/render/form/form-validators';

export const atHand: Record<string, ValidatorFunctions> = import.meta.glob<ValidatorFunctions>(
  '../../../src/generated/forms/*.validator.js',
  {
    import: 'default',
    eager: true,
  },
);
