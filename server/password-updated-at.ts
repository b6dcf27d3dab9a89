// When an account's password was last set (issue 55 section 3, a reset by link). firebase-admin's
// UserRecord leaves the identity service's passwordUpdatedAt out, so the API asks the service's
// public REST lookup (accounts:lookup, the call behind getUser, which answers it) with the admin
// app's own credential: public APIs only, not firebase-admin's internal request handler.
// Not a passwordHash fingerprint: UserRecord.passwordHash is only filled by listUsers (which pages
// through every account of the project); getUser has it REDACTED in production. The Auth Emulator
// answers getUser with its fake hash (the password in clear inside), so such a check would pass the
// tests here and never see a reset in production.
import { applicationDefault } from 'firebase-admin/app';
import { adminAuth } from './admin.js';

interface AccountLookup {
  users?: Array<{ passwordUpdatedAt?: number | string }>;
}

/** The lookup's address and authorisation: the emulator's (its documented admin bearer) when firebase-admin uses it. */
async function lookupRequest(): Promise<{ url: string; authorization: string }> {
  const { options } = adminAuth().app;
  const projectId = options.projectId ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) throw new Error('passwordUpdatedAt: the admin app has no project id');
  const path = `identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:lookup`;
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator) return { url: `http://${emulator}/${path}`, authorization: 'Bearer owner' };
  const { access_token } = await (options.credential ?? applicationDefault()).getAccessToken();
  return { url: `https://${path}`, authorization: `Bearer ${access_token}` };
}

/** The account's passwordUpdatedAt (ms since the epoch); null for an account without a password. */
export async function passwordUpdatedAt(uid: string): Promise<number | null> {
  const { url, authorization } = await lookupRequest();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify({ localId: [uid] }),
  });
  // A failed lookup fails the call loudly, not as "never reset".
  if (!res.ok) throw new Error(`accounts:lookup answered ${res.status}: ${await res.text()}`);
  const { users } = (await res.json()) as AccountLookup;
  const at = Number(users?.[0]?.passwordUpdatedAt);
  return Number.isFinite(at) && at > 0 ? at : null;
}
