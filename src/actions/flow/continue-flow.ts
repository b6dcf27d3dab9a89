import { defineAction } from '../action-context';

/** A button that only follows its transition (e.g. "Try again" back to the first step). */
export const continueFlow = defineAction({
  run: () => Promise.resolve({}),
});
