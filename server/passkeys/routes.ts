// The passkey routes (issue 54): the public sign-in pair, limited per client network like the
// other public calls, and the bearer routes of the caller's own passkeys.
import type { FastifyInstance, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import {
  passkeyAuthenticationRequestSchema,
  passkeyOptionsRequestSchema,
  passkeyRegistrationRequestSchema,
  passkeyRenameRequestSchema,
  type PasskeyAuthenticationRequest,
  type PasskeyOptionsRequest,
  type PasskeyRegistrationRequest,
  type PasskeyRenameRequest,
} from '../api-schemas.js';
import type { LazyDatabase } from '../db/open-database.js';
import { authenticationOptions, authenticationVerify } from './authentication.js';
import { listMyPasskeys, passkeyIdParams, removeMyPasskey, renameMyPasskey, type PasskeyIdRoute } from './manage.js';
import { registrationOptions, registrationVerify } from './registration.js';
import type { SecurityNotices } from '../security-events/notices.js';

/** In the public routes' scope: `limit` is their per-client-network count (rate-limits.ts). */
export function publicPasskeyRoutes(scope: FastifyInstance, database: LazyDatabase, limit: preHandlerAsyncHookHandler): void {
  scope.post<{ Body: PasskeyOptionsRequest }>(
    '/api/v1/passkeys/authentication/options',
    { schema: { body: passkeyOptionsRequestSchema }, preHandler: limit },
    authenticationOptions(database),
  );
  scope.post<{ Body: PasskeyAuthenticationRequest }>(
    '/api/v1/passkeys/authentication/verify',
    { schema: { body: passkeyAuthenticationRequestSchema }, preHandler: limit },
    authenticationVerify(database),
  );
}

/** `bearerAuth`: the bearer routes' onRequest hooks (authenticate, then the account's bucket). */
export function bearerPasskeyRoutes(
  app: FastifyInstance,
  database: LazyDatabase,
  bearerAuth: onRequestAsyncHookHandler[],
  notices: SecurityNotices,
): void {
  app.post<{ Body: PasskeyOptionsRequest }>(
    '/api/v1/me/passkeys/registration/options',
    { onRequest: bearerAuth, schema: { body: passkeyOptionsRequestSchema } },
    registrationOptions(database),
  );
  app.post<{ Body: PasskeyRegistrationRequest }>(
    '/api/v1/me/passkeys/registration/verify',
    { onRequest: bearerAuth, schema: { body: passkeyRegistrationRequestSchema } },
    registrationVerify(database, notices),
  );
  app.get('/api/v1/me/passkeys', { onRequest: bearerAuth }, listMyPasskeys(database));
  app.patch<PasskeyIdRoute & { Body: PasskeyRenameRequest }>(
    '/api/v1/me/passkeys/:id',
    { onRequest: bearerAuth, schema: { params: passkeyIdParams, body: passkeyRenameRequestSchema } },
    renameMyPasskey(database),
  );
  app.delete<PasskeyIdRoute>(
    '/api/v1/me/passkeys/:id',
    { onRequest: bearerAuth, schema: { params: passkeyIdParams } },
    removeMyPasskey(database, notices),
  );
}
