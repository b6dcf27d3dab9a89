// DELETE /api/v1/me (issue 55): the caller deletes their own account, and only their own (the
// account is the bearer token's; the call names none). It needs a sign-in of the last 5 minutes
// (403 recent-sign-in-required, which the hub answers with its re-authentication step).
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { adminAuth } from '../admin.js';
import { callerOf } from '../bearer.js';
import { currentDocuments } from '../documents.js';
import { emailCatalogue } from '../email-language.js';
import { whiteLabelOfOrigin } from '../hand-over-policy.js';
import { requireRecentSignIn } from '../recent-sign-in.js';
import { acceptBrandCode } from '../../src/brand/resolve-brand.js';
import { deleteAccount, DELETION_STAGES, resumeOpenDeletions, type DeletionParts, type DeletionStage } from './delete-account.js';
import type { DeletionFaults } from './deletion-faults.js';

type DeleteMeRoute = { Querystring: { brand?: string | string[] } };

/** The brand the confirmation names: the one the hub shows (`?brand=`, any case), else the account host's own. */
function confirmationBrand(request: FastifyRequest<DeleteMeRoute>): string {
  const known = Object.values(currentDocuments().brands).map((b) => b.brand);
  const asked = request.query.brand;
  return (typeof asked === 'string' ? acceptBrandCode(asked, known) : null) ?? whiteLabelOfOrigin(request.headers.origin).defaultBrand;
}

export function accountDeletionRoutes(app: FastifyInstance, parts: DeletionParts, bearerAuth: onRequestAsyncHookHandler[]): void {
  app.delete<DeleteMeRoute>('/api/v1/me', { onRequest: bearerAuth }, async (request): Promise<{ deleted: true }> => {
    const caller = callerOf(request);
    requireRecentSignIn(caller, Math.floor(Date.now() / 1000), 'Sign in again to delete your account');
    // The token's email claim may be stale; the confirmation goes to the current address.
    const { email } = await adminAuth().getUser(caller.uid);
    await deleteAccount(parts, {
      uid: caller.uid,
      email: email ?? null,
      locale: emailCatalogue(request.headers['accept-language']).locale,
      brand: confirmationBrand(request),
    });
    return { deleted: true };
  });
}

/** The test stack's switches (tests/stack-setup.ts): registered only when the API was given faults. */
export function deletionFaultRoutes(app: FastifyInstance, parts: DeletionParts, faults: DeletionFaults): void {
  app.post<{ Body: { uid: string; after: DeletionStage } }>(
    '/__test/account-deletion/fault',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['uid', 'after'],
          properties: { uid: { type: 'string', minLength: 1, maxLength: 128 }, after: { enum: [...DELETION_STAGES] } },
        },
      },
    },
    async (request) => {
      faults.arm(request.body.uid, request.body.after);
      return { armed: request.body.after };
    },
  );
  app.post('/__test/account-deletion/resume', async () => ({ finished: await resumeOpenDeletions(parts) }));
}
