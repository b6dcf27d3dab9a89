// Minimal client for the emulator's Identity Toolkit REST API (what a brand app's
// web SDK would call), used for the server-side hand-over.
import { EMULATOR_ORIGIN } from './config.js';

const BASE = `${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1`;

export class IdentityError extends Error {}

async function call(method: string, apiKey: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(`${BASE}/accounts:${method}?key=${encodeURIComponent(apiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json().catch(() => ({}));
  const data = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  if (!res.ok) {
    const error = data.error as { message?: unknown } | undefined;
    throw new IdentityError(typeof error?.message === 'string' ? error.message : `HTTP ${res.status}`);
  }
  return data;
}

function idTokenOf(data: Record<string, unknown>): string {
  if (typeof data.idToken !== 'string') throw new IdentityError('No idToken in the sign-in answer');
  return data.idToken;
}

export async function signInWithCustomToken(apiKey: string, token: string): Promise<string> {
  return idTokenOf(await call('signInWithCustomToken', apiKey, { token, returnSecureToken: true }));
}

export async function signInWithEmailLink(apiKey: string, email: string, oobCode: string): Promise<string> {
  return idTokenOf(await call('signInWithEmailLink', apiKey, { email, oobCode, returnSecureToken: true }));
}

export async function signInWithPassword(apiKey: string, email: string, password: string): Promise<string> {
  return idTokenOf(await call('signInWithPassword', apiKey, { email, password, returnSecureToken: true }));
}

/** The email of the account an ID token belongs to ('' when it has none). */
export async function lookupEmail(apiKey: string, idToken: string): Promise<string> {
  const data = await call('lookup', apiKey, { idToken });
  const users = Array.isArray(data.users) ? (data.users as Array<{ email?: unknown }>) : [];
  const email = users[0]?.email;
  return typeof email === 'string' ? email : '';
}
