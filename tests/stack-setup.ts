// Vitest globalSetup: one local stack (emulator, API, brand apps, and the built app
// when dist/ exists) for every stack/browser test file; its URLs arrive via inject('stack').
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT_DIR } from '../server/config.js';
import { startStack, type StackUrls } from '../server/stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackUrls & { demoUids: Record<string, string> };
  }
}

export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const appDist = resolve(ROOT_DIR, 'dist');
  const hasApp = existsSync(resolve(appDist, 'index.html'));
  const verbose = process.env.STACK_LOG === '1';
  const stack = await startStack({
    ...(hasApp ? { appDist } : {}),
    log: (line) => {
      if (verbose || !line.startsWith('[emulator]')) console.log(`[stack] ${line}`);
    },
  });

  // Ctrl-C during a run: stop the emulator group too (it lives in its own process group).
  const onSignal = () => void stack.stop();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  provide('stack', { ...stack.urls, demoUids: stack.demoUids });
  return async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stack.stop();
  };
}
