// Playwright globalSetup (playwright.config.ts): one local stack (emulator, API, brand apps, and
// the built app when dist/ exists) for every stack and browser test file. Its URLs reach the
// test workers as JSON in HUB_STACK (workers inherit the environment set here); read them with
// stack() of tests/stack/helpers.ts. The returned function is the global teardown.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT_DIR } from '../server/config.js';
import { startStack } from '../server/stack.js';
import { DATA_DIR } from '../server/db/data-folder.js';
import { STACK_ENV, type StackInfo } from './stack/helpers.js';

export default async function setup(): Promise<() => Promise<void>> {
  const appDist = resolve(ROOT_DIR, 'dist');
  const hasApp = existsSync(resolve(appDist, 'index.html'));
  const verbose = process.env.STACK_LOG === '1';
  const stack = await startStack({
    ...(hasApp ? { appDist } : {}),
    // Every run starts from an empty database, copied from the initialised template (no initdb).
    dbDir: join(DATA_DIR, 'pglite-stack'),
    freshDb: true,
    // The account deletion's crash-then-retry test arms its faults through routes only this stack has.
    testFaults: true,
    // The API's sweep of email changes, often enough for a test to see it tell without a call.
    emailChangeSweepMs: 500,
    log: (line) => {
      if (verbose || !line.startsWith('[emulator]')) console.log(`[stack] ${line}`);
    },
  });

  // Ctrl-C during a run: stop the emulator group too (it lives in its own process group).
  const onSignal = () => void stack.stop();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const info: StackInfo = { ...stack.urls, demoUids: stack.demoUids };
  process.env[STACK_ENV] = JSON.stringify(info);
  return async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stack.stop();
  };
}
