/** Every form's validator bundled: the pre-render's stand-in for src/render/form/bundled-validators.ts. */
import type { ValidatorFunctions } from '../../../src/render/form/form-validators';

export const bundledValidators: Record<string, ValidatorFunctions> = import.meta.glob<ValidatorFunctions>(
  '../../../src/generated/forms/*.validator.js',
  {
    import: 'default',
    eager: true,
  },
);
