/**
 * One clean copy of the repository as `npm start` runs it: its own stack (Auth Emulator, API, demo
 * apps) and Vite dev server on the copy's ports (clean-copy.ts), and one Chromium. The gallery, the live check
 * and the studio share it (tests/authoring/dev-server.browser.test.ts): a copy, a dev server that
 * has transformed the app once, an emulator start and a browser, instead of three of each (issue 24).
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tooling/browser';
import { cleanCopy, startCopyStack, startDevServer, type CleanCopy, type CopyDevServer, type CopyStack } from './clean-copy';

export interface DevCopy {
  readonly repo: CleanCopy;
  readonly browser: Browser;
  /** The dev server's warnings and errors so far. */
  serverLog(): string[];
}

/** Registers the copy's start and stop around the file's tests; its parts are there once they start. */
export function useDevCopy(): DevCopy {
  let repo: CleanCopy | undefined;
  let stack: CopyStack | undefined;
  let server: CopyDevServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    repo = await cleanCopy('dev-server', 10);
    // A repository of its own, so the studio's Save can show its git diff.
    repo.run('git', ['init', '-q']);
    repo.run('git', ['add', '-A']);
    repo.run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'base']);
    repo.run('npm', ['run', '-s', 'generate']);
    // No built app: the dev server serves it.
    stack = await startCopyStack(repo.dir, [], 'Stack ready');
    server = await startDevServer(repo.dir, Number(new URL(repo.app).port));
    browser = await launchBrowser();
  }, 240000);
  afterAll(async () => {
    await browser?.close();
    await server?.server.close();
    await stack?.stop();
    repo?.remove();
  }, 60000);
  const started = <T>(part: T | undefined, name: string): T => {
    if (part === undefined) throw new Error(`the dev copy's ${name} has not started`);
    return part;
  };
  return {
    get repo() {
      return started(repo, 'clean copy');
    },
    get browser() {
      return started(browser, 'browser');
    },
    serverLog: () => server?.log() ?? [],
  };
}
