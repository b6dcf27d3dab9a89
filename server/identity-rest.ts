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

/** A session the identity service opened: its ID token, and the refresh token that keeps it. */
export interface SignedIn {
  idToken: string;
  refreshToken: string;
}

function signedInOf(data: Record<string, unknown>): SignedIn {
  if (typeof data.refreshToken !== 'string') throw new IdentityError('No refreshToken in the sign-in answer');
  return { idToken: idTokenOf(data), refreshToken: data.refreshToken };
}

export async function signInWithCustomToken(apiKey: string, token: string): Promise<SignedIn> {
  return signedInOf(await call('signInWithCustomToken', apiKey, { token, returnSecureToken: true }));
}

export async function signInWithEmailLink(apiKey: string, email: string, oobCode: string): Promise<SignedIn> {
  return signedInOf(await call('signInWithEmailLink', apiKey, { email, oobCode, returnSecureToken: true }));
}

export async function signInWithPassword(apiKey: string, email: string, password: string): Promise<string> {
  return idTokenOf(await call('signInWithPassword', apiKey, { email, password, returnSecureToken: true }));
}

/**
 * A fresh ID token for a kept session (the Secure Token API, as a web SDK renews its session): the
 * identity service refuses it once the account is deleted or its refresh tokens were revoked.
 */
export async function refreshIdToken(apiKey: string, refreshToken: string): Promise<string> {
  const res = await fetch(`${EMULATOR_ORIGIN}/securetoken.googleapis.com/v1/token?key=${encodeURIComponent(apiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  const json: unknown = await res.json().catch(() => ({}));
  const data = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  if (!res.ok || typeof data.id_token !== 'string') {
    const error = data.error as { message?: unknown } | undefined;
    throw new IdentityError(typeof error?.message === 'string' ? error.message : `HTTP ${res.status}`);
  }
  return data.id_token;
}

/** The account an ID token belongs to: its email ('' when it has none) and when its sessions were last revoked (seconds). */
export async function lookupAccount(apiKey: string, idToken: string): Promise<{ email: string; validSince: number | undefined }> {
  const data = await call('lookup', apiKey, { idToken });
  const users = Array.isArray(data.users) ? (data.users as Array<{ email?: unknown; validSince?: unknown }>) : [];
  const { email, validSince } = users[0] ?? {};
  return { email: typeof email === 'string' ? email : '', validSince: typeof validSince === 'string' ? Number(validSince) : undefined };
}
