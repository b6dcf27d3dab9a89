// The product API (spec section 7) on node:http, backed by the Auth Emulator,
// plus dev-only helpers: the email outbox and an analytics capture sink.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPhoneRegistered, meCustomToken, meOobCode } from './account-calls.js';
import { CAPTURE_PATHS, CaptureStore } from './capture.js';
import { API_PORT } from './config.js';
import { applyCors } from './cors.js';
import { escapeHtml, htmlPage } from './html.js';
import { HttpError, listenLoopback, readBody, sendHtml, sendJson, type LoopbackServer } from './http-util.js';
import { mergeWithIdToken } from './merge.js';
import { Outbox } from './outbox.js';
import { route, type Handler, type Routes } from './router.js';
import { sendEmailHandler } from './send-emails.js';

export interface ApiServer extends LoopbackServer {
  readonly url: string;
  readonly outbox: Outbox;
  readonly capture: CaptureStore;
}

export interface StartApiOptions {
  port?: number;
  log?: (line: string) => void;
}

const CAPTURE_BODY_LIMIT = 1024 * 1024; // analytics batches can be larger than API bodies

function buildRoutes(outbox: Outbox, capture: CaptureStore): Routes {
  const noContent: (work: () => void) => Handler = (work) => async ({ res }) => {
    work();
    res.writeHead(204).end();
  };
  const captureHandler: Handler = async ({ req, res, url }) => {
    capture.add(url.pathname + url.search, req.headers['content-type'], await readBody(req, CAPTURE_BODY_LIMIT));
    sendJson(res, 200, { status: 1 });
  };
  const routes: Routes = {
    '/': { GET: async ({ res }) => sendHtml(res, 200, indexPage()) },
    '/public/api/v1/auth/sendPasswordResetEmail': { POST: sendEmailHandler('passwordReset', outbox) },
    '/public/api/v1/auth/sendMagicLinkEmail': { POST: sendEmailHandler('magicLink', outbox) },
    '/public/api/v1/auth/sendSignUpEmail': { POST: sendEmailHandler('signUp', outbox) },
    '/public/api/v1/auth/sendVerificationEmail': { POST: sendEmailHandler('verification', outbox) },
    '/public/api/v1/auth/isPhoneRegistered': { GET: isPhoneRegistered },
    '/api/v1/me/oobCode': { GET: meOobCode },
    '/api/v1/me/customToken': { GET: meCustomToken },
    '/api/v1/users/mergeWithIdToken': { PUT: mergeWithIdToken },
    '/outbox': { GET: async ({ res }) => sendHtml(res, 200, outbox.html()), DELETE: noContent(() => outbox.clear()) },
    '/outbox.json': { GET: async ({ res }) => sendJson(res, 200, outbox.list()) },
    '/capture.json': { GET: async ({ res }) => sendJson(res, 200, capture.list()) },
  };
  for (const path of CAPTURE_PATHS) routes[path] = { POST: captureHandler };
  routes['/capture'] = { POST: captureHandler, DELETE: noContent(() => capture.clear()) };
  return routes;
}

function indexPage(): string {
  const links = ['/outbox', '/outbox.json', '/capture.json'].map((p) => `<li><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></li>`);
  return htmlPage('Account hub local API', `<h1>Account hub local API</h1>\n<ul>${links.join('')}</ul>`);
}

export async function startApi(options: StartApiOptions = {}): Promise<ApiServer> {
  const log = options.log ?? (() => {});
  const outbox = new Outbox();
  const capture = new CaptureStore();
  const routes = buildRoutes(outbox, capture);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    applyCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end(); // preflight; CORS headers only for allowed origins
      return;
    }
    const ctx = { req, res, url: new URL(req.url ?? '/', 'http://localhost') };
    try {
      await route(routes, ctx)(ctx);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
      } else if (error instanceof HttpError) {
        sendJson(res, error.status, { message: error.message });
      } else {
        log(`[api] ${req.method} ${ctx.url.pathname} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
        sendJson(res, 500, { message: 'Internal error' });
      }
    }
  };

  const port = options.port ?? API_PORT;
  const server = await listenLoopback((req, res) => void handle(req, res), port);
  return { ...server, close: server.close, url: `http://localhost:${port}`, outbox, capture };
}
