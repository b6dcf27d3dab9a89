// Authoring tried end to end in clean copies of the repository (tests/authoring/): new-brand, the
// studio, the gallery and the dev server's live check. Its two files run at once, each copy's stack
// on ports of its own (clean-copy.ts). `npm test` runs them as two commands beside the static
// checks and vitest, before the stack suites: the studio's file (about two minutes) in one lane,
// new-brand's in the other after vitest, so both lanes end together. (Beside the stack suites
// instead, on their different ports, both ran slower than one after the other: 2026-12-02, 390 s
// against 328.)
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/authoring/**/*.browser.test.ts'],
    testTimeout: 240000,
    hookTimeout: 120000,
    maxWorkers: 2,
  },
});
