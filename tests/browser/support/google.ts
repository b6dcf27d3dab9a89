/** Google sign-in against the Auth Emulator: the gapi loader is answered locally (no network here). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext } from '@playwright/test';

const GAPI_STAND_IN = readFileSync(resolve(import.meta.dirname, '../../fixtures/gapi-stand-in.js'), 'utf8');

/** Answers apis.google.com's loader with the stand-in, so the SDK opens the emulator's account picker. */
export async function standInForGapi(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
}
