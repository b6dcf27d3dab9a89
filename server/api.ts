// The product API (spec section 7) on Fastify, backed by the Auth Emulator, plus dev-only
// helpers: the email outbox and an analytics capture sink.
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { isPhoneRegistered, meCustomToken, meFirstEmail, meOobCode, meRevokeSessions } from './account-calls.js';
import { handleApiErrors } from './api-errors.js';
import {
  mergeRequestSchema,
  revokeSessionsRequestSchema,
  firstEmailRequestSchema,
  type FirstEmailRequest,
  sendEmailRequestSchema,
  type MergeRequest,
  type RevokeSessionsRequest,
  type SendEmailRequest,
} from './api-schemas.js';
import { perAccountLimit } from './account-rate-limit.js';
import { authenticate } from './bearer.js';
import type { HandOverRoute } from './hand-over-policy.js';
import { appOriginOnly } from './app-origin-only.js';
import { CAPTURE_PATHS, CaptureStore } from './capture.js';
import { ALLOWED_APP_ORIGINS, API_PORT, PROJECT_ID } from './config.js';
import { assertEmulatorOnlyTrust } from './emulator-trust.js';
import { escapeHtml, htmlPage, sendHtml } from './html.js';
import { listenLocalhost, localFastify, type RunningServer } from './local-fastify.js';
import { mergeWithIdToken } from './merge.js';
import { recordPhoneLinked } from './security-events/method-change.js';
import { Outbox, type LinkEmailKind } from './outbox.js';
import { publicRateLimits } from './rate-limits.js';
import { lazyDatabase, openDatabase, type LazyDatabase } from './db/open-database.js';
import { callerOf } from './bearer.js';
import { securityNotices } from './security-events/notices.js';
import { securityEventRoutes } from './security-events/routes.js';
import { startEmailChangeSweep } from './security-events/email-change-sweep.js';
import { bearerPasskeyRoutes, publicPasskeyRoutes } from './passkeys/routes.js';
import { accountDeletionRoutes, deletionFaultRoutes } from './account-deletion/routes.js';
import { resumeOpenDeletions, type DeletionParts } from './account-deletion/delete-account.js';
import { DeletionFaults } from './account-deletion/deletion-faults.js';
import { LocalProductBackend, type ProductBackend } from './account-deletion/product-backend.js';
import { chosenRangeSource } from './passwords/chosen-range-source.js';
import { passwordRangeRoute } from './passwords/range-route.js';
import type { RangeSource } from './passwords/range-source.js';
import { sendEmailHandler } from './send-emails.js';
import { MemoryBucketStore } from './token-bucket.js';
import { AJV_OPTIONS, AJV_PLUGINS } from '../validate/ajv.js';

export interface ApiServer extends RunningServer {
  readonly url: string;
  readonly outbox: Outbox;
  readonly capture: CaptureStore;
}

export interface StartApiOptions {
  port?: number;
  log?: (line: string) => void;
  /** The API's own data; by default openDatabase()'s, opened at the first call that needs it. */
  database?: LazyDatabase;
  /**
   * Only the test stack (tests/stack-setup.ts): the account deletion's fault injection and its
   * /__test/ routes. Never set by `npm start`; without it those routes do not exist.
   */
  testFaults?: boolean;
  /**
   * How often the API looks for email changes applied with no call of the account since (issue 55
   * section 3); default EMAIL_CHANGE_SWEEP_SECONDS from the environment, else a minute. The test
   * stack's is short.
   */
  emailChangeSweepMs?: number;
}

/** A minute: an old address hears of the change within about that long. */
const DEFAULT_SWEEP_MS = 60_000;

function sweepEvery(option: number | undefined): number {
  const fromEnv = Number(process.env.EMAIL_CHANGE_SWEEP_SECONDS) * 1000;
  return option ?? (Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_SWEEP_MS);
}

/** What the API keeps its state in and reports internal errors to (tests pass their own). */
export interface ApiParts {
  outbox: Outbox;
  capture: CaptureStore;
  /** The API's own data (passkeys): opened once per process, by whoever starts the API. */
  database: LazyDatabase;
  log: (line: string) => void;
  /** The product backend's part of deleting an account (default: the local stand-in). */
  productBackend?: ProductBackend;
  /** The test stack's fault injection for account deletion; its routes exist only when given. */
  deletionFaults?: DeletionFaults;
  /** The breached-password ranges (issue 55 section 4); by default chosenRangeSource()'s. */
  passwordRanges?: RangeSource;
}

/** Limit for JSON API bodies (spec payloads are tiny; ID tokens are ~1 KiB). */
const API_BODY_LIMIT = 16 * 1024;
const CAPTURE_BODY_LIMIT = 1024 * 1024; // analytics batches can be larger than API bodies

const SEND_EMAIL_ROUTES: ReadonlyArray<readonly [string, LinkEmailKind]> = [
  ['/public/api/v1/auth/sendPasswordResetEmail', 'passwordReset'],
  ['/public/api/v1/auth/sendMagicLinkEmail', 'magicLink'],
  ['/public/api/v1/auth/sendSignUpEmail', 'signUp'],
  ['/public/api/v1/auth/sendVerificationEmail', 'verification'],
];

/** The API, not yet listening: `startApi` listens, tests `inject()`. */
export function buildApi({
  outbox,
  capture,
  database,
  log,
  productBackend,
  deletionFaults,
  passwordRanges = chosenRangeSource(),
}: ApiParts): FastifyInstance {
  // Bodies are validated by Fastify's Ajv, configured like every other Ajv of the project.
  const app = localFastify({ bodyLimit: API_BODY_LIMIT, ajv: { customOptions: { ...AJV_OPTIONS }, plugins: [...AJV_PLUGINS] } });
  handleApiErrors(app, log);
  // Only the local app origins get Access-Control-Allow-Origin; every OPTIONS is a 204 preflight.
  void app.register(cors, {
    origin: [...ALLOWED_APP_ORIGINS],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    maxAge: 600,
    strictPreflight: false,
  });
  // A JSON body must say it is JSON: Fastify's text/plain parser would hand the schema a string.
  app.removeContentTypeParser('text/plain');

  app.get('/', (_request, reply) => sendHtml(reply, 200, indexPage()));
  void app.register(async (scope) => {
    const limit = await publicRateLimits(scope);
    for (const [path, kind] of SEND_EMAIL_ROUTES)
      scope.post<{ Body: SendEmailRequest }>(
        path,
        { schema: { body: sendEmailRequestSchema }, preHandler: limit.email },
        sendEmailHandler(kind, outbox),
      );
    scope.get<{ Querystring: { phone?: string | string[] } }>(
      '/public/api/v1/auth/isPhoneRegistered',
      { preHandler: limit.phone },
      isPhoneRegistered,
    );
    publicPasskeyRoutes(scope, database, limit.client);
    passwordRangeRoute(scope, passwordRanges, limit.client);
  });
  // Bearer routes authenticate in onRequest, so a caller without a valid token gets 401 whatever its body;
  // then they take a token of the caller's account (429 when none is left, before the body is read).
  // The hand-over calls name the destination brand (?brand=): hand-over-policy.ts.
  const bearerAuth = [authenticate, perAccountLimit(new MemoryBucketStore())];
  app.get<HandOverRoute>('/api/v1/me/oobCode', { onRequest: bearerAuth }, meOobCode);
  app.get<HandOverRoute>('/api/v1/me/customToken', { onRequest: bearerAuth }, meCustomToken);
  const notices = securityNotices(database, outbox);
  app.put<{ Body: MergeRequest }>(
    '/api/v1/users/mergeWithIdToken',
    { onRequest: bearerAuth, schema: { body: mergeRequestSchema } },
    (request) => mergeWithIdToken(request, (uid) => recordPhoneLinked(database, notices, request, uid)),
  );
  app.post<{ Body: FirstEmailRequest }>(
    '/api/v1/me/firstEmail',
    { onRequest: bearerAuth, schema: { body: firstEmailRequestSchema } },
    meFirstEmail,
  );
  app.post<{ Body: RevokeSessionsRequest }>(
    '/api/v1/me/revokeSessions',
    { onRequest: bearerAuth, schema: { body: revokeSessionsRequestSchema } },
    async (request) => {
      const revoked = await meRevokeSessions(request);
      await notices.record(request, callerOf(request).uid, 'signOutEverywhere');
      return revoked;
    },
  );
  // Whether a token still holds, and if not whether it was revoked (401 session-revoked): a hub page
  // that opened with a session its identity service then dropped asks why (issue 56 item 10).
  app.get('/api/v1/me/session', { onRequest: [authenticate] }, async () => ({ signedIn: true }));
  bearerPasskeyRoutes(app, database, bearerAuth, notices);
  // The hub's own reports (a sign-in, a password change) and the activity list count in a bucket of
  // their own: a report sent with every sign-in must never leave a person's hand-over refused.
  securityEventRoutes(app, database, notices, [authenticate, perAccountLimit(new MemoryBucketStore())]);
  const deletion: DeletionParts = {
    database,
    outbox,
    productBackend: productBackend ?? new LocalProductBackend(),
    faults: deletionFaults,
  };
  accountDeletionRoutes(app, deletion, bearerAuth);
  if (deletionFaults) deletionFaultRoutes(app, deletion, deletionFaults);

  app.get('/outbox', (_request, reply) => sendHtml(reply, 200, outbox.html()));
  app.delete('/outbox', (_request, reply) => {
    outbox.clear();
    return reply.code(204).send();
  });
  app.get('/outbox.json', async () => outbox.list());
  app.get('/capture.json', async () => capture.list());
  void app.register(captureRoutes(capture));
  return app;
}

/**
 * PostHog's capture calls, in their own scope: raw bytes of any content type (gzip, base64 or text
 * batches), up to 1 MiB, only from the app's own origins (a text/plain POST needs no preflight).
 */
function captureRoutes(capture: CaptureStore): FastifyPluginCallback {
  return (scope, _options, done) => {
    scope.addHook('onRequest', appOriginOnly(ALLOWED_APP_ORIGINS));
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CAPTURE_BODY_LIMIT }, (_request, body, parsed) => parsed(null, body));
    for (const path of CAPTURE_PATHS) {
      scope.post<{ Body: Buffer | undefined }>(path, async (request) => {
        capture.add(request.url, request.headers['content-type'], request.body ?? Buffer.alloc(0));
        return { status: 1 };
      });
    }
    scope.delete('/capture', (_request, reply) => {
      capture.clear();
      return reply.code(204).send();
    });
    done();
  };
}

function indexPage(): string {
  const links = ['/outbox', '/outbox.json', '/capture.json'].map((p) => `<li><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></li>`);
  return htmlPage('Account hub local API', `<h1>Account hub local API</h1>\n<ul>${links.join('')}</ul>`);
}

/**
 * Listens on localhost. Refuses to start when it would trust the Auth Emulator (firebase-admin then
 * accepts unsigned tokens) for a project that is not a demo- one, or on an address other than
 * loopback: checked before listening, then on the addresses "localhost" was actually bound to.
 */
export async function startApi(options: StartApiOptions = {}): Promise<ApiServer> {
  const log = options.log ?? (() => {});
  const trust = { emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST, projectId: PROJECT_ID };
  assertEmulatorOnlyTrust({ ...trust, listening: ['localhost'] });
  const outbox = new Outbox();
  const capture = new CaptureStore();
  const database = options.database ?? lazyDatabase(() => openDatabase());
  const productBackend = new LocalProductBackend();
  const deletionFaults = options.testFaults ? new DeletionFaults() : undefined;
  const parts = { outbox, capture, database, log, productBackend, ...(deletionFaults ? { deletionFaults } : {}) };
  const server = await listenLocalhost(buildApi(parts), options.port ?? API_PORT, (line) => log(`[api] ${line}`));
  let resuming: Promise<unknown> = Promise.resolve();
  const sweep = startEmailChangeSweep(database, securityNotices(database, outbox), sweepEvery(options.emailChangeSweepMs), (line) =>
    log(`[api] ${line}`),
  );
  const close = async () => {
    await sweep.stop();
    await server.close();
    // The database closes after the deletions being finished: a query after close would open it again.
    await resuming;
    await database.close();
  };
  try {
    assertEmulatorOnlyTrust({ ...trust, listening: server.addresses });
  } catch (error) {
    await close();
    throw error;
  }
  // A deletion a crash stopped half-way is finished now (its person may no longer be able to ask).
  resuming = resumeOpenDeletions({ database, outbox, productBackend }).then(
    (n) => n > 0 && log(`[api] finished ${n} account deletion(s) left open`),
    (error: unknown) => log(`[api] finishing open account deletions failed: ${String(error)}`),
  );
  return { ...server, close, url: `http://localhost:${server.port}`, outbox, capture };
}
