// The caller's passkeys of the account host's white-label: list, rename, remove (remove needs a recent sign-in).
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../bearer.js';
import type { LazyDatabase } from '../db/open-database.js';
import type { SecurityNotices } from '../security-events/notices.js';
import { countPasskeys, deletePasskey, listPasskeys, renamePasskey } from '../db/passkey-store.js';
import { adminAuth } from '../admin.js';
import { canRemove } from '../../src/domain/sign-in-methods.js';
import { HttpError } from '../http-error.js';
import { requireRecentSignIn } from '../recent-sign-in.js';
import type { PasskeyRenameRequest } from '../api-schemas.js';
import { PASSKEY_CODES } from './passkey-codes.js';
import { passkeyView, type PasskeyView } from './passkey-view.js';
import { relyingPartyOfOrigin } from './relying-party.js';

export type PasskeyIdRoute = { Params: { id: string } };

/** The :id of rename and remove: a credential id, base64url. */
export const passkeyIdParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 1366, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['id'],
} as const;

const ownerOf = (request: FastifyRequest) => ({
  uid: callerOf(request).uid,
  whiteLabel: relyingPartyOfOrigin(request.headers.origin).whiteLabel,
});

const notFound = () => new HttpError(404, 'No such passkey', PASSKEY_CODES.notFound);

export function listMyPasskeys(database: LazyDatabase) {
  return async (request: FastifyRequest): Promise<{ passkeys: PasskeyView[] }> => {
    const { uid, whiteLabel } = ownerOf(request);
    return { passkeys: (await listPasskeys(await database.get(), uid, whiteLabel)).map(passkeyView) };
  };
}

export function renameMyPasskey(database: LazyDatabase) {
  return async (request: FastifyRequest<PasskeyIdRoute & { Body: PasskeyRenameRequest }>): Promise<{ passkey: PasskeyView }> => {
    const row = await renamePasskey(await database.get(), ownerOf(request), request.params.id, request.body.name.trim());
    if (!row) throw notFound();
    return { passkey: passkeyView(row) };
  };
}

export function removeMyPasskey(database: LazyDatabase, notices: SecurityNotices) {
  return async (request: FastifyRequest<PasskeyIdRoute>): Promise<{ removed: true }> => {
    const owner = ownerOf(request);
    requireRecentSignIn(callerOf(request), Math.floor(Date.now() / 1000), 'Sign in again to change your passkeys');
    const db = await database.get();
    if (!(await listPasskeys(db, owner.uid, owner.whiteLabel)).some((p) => p.credential_id === request.params.id)) throw notFound();
    // The hub's own rule (src/domain/sign-in-methods.ts): never the last way in, whoever calls.
    const user = await adminAuth().getUser(owner.uid);
    const providers = new Set(user.providerData.map((p) => p.providerId));
    const ways = { password: providers.has('password'), google: providers.has('google.com'), phone: Boolean(user.phoneNumber) };
    if (!canRemove({ ...ways, passkeys: await countPasskeys(db, owner.uid) }, 'passkeys'))
      throw new HttpError(409, "This passkey is the account's last way in", PASSKEY_CODES.lastWayIn);
    if (!(await deletePasskey(db, owner, request.params.id))) throw notFound();
    await notices.record(request, owner.uid, 'passkeyRemoved');
    return { removed: true };
  };
}
