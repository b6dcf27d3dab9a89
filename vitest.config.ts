import { defineConfig } from 'vitest/config';
import { rjsfTrim } from './tooling/build/vite-rjsf-trim.js';
import { shippedCatalogues, textsWithTheirFlow } from './tooling/build/vite-catalogues.js';
import { brandChunks } from './tooling/build/vite-brand-chunks.js';

/** Pure test files that mock a module (vi.mock): each runs in modules of its own. */
const MOCKING = ['tests/unit/posthog-sink.test.ts', 'tests/unit/emulator-trust.test.ts'];
/**
 * Component files that run in modules of their own. fallback-messages once found a typed name back
 * at its prefill after a failed save when it shared modules with every other file (one clean-clone
 * CI in three, 2026-11; never reproduced since, alone, shuffled or under load): it stays apart.
 */
const OWN_MODULES = ['tests/component/fallback-messages.test.tsx'];

// Unit, property and contract tests: pure code, no stack. The stack and browser suites run on
// Playwright Test (playwright.config.ts).
export default defineConfig({
  // Forms drawn with the same rjsf parts as the shipped app; rjsf is transformed (not loaded by
  // Node as is) so the plugin can swap its registry. Catalogues as the app receives them.
  plugins: [rjsfTrim(), shippedCatalogues({ dropServerOnly: false }), textsWithTheirFlow(), brandChunks()],
  test: {
    server: { deps: { inline: [/@rjsf\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: ['tests/unit/**/*.test.ts', 'tests/property/**/*.property.test.ts', 'tests/contract/**/*.test.ts'],
          exclude: [...MOCKING],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'component', include: ['tests/component/**/*.test.tsx'], exclude: OWN_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: [...MOCKING, ...OWN_MODULES] } },
    ],
    environment: 'node',
    // Both cores: vitest's default (one fewer than the cores) leaves one of two idle.
    maxWorkers: 2,
    // Pure and component tests share a worker's modules between files of their project (isolate:
    // false: pure 86 -> 57 CPU-s, issue 24; component files 32 -> 11 CPU-s, each no longer a fresh
    // process loading React, rjsf and happy-dom); they hold no module state between tests, mock no
    // module, and passed in shuffled orders, under load too. A file that mocks a module (vi.mock)
    // runs in modules of its own, so its mock meets no module cached by an earlier file; so does
    // OWN_MODULES.
    testTimeout: 30000,
  },
});
