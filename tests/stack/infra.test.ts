// Stack plumbing: emulator reuse, and its request checks with schemas compiled on first use.
import { test, expect } from '../browser/support/fixtures';
import { startEmulator } from '../../server/emulator.js';
import { identity } from './helpers';
import { EMULATOR } from '../support/local-stack';

test.describe('startEmulator', () => {
  test('reuses the running emulator instead of starting a second one', async () => {
    const handle = await startEmulator();
    expect(handle.reused).toBe(true);
    await handle.stop(); // must not stop the shared emulator
    expect((await fetch(`${EMULATOR}/`)).ok).toBe(true);
  });

  test('checks request bodies against its schemas, compiled on first use (server/emulator-lazy-schemas.cjs)', async () => {
    // Twice: the first call compiles the schema, the second uses it.
    for (let i = 0; i < 2; i++) {
      const bad = await identity<{ error: { message: string } }>('lookup', { idToken: ['not', 'a', 'string'] });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe('Invalid JSON payload received. /idToken must be string');
    }
  });
});
