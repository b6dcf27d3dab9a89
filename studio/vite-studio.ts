/**
 * The brand studio on the dev server (never in the build): its page at /__studio
 * (studio/studio.html) and its HTTP API, /__studio/api/project,
 * check, save and new-brand over studio/studio-api.ts. It writes files in the repository, so it
 * answers only loopback host names (no DNS rebinding) and, for writes, only pages of the same
 * origin (no cross-site form posts). After a save, the config-check plugin sees the changed
 * files and reloads the app.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { checkDraft, createBrand, saveDraft, studioProject, StudioRefusal, type StudioDraft } from './studio-api.js';
import { STUDIO_API } from './studio-wire.js';

export const STUDIO_API_PREFIX = `${STUDIO_API}/`;
/** The studio's own page: a tool, not the app, so not the app's index.html. */
export const STUDIO_PAGE = '/studio/studio.html';
/** The page of the brand preview and the gallery (/__preview, /__gallery): an entry of its own, not the app's. */
export const PREVIEW_PAGE = '/studio/preview.html';
/** The script a preview page runs first (see transformIndexHtml below). */
export const PREVIEW_RELOAD_GUARD = '/studio/preview-reload-guard.ts';
/** Largest request body: a draft with a few uploaded logos fits with room to spare. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

type Next = (err?: unknown) => void;
export type StudioHandler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** An answer other than 200: status and the sentence sent as { error }. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** localhost, 127.0.0.1, [::1] or a *.localhost name (the FVS white-label runs on fvs.localhost). */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || name.endsWith('.localhost');
}

/** Refuses requests another site could make the browser send. */
function guard(req: IncomingMessage): void {
  const host = req.headers.host;
  if (!isLoopbackHost(host)) throw new HttpError(403, `the studio API answers only requests to localhost, not to ${host ?? 'no host'}`);
  const origin = req.headers.origin;
  if (req.method !== 'POST' || origin === undefined) return;
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  if (originHost?.toLowerCase() !== host?.toLowerCase())
    throw new HttpError(403, `the studio API accepts changes only from pages of ${host ?? 'its own host'}, not from ${origin}`);
}

/** The body as text; 413 beyond MAX_BODY_BYTES (the rest is read and dropped so the answer can be sent). */
function readBody(req: IncomingMessage): Promise<string> {
  const tooLarge = new HttpError(413, `the request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB`);
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    req.resume();
    return Promise.reject(tooLarge);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => (size > MAX_BODY_BYTES ? reject(tooLarge) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') throw new HttpError(400, 'the request body is empty; send a JSON object');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new HttpError(400, `the request body is not valid JSON (${(e as Error).message})`);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const DRAFT_SHAPE =
  'send { "files": { "<path>": <document> }, "assets": { "<path>": "data:<type>;base64,..." } } ("assets" may be left out)';

function asDraft(body: unknown): StudioDraft {
  if (!isRecord(body) || !isRecord(body.files)) throw new HttpError(400, `the body has no "files" object; ${DRAFT_SHAPE}`);
  if (body.assets === undefined) return { files: body.files };
  if (!isRecord(body.assets) || !Object.values(body.assets).every((v) => typeof v === 'string'))
    throw new HttpError(400, `"assets" must map each path to a data: URL text; ${DRAFT_SHAPE}`);
  return { files: body.files, assets: body.assets as Record<string, string> };
}

function asNewBrand(body: unknown): { folder: string; name?: string; whiteLabels?: string[] } {
  const shape = 'send { "folder": "nimbus", "name": "Nimbus", "whiteLabels": ["wbs"] } ("name" and "whiteLabels" may be left out)';
  if (!isRecord(body) || typeof body.folder !== 'string') throw new HttpError(400, `the body has no "folder" text; ${shape}`);
  if (body.name !== undefined && typeof body.name !== 'string') throw new HttpError(400, `"name" must be a text; ${shape}`);
  const wl = body.whiteLabels;
  if (wl !== undefined && !(Array.isArray(wl) && wl.every((w) => typeof w === 'string')))
    throw new HttpError(400, `"whiteLabels" must be a list of white-label ids; ${shape}`);
  return {
    folder: body.folder,
    ...(typeof body.name === 'string' ? { name: body.name } : {}),
    ...(wl !== undefined ? { whiteLabels: wl } : {}),
  };
}

/**
 * Runs fn; the errors refused(e) names become 400 answers in their own words (what the studio
 * shows the person), others stay failures (500).
 */
async function as400<T>(fn: () => T | Promise<T>, refused: (e: unknown) => e is Error): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (refused(e)) throw new HttpError(400, e.message);
    throw e;
  }
}

const isRefusal = (e: unknown): e is Error => e instanceof StudioRefusal;
// newBrand tells every refusal (a taken folder or code, an unknown white-label) as a plain Error.
const isAnyError = (e: unknown): e is Error => e instanceof Error;

interface Route {
  method: 'GET' | 'POST';
  run(root: string, req: IncomingMessage): Promise<{ status: number; body: unknown }>;
}

const ROUTES: Record<string, Route> = {
  project: { method: 'GET', run: (root) => Promise.resolve({ status: 200, body: studioProject(root) }) },
  check: {
    method: 'POST',
    run: async (root, req) => {
      const draft = asDraft(await readJsonBody(req));
      return { status: 200, body: await as400(() => checkDraft(root, draft), isRefusal) };
    },
  },
  save: {
    method: 'POST',
    run: async (root, req) => {
      const draft = asDraft(await readJsonBody(req));
      const result = await as400(() => saveDraft(root, draft), isRefusal);
      return result.ok
        ? { status: 200, body: { saved: result.saved, diff: result.diff } }
        : { status: 422, body: { issues: result.issues } };
    },
  },
  'new-brand': {
    method: 'POST',
    run: async (root, req) => {
      const request = asNewBrand(await readJsonBody(req));
      return { status: 200, body: await as400(() => createBrand(root, request), isAnyError) };
    },
  },
};

async function handle(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  guard(req);
  const name = (req.url ?? '').slice(STUDIO_API_PREFIX.length).split('?')[0] ?? '';
  const route = ROUTES[name];
  if (!route) throw new HttpError(404, `no studio API ${STUDIO_API_PREFIX}${name}; there are ${Object.keys(ROUTES).join(', ')}`);
  if (req.method !== route.method) {
    res.setHeader('Allow', route.method);
    throw new HttpError(405, `${STUDIO_API_PREFIX}${name} answers ${route.method} only`);
  }
  const { status, body } = await route.run(root, req);
  send(res, status, body);
}

/** The connect middleware: serves /__studio/api/*, passes everything else on. */
export function studioApi(root: string): StudioHandler {
  return (req, res, next) => {
    if (!(req.url ?? '').startsWith(STUDIO_API_PREFIX)) return next();
    handle(root, req, res).catch((e: unknown) => {
      if (e instanceof HttpError) send(res, e.status, { error: e.message });
      else send(res, 500, { error: `the studio API failed: ${e instanceof Error ? e.message : String(e)}` });
    });
  };
}

/** The dev server plugin (`npm start` only). */
export function studioServer(root: string): Plugin {
  return {
    name: 'account-hub-studio',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        if (/^\/__studio\/?(\?|$)/.test(url)) req.url = STUDIO_PAGE;
        else if (/^\/__(preview|gallery)(\?|$)/.test(url)) req.url = PREVIEW_PAGE + url.replace(/^[^?]*/, '');
        next();
      });
      server.middlewares.use(studioApi(root));
    },
    // A preview page's first script: its guard against Vite's reloads for a changed document is in
    // place before the app's modules load (studio/preview-reload-guard.ts).
    transformIndexHtml(_html, ctx) {
      if (!/^\/__preview(\?|$)/.test(ctx.originalUrl ?? '')) return undefined;
      return [{ tag: 'script', attrs: { type: 'module', src: PREVIEW_RELOAD_GUARD }, injectTo: 'head-prepend' }];
    },
  };
}
