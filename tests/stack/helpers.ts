// Request helpers for stack tests: the API, the emulator REST API and the brand apps.
import { request, type IncomingHttpHeaders } from 'node:http';
import type { StackUrls } from '../../server/stack.js';
// The dev outbox's emails as /outbox.json lists them: the server's own type.
import type { OutboxEmail } from '../../server/outbox.js';
import { PROJECT_ID } from '../support/local-stack';

export const API_KEY = 'demo-api-key';

/** What tests/stack-setup.ts publishes to the test workers. */
export type StackInfo = StackUrls & { demoUids: Record<string, string> };

/** The environment variable carrying StackInfo as JSON from the global setup to every worker. */
export const STACK_ENV = 'HUB_STACK';

/** The running stack's URLs (started once by tests/stack-setup.ts before any test). */
export function stack(): StackInfo {
  const json = process.env[STACK_ENV];
  if (!json)
    throw new Error(`${STACK_ENV} is not set: run the stack suites through \`npx playwright test\` (its global setup starts the stack)`);
  return JSON.parse(json) as StackInfo;
}

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

async function asJson<T>(res: Response): Promise<JsonResponse<T>> {
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T };
}

export async function apiFetch<T = Record<string, unknown>>(path: string, init: RequestInit = {}): Promise<JsonResponse<T>> {
  return asJson<T>(await fetch(`${stack().api}${path}`, init));
}

export function apiPost<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  return apiFetch<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

/**
 * A call to the API from `client`, a loopback source address: Linux routes all of 127.0.0.0/8 to
 * loopback, so a test can stand for clients on different networks (127.1.2.x and 127.1.3.x are two
 * /24s) as the API sees them, from the socket, with no forwarded header to trust.
 */
export function apiFrom<T = Record<string, unknown>>(
  client: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: T }> {
  const api = new URL(stack().api);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: api.port,
        localAddress: client,
        method,
        path,
        headers: { Host: api.host, ...(payload ? { 'Content-Type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: (text ? JSON.parse(text) : null) as T });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** POSTs to the emulator's Identity Toolkit REST API, like the web SDK does; `asOwner` as the Admin SDK does. */
export async function identity<T = Record<string, unknown>>(method: string, body: unknown, asOwner = false): Promise<JsonResponse<T>> {
  return asJson<T>(
    await fetch(`${stack().emulator}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(asOwner ? { Authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

export interface SignIn {
  idToken: string;
  /** Renews the ID token; with it a browser can be handed the session (support/accounts.ts startSignedIn). */
  refreshToken: string;
  localId: string;
  email?: string;
}

export async function signInWithPassword(email: string, password = 'Password1!'): Promise<SignIn> {
  const res = await identity<SignIn>('signInWithPassword', { email, password, returnSecureToken: true });
  if (res.status !== 200) throw new Error(`signInWithPassword ${email}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A brand-new email/password account (unique email per call). */
export async function signUp(prefix: string, password = 'Password1!'): Promise<SignIn & { email: string }> {
  const email = uniqueEmail(prefix);
  const res = await identity<SignIn>('signUp', { email, password, returnSecureToken: true });
  if (res.status !== 200) throw new Error(`signUp ${email}: ${JSON.stringify(res.body)}`);
  return { ...res.body, email };
}

/**
 * The same session as if signed in 10 minutes ago, still valid for the API: the emulator's ID tokens
 * are unsigned, so the copy carries an older auth_time, and the account's validSince goes back with
 * it so the copy is not refused as revoked. For proving the "recent sign-in" refusals.
 */
export async function signedInLongAgo<T extends SignIn>(session: T): Promise<T> {
  const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
  const update = await identity('update', { localId: session.localId, validSince: String(tenMinutesAgo - 1) }, true);
  if (update.status !== 200) throw new Error(`accounts:update validSince: ${JSON.stringify(update.body)}`);
  const [header, payload] = session.idToken.split('.');
  const claims = { ...(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as object), auth_time: tenMinutesAgo };
  return { ...session, idToken: `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.` };
}

/**
 * Resolves once the clock has passed into the next whole second. Revocation (sign out everywhere)
 * compares sign-in times in whole seconds (auth_time against tokensValidAfterTime): a session
 * begun in the same second as the revocation would outlive it, so a test waits out the second.
 */
export function untilNextSecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** The newest outbox email to `to`. */
export async function latestEmailTo(to: string): Promise<OutboxEmail> {
  const { body } = await apiFetch<OutboxEmail[]>('/outbox.json');
  const email = body.find((e) => e.to === to);
  if (!email) throw new Error(`No outbox email to ${to}`);
  return email;
}

export async function emulatorOobCodes(): Promise<Array<{ email: string; oobCode: string; requestType: string }>> {
  const res = await fetch(`${stack().emulator}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await res.json()) as { oobCodes: Array<{ email: string; oobCode: string; requestType: string }> };
  return body.oobCodes;
}

/**
 * GET from the server at `server` (an origin) with `host` in the Host header: how a browser asks for
 * a *.localhost address, which Node does not resolve.
 */
export function getWithHost(
  server: string,
  host: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const at = new URL(server);
  return new Promise((resolve, reject) => {
    const req = request({ host: at.hostname, port: at.port, path: pathAndQuery, headers: { ...headers, Host: host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** GET on the brand apps with an explicit Host header (and any other headers, e.g. a Cookie). */
export function brandPage(
  host: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return getWithHost(stack().brandApps, host, pathAndQuery, headers);
}

/** Text inside the element with data-testid=`id` (first match). */
export function testIdText(html: string, id: string): string | undefined {
  const match = new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html);
  return match?.[1];
}
