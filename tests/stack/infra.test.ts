// Stack plumbing: emulator reuse. (The static app server's own tests leave with it: the
// Firebase Hosting emulator replaces server/static-app.ts and brings its own tests.)
import { test, expect } from '@playwright/test';
import { startEmulator } from '../../server/emulator.js';

test.describe('startEmulator', () => {
  test('reuses the running emulator instead of starting a second one', async () => {
    const handle = await startEmulator();
    expect(handle.reused).toBe(true);
    await handle.stop(); // must not stop the shared emulator
    expect((await fetch('http://127.0.0.1:9099/')).ok).toBe(true);
  });
});
