// The product API's request bodies: the schemas of schemas/api/ (generated consts, which Fastify
// validates with) and the types they define, so the two cannot differ.
import type { FromSchema } from 'json-schema-to-ts';
import {
  firstEmailRequestSchema,
  mergeRequestSchema,
  passkeyAuthenticationRequestSchema,
  passkeyOptionsRequestSchema,
  passkeyRegistrationRequestSchema,
  passkeyRenameRequestSchema,
  revokeSessionsRequestSchema,
  securityEventReportSchema,
  sendEmailRequestSchema,
} from '../src/generated/schema-consts.js';

export {
  firstEmailRequestSchema,
  mergeRequestSchema,
  passkeyAuthenticationRequestSchema,
  passkeyOptionsRequestSchema,
  passkeyRegistrationRequestSchema,
  passkeyRenameRequestSchema,
  revokeSessionsRequestSchema,
  securityEventReportSchema,
  sendEmailRequestSchema,
};

/** Body of the four public "send email" calls; `brand` is checked against the brand documents by the handler. */
export type SendEmailRequest = FromSchema<typeof sendEmailRequestSchema>;
/** Body of PUT /api/v1/users/mergeWithIdToken. */
export type MergeRequest = FromSchema<typeof mergeRequestSchema>;
/** Body of POST /api/v1/me/firstEmail. */
export type FirstEmailRequest = FromSchema<typeof firstEmailRequestSchema>;
/** Body of POST /api/v1/me/revokeSessions (empty: the bearer says whose sessions end). */
export type RevokeSessionsRequest = FromSchema<typeof revokeSessionsRequestSchema>;
/** Body of the two passkey options calls (empty). */
export type PasskeyOptionsRequest = FromSchema<typeof passkeyOptionsRequestSchema>;
/** Body of POST /api/v1/me/passkeys/registration/verify. */
export type PasskeyRegistrationRequest = FromSchema<typeof passkeyRegistrationRequestSchema>;
/** Body of POST /api/v1/passkeys/authentication/verify. */
export type PasskeyAuthenticationRequest = FromSchema<typeof passkeyAuthenticationRequestSchema>;
/** Body of PATCH /api/v1/me/passkeys/:id. */
export type PasskeyRenameRequest = FromSchema<typeof passkeyRenameRequestSchema>;
/** Body of POST /api/v1/me/securityEvents. */
export type SecurityEventReport = FromSchema<typeof securityEventReportSchema>;
