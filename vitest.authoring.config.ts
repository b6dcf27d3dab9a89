// Authoring tried end to end in clean copies of the repository (tests/authoring/): new-brand, the
// studio, the gallery and the dev server's live check. Its files run one at a time (new-brand and
// the studio each start a stack on the copy's ports, clean-copy.ts), and `npm test` runs them
// beside the static checks and vitest, before the stack suites. (Beside the stack suites instead,
// on their different ports, both ran slower than one after the other: 2026-12-02, 390 s against 328.)
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/authoring/**/*.browser.test.ts'],
    testTimeout: 240000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
