// One firebase-admin app pointed at the local Auth Emulator.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { EMULATOR_HOST, EMULATOR_PORT, PROJECT_ID } from './config.js';

// Must be set before getAuth(): firebase-admin reads it to skip real Google endpoints
// and to accept the emulator's unsigned ID tokens.
process.env.FIREBASE_AUTH_EMULATOR_HOST = `${EMULATOR_HOST}:${EMULATOR_PORT}`;

const APP_NAME = 'account-hub-local';

function adminApp(): App {
  return getApps().find((app) => app.name === APP_NAME) ?? initializeApp({ projectId: PROJECT_ID }, APP_NAME);
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

/** The firebase-admin error code (e.g. 'auth/user-not-found'), if any. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
