// Stack plumbing: emulator reuse, and its request checks with schemas compiled on first use. (The static app server's own tests leave with it: the
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

  test('checks request bodies against its schemas, compiled on first use (server/emulator-lazy-schemas.cjs)', async () => {
    const call = (op: string, body: unknown) =>
      fetch(`http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:${op}?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Twice each: the first call compiles the schema, the second uses it.
    for (let i = 0; i < 2; i++) {
      const bad = await call('lookup', { idToken: ['not', 'a', 'string'] });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
        'Invalid JSON payload received. /idToken must be string',
      );
    }
  });
});
