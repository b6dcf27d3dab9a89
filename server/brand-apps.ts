// Demo brand applications (port 8788, the local brand app hosts' port): the page the hub hands a signed-in user to.
// It completes the sign-in server side so browser tests can assert who arrived, and keeps a session
// of its own (brand-app-sessions.ts), checked at every load, as a brand application does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BRAND_APPS_PORT, brandAppForHost, type BrandApp } from './brand-hosts.js';
import { LOCAL_API_KEY } from './config.js';
import { escapeHtml, htmlPage, sendHtml } from './html.js';
import { IdentityError, lookupAccount, signInWithCustomToken, signInWithEmailLink, type SignedIn } from './identity-rest.js';
import { claimsOfIdToken, handOverRefusal, requiresSecondFactor } from './brand-app-checks.js';
import { handOverClaimsOf } from './hand-over-claims.js';
import { brandAppSessions, cookieValue, SESSION_COOKIE, type BrandAppSession, type BrandAppSessions } from './brand-app-sessions.js';
import { listenLocalhost, localFastify, type RunningServer } from './local-fastify.js';
import { CREDENTIAL_PARAMS } from '../src/domain/link-credentials.js';

export interface StartBrandAppsOptions {
  port?: number;
  log?: (line: string) => void;
}

type HandOver = { ok: true; email: string; session: BrandAppSession } | { ok: false; reason: string };

/** When the session of `idToken` began: the hand-over token's mint time, else its sign-in time (seconds). */
function sessionSince(idToken: string): number {
  const claims = claimsOfIdToken(idToken);
  return handOverClaimsOf(claims)?.mintedAt ?? (typeof claims.auth_time === 'number' ? claims.auth_time : 0);
}

/**
 * Redeems the hand-over: the custom token, whose session carries the claims this app checks
 * (brand-app-checks.ts); else email and oobCode, which carry none, so a brand that requires a
 * second factor does not take them alone.
 */
async function handOver(app: BrandApp, params: URLSearchParams): Promise<HandOver> {
  const apiKey = params.get('apiKey') || LOCAL_API_KEY;
  const customToken = params.get('customToken');
  const email = params.get('email');
  const oobCode = params.get('oobCode');
  try {
    const kept = ({ idToken, refreshToken }: SignedIn): BrandAppSession => ({
      apiKey,
      refreshToken,
      brand: app.brand,
      since: sessionSince(idToken),
    });
    if (customToken) {
      const signedIn = await signInWithCustomToken(apiKey, customToken);
      const account = await lookupAccount(apiKey, signedIn.idToken);
      const refusal = handOverRefusal(app, claimsOfIdToken(signedIn.idToken), account.validSince, Math.floor(Date.now() / 1000));
      return refusal ? { ok: false, reason: refusal } : { ok: true, email: account.email, session: kept(signedIn) };
    }
    if (!email || !oobCode) return { ok: false, reason: 'No customToken, or email and oobCode, in the link' };
    if (requiresSecondFactor(app)) return { ok: false, reason: 'This brand requires a sign-in with a second factor' };
    const signedIn = await signInWithEmailLink(apiKey, email, oobCode);
    return { ok: true, email: (await lookupAccount(apiKey, signedIn.idToken)).email, session: kept(signedIn) };
  } catch (error) {
    if (error instanceof IdentityError) return { ok: false, reason: error.message };
    throw error;
  }
}

/**
 * The address the page shows once it has read the link: the same path and query without the
 * credentials (the hub's one list of them, src/domain/link-credentials.ts), so they do not stay in the address bar, history or a shared screenshot. What brand
 * teams are told to do (docs/operations.md, "Brand applications").
 */
export function withoutCredentials(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://localhost');
  for (const name of CREDENTIAL_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/** A script that replaces the address with `address` (JSON in a script: '<' escaped so it cannot end the element). */
function replaceAddressScript(address: string): string {
  return `<script>history.replaceState(null, '', ${JSON.stringify(address).replace(/</g, '\\u003c')});</script>`;
}

/** What a load shows: a hand-over's result, or the kept session's ('signed-out' when it no longer holds). */
type Shown = HandOver | { ok: true; email: string } | { ok: false; reason: string; signedOut: true };

function outcomeHtml(result: Shown): string {
  if (result.ok)
    return `<p data-testid="signed-in-as">Signed in as <span data-testid="signed-in-email">${escapeHtml(result.email)}</span></p>`;
  if ('signedOut' in result) return `<p role="status" data-testid="signed-out">Signed out: ${escapeHtml(result.reason)}</p>`;
  return `<p role="alert" data-testid="hand-over-error">Sign-in hand-over failed: ${escapeHtml(result.reason)}</p>`;
}

function resultPage(app: BrandApp, params: URLSearchParams, result: Shown, address: string): string {
  const redirectPath = params.get('redirectPath') ?? '';
  const outcome = outcomeHtml(result);
  return htmlPage(
    app.title,
    `<h1>${escapeHtml(app.title)}</h1>
${outcome}
<p>Brand: <span data-testid="brand">${escapeHtml(app.brand)}</span> (${escapeHtml(app.whiteLabel)})</p>
<p>Redirect path: <code data-testid="redirect-path">${escapeHtml(redirectPath)}</code></p>
${replaceAddressScript(withoutCredentials(address))}`,
  );
}

function notFoundPage(host: string, path: string): string {
  return htmlPage('Not found', `<h1>Not found</h1>\n<p>No demo brand app at ${escapeHtml(host)}${escapeHtml(path)}.</p>`);
}

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendHtml(reply, 404, notFoundPage(request.headers.host ?? '', request.url.split('?')[0] ?? ''));
}

const hasCredentials = (params: URLSearchParams) => params.has('customToken') || params.has('oobCode');

/** The session cookie's header: set to `id`, or cleared. */
function sessionCookie(id: string | null): string {
  return `${SESSION_COOKIE}=${id ?? ''}; Path=/; HttpOnly; SameSite=Lax${id === null ? '; Max-Age=0' : ''}`;
}

/**
 * A load: a link with credentials hands over (and keeps the session it opens); a load without
 * them shows the kept session after checking it, or the hand-over's refusal when there is none.
 */
async function answer(app: BrandApp, request: FastifyRequest, reply: FastifyReply, sessions: BrandAppSessions): Promise<FastifyReply> {
  const url = new URL(request.url, 'http://localhost');
  const kept = hasCredentials(url.searchParams)
    ? null
    : await sessions.check(cookieValue(request.headers.cookie, SESSION_COOKIE), app.brand);
  let result: Shown;
  if (kept) {
    if (!kept.ok) reply.header('set-cookie', sessionCookie(null));
    result = kept.ok ? kept : { ...kept, signedOut: true };
  } else {
    const handedOver = await handOver(app, url.searchParams);
    if (handedOver.ok) reply.header('set-cookie', sessionCookie(sessions.open(handedOver.session)));
    result = handedOver;
  }
  return sendHtml(reply, result.ok ? 200 : 401, resultPage(app, url.searchParams, result, request.url));
}

/** The demo brand apps, not yet listening: every GET (and HEAD) is served by the app its Host selects. */
export function buildBrandApps(log: (line: string) => void): FastifyInstance {
  const server = localFastify();
  const sessions = brandAppSessions();
  server.setNotFoundHandler(notFound); // other methods, too
  server.get('*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const app = brandAppForHost(request.headers.host);
    if (!app || url.pathname !== app.loginPath) return notFound(request, reply);
    try {
      return await answer(app, request, reply, sessions);
    } catch (error) {
      log(`[brand-apps] hand-over failed: ${error instanceof Error ? error.message : String(error)}`);
      return sendHtml(reply, 500, htmlPage('Error', '<h1>Error</h1><p data-testid="hand-over-error">Internal error</p>'));
    }
  });
  return server;
}

export async function startBrandApps(options: StartBrandAppsOptions = {}): Promise<RunningServer> {
  const log = options.log ?? (() => {});
  return listenLocalhost(buildBrandApps(log), options.port ?? BRAND_APPS_PORT, (line) => log(`[brand-apps] ${line}`));
}
