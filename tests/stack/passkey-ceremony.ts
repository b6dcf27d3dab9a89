// The passkey ceremonies of the stack tests (issue 54): Chromium's virtual authenticator (CDP, ctap2,
// internal, resident keys, user verification) on a blank page of a hub origin, and the API calls
// that register a passkey and sign in with one.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect } from '../browser/support/fixtures';
import { apiFetch, apiPost, bearer, type JsonResponse } from './helpers.js';
import { APP } from '../support/local-stack.js';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';

export const BLANK = '/passkey-ceremony';

export interface Browser {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  authenticatorId: string;
}

/** A fresh context with one virtual authenticator, on a blank page of `origin`. */
export async function browserWithAuthenticator(newContext: () => Promise<BrowserContext>, origin = APP): Promise<Browser> {
  const context = await newContext();
  await context.route(
    (url) => url.pathname === BLANK,
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>passkey</title>' }),
  );
  const page = await context.newPage();
  await page.goto(`${origin}${BLANK}`);
  const cdp = await context.newCDPSession(page);
  const authenticatorId = await addVirtualAuthenticator(cdp);
  return { context, page, cdp, authenticatorId };
}

export type Json = Record<string, unknown>;

/** navigator.credentials.create with the API's options JSON; the credential as JSON, or the error's name. */
export function create(page: Page, options: Json): Promise<Json | string> {
  return page.evaluate(async (json) => {
    try {
      const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(json as unknown as PublicKeyCredentialCreationOptionsJSON);
      const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
      return credential.toJSON() as Record<string, unknown>;
    } catch (e) {
      return (e as Error).name;
    }
  }, options);
}

/** navigator.credentials.get with the API's options JSON; the assertion as JSON, or the error's name. */
export function get(page: Page, options: Json): Promise<Json | string> {
  return page.evaluate(async (json) => {
    try {
      const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(json as unknown as PublicKeyCredentialRequestOptionsJSON);
      const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
      return credential.toJSON() as Record<string, unknown>;
    } catch (e) {
      return (e as Error).name;
    }
  }, options);
}

export const from = (origin: string, idToken?: string) => ({ Origin: origin, ...(idToken ? bearer(idToken) : {}) });

export function assertion(result: Json | string): Json {
  if (typeof result === 'string') throw new Error(`the browser refused: ${result}`);
  return result;
}

/** Adds a passkey for `idToken` through the API and the page's authenticator. */
export async function register(page: Page, idToken: string, origin = APP, name?: string): Promise<JsonResponse<{ passkey: Json }>> {
  const options = await apiPost<Json>('/api/v1/me/passkeys/registration/options', {}, from(origin, idToken));
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const response = assertion(await create(page, options.body));
  return apiPost('/api/v1/me/passkeys/registration/verify', { response, ...(name ? { name } : {}) }, from(origin, idToken));
}

/** Sign-in options of `origin`, and the page's assertion for them. */
export async function assertFor(page: Page, origin = APP): Promise<Json> {
  const options = await apiPost<Json>('/api/v1/passkeys/authentication/options', {}, from(origin));
  expect(options.status).toBe(200);
  return assertion(await get(page, options.body));
}

export const verifySignIn = (response: Json, origin = APP) =>
  apiPost<{ customToken?: string; code?: string; message?: string }>('/api/v1/passkeys/authentication/verify', { response }, from(origin));

export const claimsOf = (idToken: string): Json => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Json;

export const list = async (idToken: string, origin = APP) =>
  (await apiFetch<{ passkeys: Json[] }>('/api/v1/me/passkeys', { headers: from(origin, idToken) })).body.passkeys;
