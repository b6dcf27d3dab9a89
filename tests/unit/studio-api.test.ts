// The brand studio's dev server API (studio/studio-api.ts, studio/vite-studio.ts) on throw-away
// copies of the documents: saves are formatted byte for byte, invalid drafts and unsafe paths or
// assets write nothing, and the HTTP layer answers with the right status. No port is opened: the
// middleware is called with stand-in requests.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../support/project';
import { checkDraft, createBrand, formatDocument, saveDraft, studioProject, StudioRefusal } from '../../studio/studio-api';
import { MAX_BODY_BYTES, studioServer, type StudioHandler } from '../../studio/vite-studio';
import { validateProjectWith } from '../../validate/validate-project';

const PLEXUS = 'brands/plexus/brand.json';

/** A copy of what the studio reads and writes; a git repository with one commit unless git is false. */
function projectCopy(git = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-api-'));
  for (const p of ['brands', 'flows', 'schemas', 'studio/templates', '.prettierrc.json'])
    cpSync(join(ROOT, p), join(dir, p), { recursive: true });
  if (git) {
    const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
    // No sample hooks, and the objects in one pack: each test copies the repository, and its
    // hundred small files made the copy 0.26 s instead of 0.1 (issue 24).
    run('-c', 'init.defaultBranch=main', 'init', '-q', '--template=');
    run('add', '-A');
    run('-c', 'user.name=studio', '-c', 'user.email=studio@example.invalid', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'base');
    run('repack', '-a', '-d', '-q');
  }
  return dir;
}

/**
 * Each test's own copy, taken from one made for the file: making the repository costs four git
 * commands, a copy of it (packed) about a tenth of a second (issue 24).
 */
let base: string;
beforeAll(() => {
  base = projectCopy();
});
afterAll(() => rmSync(base, { recursive: true, force: true }));
function freshCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-api-'));
  cpSync(base, dir, { recursive: true });
  return dir;
}

/** Every file under dir with its bytes (base64), to prove a refused save wrote nothing anywhere. */
function snapshot(dir: string, sub = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(join(dir, sub))) {
    const rel = sub ? `${sub}/${name}` : name;
    if (rel === '.git') continue;
    if (statSync(join(dir, rel)).isDirectory()) Object.assign(out, snapshot(dir, rel));
    else out[rel] = readFileSync(join(dir, rel)).toString('base64');
  }
  return out;
}

const readDoc = (dir: string, path: string): any => JSON.parse(readFileSync(join(dir, path), 'utf8'));
const dataUrl = (mime: string, bytes: Uint8Array | string) => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

/** A PNG header as validate reads it: the signature and an IHDR of width x height. */
function png(width: number, height: number, extra = 0): Uint8Array {
  const bytes = new Uint8Array(33 + extra);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>\n';

let dir: string;
beforeEach(() => {
  dir = freshCopy();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('formatDocument', () => {
  it('writes every document unchanged byte for byte (brand files in either layout, white-labels, environments, messages)', async () => {
    const { files } = studioProject(dir);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        PLEXUS,
        'brands/elumen/brand.json',
        'brands/white-labels/wbs.json',
        'brands/environments.json',
        'flows/messages.json',
      ]),
    );
    for (const [path, data] of Object.entries(files))
      expect(await formatDocument(path, data, dir), path).toBe(readFileSync(join(dir, path), 'utf8'));
  });

  it('puts a brand back in schema order, $schema first (restored when lost), theme in its definition order, unknown keys last', async () => {
    for (const path of [PLEXUS, 'brands/elumen/brand.json']) {
      const doc = readDoc(dir, path);
      const { $schema: _, ...rest } = doc;
      const reversed = Object.fromEntries(Object.entries(rest).reverse());
      reversed.theme = Object.fromEntries(Object.entries(doc.theme).reverse());
      expect(Object.keys(reversed)[0]).not.toBe('brand');
      expect(await formatDocument(path, reversed, dir), path).toBe(readFileSync(join(dir, path), 'utf8'));
    }
    const text = await formatDocument(PLEXUS, { zeta: 1, theme: { error: '#b00020', primary: '#0b5c7a' }, brand: 'PLEXUS' }, dir);
    expect(Object.keys(JSON.parse(text))).toEqual(['$schema', 'brand', 'theme', 'zeta']);
    expect(Object.keys(JSON.parse(text).theme)).toEqual(['primary', 'error']);
    expect(text.endsWith('}\n')).toBe(true);
    // undefined (a field a form cleared) is left out, as JSON leaves it out.
    expect(JSON.parse(await formatDocument(PLEXUS, { brand: 'PLEXUS', slogan: undefined }, dir))).toEqual({
      $schema: '../../schemas/brand.schema.json',
      brand: 'PLEXUS',
    });
  });

  it('keeps the key order of other documents as on disk, new keys at the end', async () => {
    const path = 'brands/white-labels/wbs.json';
    const doc = readDoc(dir, path);
    const reversed = { added: true, ...Object.fromEntries(Object.entries(doc).reverse()) };
    const keys = Object.keys(JSON.parse(await formatDocument(path, reversed, dir)));
    expect(keys).toEqual([...Object.keys(doc), 'added']);
  });

  it('gives a new document the $schema of its kind', async () => {
    const text = await formatDocument('brands/nova/brand.json', { brand: 'NOVA' }, dir);
    expect(text).toBe('{\n  "$schema": "../../schemas/brand.schema.json",\n  "brand": "NOVA"\n}\n');
  });
});

describe('studioProject', () => {
  it('lists the documents, each brand folder’s images, the schemas as on disk and no issue', () => {
    const project = studioProject(dir);
    expect(project.files[PLEXUS]).toEqual(readDoc(dir, PLEXUS));
    expect(project.files['brands/white-labels/fvs.json']).toEqual(readDoc(dir, 'brands/white-labels/fvs.json'));
    expect(project.assets.plexus).toEqual(['favicon.svg', 'logo-white.svg', 'logo.svg']);
    expect(project.assets['white-labels']).toBeUndefined();
    expect(project.schemas.brand).toEqual(readDoc(dir, 'schemas/brand.schema.json'));
    expect(project.schemas.whiteLabel).toEqual(readDoc(dir, 'schemas/white-label.schema.json'));
    expect(project.schemas.brandBase).toEqual(readDoc(dir, 'schemas/brand-base.schema.json'));
    expect(project.issues).toEqual([]);
  });
});

describe('checkDraft and saveDraft', () => {
  const withPrimary = (colour: string) => ({ ...readDoc(dir, PLEXUS), theme: { ...readDoc(dir, PLEXUS).theme, primary: colour } });

  it('a colour failing contrast is blamed at theme > primary with its ratio, at its line in the text a save writes, and nothing is saved', async () => {
    const before = snapshot(dir);
    const draft = { files: { [PLEXUS]: withPrimary('#eeeeee') } };
    const { issues } = await checkDraft(dir, draft);
    const issue = issues.find((i) => i.pointer === '/theme/primary');
    expect(issue?.file).toBe(PLEXUS);
    expect(issue?.text).toMatch(/"primary" #eeeeee .* is 1\.\d\d:1, needs 4\.5:1/);
    const lines = (await formatDocument(PLEXUS, draft.files[PLEXUS], dir)).split('\n');
    expect(lines[(issue?.line ?? 0) - 1]?.trim()).toBe('"primary": "#eeeeee",');
    expect(issue?.text.startsWith(`${PLEXUS}:${issue.line}:${issue.column} (theme > primary): `)).toBe(true);

    const result = await saveDraft(dir, draft);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((i) => i.text)).toEqual(issues.map((i) => i.text));
    expect(snapshot(dir)).toEqual(before);
  });

  it('saves a valid colour change and returns its git diff', async () => {
    const result = await saveDraft(dir, { files: { [PLEXUS]: withPrimary('#0a4f69') } });
    expect(result).toMatchObject({ ok: true, saved: [PLEXUS] });
    expect(readDoc(dir, PLEXUS).theme.primary).toBe('#0a4f69');
    const diff = result.ok ? result.diff : '';
    expect(diff).toContain(`diff --git a/${PLEXUS} b/${PLEXUS}`);
    expect(diff).toContain('-    "primary": "#0b5c7a",');
    expect(diff).toContain('+    "primary": "#0a4f69",');
    expect(diff).not.toContain('\u001b[');
    expect(diff.match(/^[-+] /gm)).toHaveLength(2);
  });

  it('checks uploaded assets as if on disk: a PNG logo and an SVG white logo pass and are written', async () => {
    // Square logos, so their shape is square too (issue 56 item 1).
    const doc = {
      ...readDoc(dir, PLEXUS),
      logo: 'logo-studio.png',
      whiteLogo: 'logo-studio-white.svg',
      logoSize: { width: 10, height: 10 },
    };
    const missing = await checkDraft(dir, { files: { [PLEXUS]: doc } });
    expect(missing.issues.map((i) => i.pointer).sort()).toEqual(['/logo', '/whiteLogo']);

    const assets = {
      'brands/plexus/logo-studio.png': dataUrl('image/png', png(64, 64)),
      'brands/plexus/logo-studio-white.svg': dataUrl('image/svg+xml', SVG),
    };
    expect((await checkDraft(dir, { files: { [PLEXUS]: doc }, assets })).issues).toEqual([]);
    const result = await saveDraft(dir, { files: { [PLEXUS]: doc }, assets });
    expect(result).toMatchObject({ ok: true, saved: ['brands/plexus/logo-studio.png', 'brands/plexus/logo-studio-white.svg', PLEXUS] });
    expect(new Uint8Array(readFileSync(join(dir, 'brands/plexus/logo-studio.png')))).toEqual(png(64, 64));
    expect(readFileSync(join(dir, 'brands/plexus/logo-studio-white.svg'), 'utf8')).toBe(SVG);
    const diff = result.ok ? result.diff : '';
    expect(diff).toMatch(/diff --git a\/brands\/plexus\/logo-studio-white\.svg b\/brands\/plexus\/logo-studio-white\.svg\nnew file mode/);
    expect(diff).toContain('+<svg xmlns=');
    expect(diff).toContain('+  "logo": "logo-studio.png",');
    expect(studioProject(dir).assets.plexus).toContain('logo-studio.png');
  });

  it('validates a new brand folder as a brand document (kind and key from the path), its drafted logos as files', () => {
    const { logoutReturnsToBrand: _, ...nova } = {
      ...readDoc(dir, PLEXUS),
      brand: 'PLEXUS',
      displayName: 'Nova',
      logoSize: { width: 10, height: 10 },
    };
    const files = { 'brands/nova/brand.json': nova };
    const where = (issues: { file: string; pointer: string }[]) => issues.map((i) => `${i.file} ${i.pointer}`);
    const { issues } = validateProjectWith(dir, { files });
    // The code Plexus has too (told at the drafted folder first, which brought it, then at Plexus), and logos the folder lacks.
    expect(where(issues)).toEqual([
      'brands/nova/brand.json /brand',
      'brands/nova/brand.json /logo',
      'brands/nova/brand.json /whiteLogo',
      'brands/nova/brand.json /favicon',
    ]);
    expect(issues[0]?.message).toBe('both brand folders have the code PLEXUS');
    expect(issues[0]?.also).toMatchObject({ file: PLEXUS, pointer: '/brand', line: 3, column: 3 });
    const svg = dataUrl('image/svg+xml', SVG);
    const assets = { 'brands/nova/logo.svg': svg, 'brands/nova/logo-white.svg': svg, 'brands/nova/favicon.svg': svg };
    expect(where(validateProjectWith(dir, { files, assets }).issues)).toEqual(['brands/nova/brand.json /brand']);
  });

  const refused: [string, (d: string) => Parameters<typeof saveDraft>[1], RegExp][] = [
    [
      'a path out of brands/',
      () => ({ files: { 'brands/../package.json': { name: 'x' } } }),
      /does not write "brands\/\.\.\/package\.json"/,
    ],
    ['a document outside brands/ and flows/messages.json', () => ({ files: { 'src/x.json': {} } }), /does not write "src\/x\.json"/],
    ['a flow', () => ({ files: { 'flows/sign-in.json': {} } }), /does not write "flows\/sign-in\.json"/],
    ['an asset outside a brand folder', () => ({ files: {}, assets: { 'brands/../x.png': dataUrl('image/png', png(1, 1)) } }), /asset/],
    ['an asset with a nested path', () => ({ files: {}, assets: { 'brands/plexus/a/b.png': dataUrl('image/png', png(1, 1)) } }), /asset/],
    ['an asset of another type', () => ({ files: {}, assets: { 'brands/plexus/logo.gif': dataUrl('image/gif', 'GIF89a') } }), /asset/],
    [
      'a wrong MIME type',
      () => ({ files: {}, assets: { 'brands/plexus/logo2.png': dataUrl('image/svg+xml', SVG) } }),
      /sent as image\/svg\+xml, but a \.png file must be image\/png/,
    ],
    [
      'an SVG with a script',
      () => ({
        files: {},
        assets: { 'brands/plexus/logo2.svg': dataUrl('image/svg+xml', SVG.replace('<rect', '<script>alert(1)</script><rect')) },
      }),
      /<script>/,
    ],
    [
      'an SVG with an event attribute',
      () => ({
        files: {},
        assets: { 'brands/plexus/logo2.svg': dataUrl('image/svg+xml', SVG.replace('<rect', '<rect onload="alert(1)"')) },
      }),
      /event attribute/,
    ],
    // What the probe slipped past the old patterns (issue 53 item 7): the allow-list of svg-allow-list.ts.
    ...(
      [
        ['a script under another prefix', '<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>', /x:script/],
        ['a foreignObject', '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="x"/></foreignObject>', /foreignObject/],
        ['a javascript: href', '<use href="javascript:alert(1)"/>', /href="javascript:alert\(1\)"/],
      ] as const
    ).map(([what, fragment, message]): [string, (d: string) => Parameters<typeof saveDraft>[1], RegExp] => [
      `an SVG with ${what}`,
      () => ({ files: {}, assets: { 'brands/plexus/logo2.svg': dataUrl('image/svg+xml', SVG.replace('<rect', `${fragment}<rect`)) } }),
      message,
    ]),
    [
      'an oversize asset',
      () => ({ files: {}, assets: { 'brands/plexus/big.png': dataUrl('image/png', png(64, 64, 513 * 1024)) } }),
      /at most 512 KiB/,
    ],
    ['an asset not sent as a data URL', () => ({ files: {}, assets: { 'brands/plexus/x.png': 'https://example.com/x.png' } }), /data: URL/],
  ];
  it.each(refused)('refuses %s and writes nothing, not even the valid parts of the draft', async (_, draftOf, message) => {
    const before = snapshot(dir);
    const draft = draftOf(dir);
    const full = { ...draft, files: { ...draft.files, [PLEXUS]: withPrimary('#0a4f69') } };
    await expect(saveDraft(dir, full)).rejects.toThrow(message);
    await expect(saveDraft(dir, full)).rejects.toBeInstanceOf(StudioRefusal);
    await expect(checkDraft(dir, full)).rejects.toBeInstanceOf(StudioRefusal);
    expect(snapshot(dir)).toEqual(before);
  });

  it('returns an empty diff outside a git repository', async () => {
    const plain = projectCopy(false);
    try {
      const draft = { files: { [PLEXUS]: { ...readDoc(plain, PLEXUS), slogan: 'New words.' } } };
      expect(await saveDraft(plain, draft)).toEqual({ ok: true, saved: [PLEXUS], diff: '' });
      expect(readDoc(plain, PLEXUS).slogan).toBe('New words.');
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});

describe('createBrand', () => {
  it('does what npm run new-brand does and returns the diff of what it wrote', async () => {
    const result = createBrand(dir, { folder: 'nimbus', name: 'Nimbus' });
    expect(result.code).toBe('NIMBUS');
    expect(result.files).toEqual(
      expect.arrayContaining(['brands/nimbus/brand.json', 'brands/white-labels/wbs.json', 'brands/environments.json']),
    );
    expect(readDoc(dir, 'brands/nimbus/brand.json').brand).toBe('NIMBUS');
    expect(result.diff).toMatch(/diff --git a\/brands\/nimbus\/brand\.json b\/brands\/nimbus\/brand\.json\nnew file mode/);
    expect(result.diff).toContain('+      "nimbusUrl": ');
    expect(studioProject(dir).issues).toEqual([]);
    // Saving the new brand unchanged keeps its file as new-brand wrote it.
    const text = readFileSync(join(dir, 'brands/nimbus/brand.json'), 'utf8');
    expect(await formatDocument('brands/nimbus/brand.json', readDoc(dir, 'brands/nimbus/brand.json'), dir)).toBe(text);
    expect(() => createBrand(dir, { folder: 'nimbus' })).toThrow('brands/nimbus already exists');
    expect(() => createBrand(dir, { folder: 'Bad Name' })).toThrow(/cannot be a brand folder/);
  });

  it("keeps the template's slogan translations in the languages the chosen white-labels offer, and no other (issue 58)", () => {
    const fvs = 'brands/white-labels/fvs.json';
    writeFileSync(join(dir, fvs), `${JSON.stringify({ ...readDoc(dir, fvs), locales: ['en', 'de'] }, null, 2)}\n`);
    createBrand(dir, { folder: 'nimbus', name: 'Nimbus', whiteLabels: ['fvs'] });
    expect(readDoc(dir, 'brands/nimbus/brand.json').sloganTranslations).toEqual({ de: 'Ein Konto für alles rund um Nimbus.' });
    expect(studioProject(dir).issues).toEqual([]);
    writeFileSync(join(dir, fvs), `${JSON.stringify({ ...readDoc(dir, fvs), locales: ['en'] }, null, 2)}\n`);
    createBrand(dir, { folder: 'cirrus', name: 'Cirrus', whiteLabels: ['fvs'] });
    expect(readDoc(dir, 'brands/cirrus/brand.json')).not.toHaveProperty('sloganTranslations');
    // Nimbus's German slogan is now nobody's (fvs no longer offers German); Cirrus has nothing to tell.
    expect(studioProject(dir).issues.map((i) => `${i.file} ${i.pointer}`)).toEqual(['brands/nimbus/brand.json /sloganTranslations/de']);
  });
});

// ---------------------------------------------------------------------------------------------
// HTTP

interface Answer {
  status: number;
  type: string;
  body: any;
  passed: boolean;
}

/** The plugin's middleware, as Vite's dev server would register it. */
function middleware(root: string): StudioHandler {
  const plugin = studioServer(root);
  expect(plugin.apply).toBe('serve');
  let handler: StudioHandler | undefined;
  const hook = plugin.configureServer as (server: unknown) => void;
  hook({ middlewares: { use: (h: StudioHandler) => (handler = h) } });
  return handler!;
}

/** Calls the middleware with a stand-in request; resolves with what it answered (or that it passed the request on). */
function request(
  handler: StudioHandler,
  method: string,
  url: string,
  opts: { body?: string | Buffer[]; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const chunks = opts.body === undefined ? [] : typeof opts.body === 'string' ? [Buffer.from(opts.body)] : opts.body;
  const req = Object.assign(Readable.from(chunks), { method, url, headers: { host: 'localhost:5173', ...opts.headers } });
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    const res = {
      statusCode: 200,
      setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v),
      end(text: string) {
        resolve({ status: this.statusCode, type: headers['content-type'] ?? '', body: JSON.parse(text), passed: false });
      },
    };
    handler(req as unknown as IncomingMessage, res as unknown as ServerResponse, () =>
      resolve({ status: 0, type: '', body: undefined, passed: true }),
    );
  });
}

const post = (handler: StudioHandler, path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(handler, 'POST', `/__studio/api/${path}`, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: 'http://localhost:5173', ...headers },
  });

describe('the studio HTTP API', () => {
  it('serves the project as JSON and passes other addresses on', async () => {
    const api = middleware(dir);
    const project = await request(api, 'GET', '/__studio/api/project');
    expect(project.status).toBe(200);
    expect(project.type).toMatch(/^application\/json/);
    expect(project.body.files[PLEXUS]).toEqual(readDoc(dir, PLEXUS));
    expect((await request(api, 'GET', '/sign-in')).passed).toBe(true);
    expect((await request(api, 'GET', '/__studio/api/nothing')).status).toBe(404);
    expect((await request(api, 'GET', '/__studio/api/save')).status).toBe(405);
  });

  it('answers 400 with a sentence for a body that is not JSON or not a draft', async () => {
    const api = middleware(dir);
    const bad = await request(api, 'POST', '/__studio/api/check', { body: '{"files": {', headers: { origin: 'http://localhost:5173' } });
    expect(bad.status).toBe(400);
    expect(bad.type).toMatch(/^application\/json/);
    expect(bad.body.error).toMatch(/^the request body is not valid JSON/);
    const shape = await post(api, 'save', { documents: {} });
    expect(shape.status).toBe(400);
    expect(shape.body.error).toMatch(/no "files" object/);
    const assets = await post(api, 'save', { files: {}, assets: { 'brands/plexus/x.png': 12 } });
    expect(assets.status).toBe(400);
    const newBrand = await post(api, 'new-brand', { name: 'x' });
    expect(newBrand.status).toBe(400);
    expect(newBrand.body.error).toMatch(/no "folder"/);
  });

  it('answers 403 to a foreign Origin or Host and writes nothing', async () => {
    const api = middleware(dir);
    const before = snapshot(dir);
    const draft = { files: { [PLEXUS]: { ...readDoc(dir, PLEXUS), slogan: 'Hijacked.' } } };
    for (const origin of ['https://evil.example', 'http://localhost:9999', 'null']) {
      const res = await post(api, 'save', draft, { origin });
      expect(res.status, origin).toBe(403);
      expect(res.body.error).toMatch(/only from pages of localhost:5173/);
    }
    const rebound = await post(api, 'save', draft, { host: 'evil.example:5173', origin: 'http://evil.example:5173' });
    expect(rebound.status).toBe(403);
    expect((await request(api, 'GET', '/__studio/api/project', { headers: { host: 'evil.example' } })).status).toBe(403);
    expect(snapshot(dir)).toEqual(before);
    // The same host, with or without an Origin, and fvs.localhost are served.
    expect((await request(api, 'GET', '/__studio/api/project', { headers: { host: 'fvs.localhost:5173' } })).status).toBe(200);
    const noOrigin = await request(api, 'POST', '/__studio/api/check', { body: JSON.stringify(draft) });
    expect(noOrigin.status).toBe(200);
    expect((await post(api, 'check', draft, { origin: '' })).status).toBe(403);
  });

  it('answers 413 to a body over 4 MiB, announced or streamed', async () => {
    const api = middleware(dir);
    const announced = await request(api, 'POST', '/__studio/api/save', {
      body: '{}',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(announced.status).toBe(413);
    expect(announced.body.error).toMatch(/larger than 4 MiB/);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const streamed = await request(api, 'POST', '/__studio/api/check', {
      body: [chunk, chunk, chunk, chunk, Buffer.from(' {"files":{}}')],
    });
    expect(streamed.status).toBe(413);
    const fits = await request(api, 'POST', '/__studio/api/check', { body: [chunk, chunk, chunk, Buffer.from(' {"files":{}}')] });
    expect(fits.status).toBe(200);
  });

  it('answers 422 with the issues to an invalid save, 400 to a refused one, 200 with the diff to a valid one', async () => {
    const api = middleware(dir);
    const before = snapshot(dir);
    const doc = readDoc(dir, PLEXUS);
    const invalid = await post(api, 'save', { files: { [PLEXUS]: { ...doc, theme: { primary: '#eeeeee' } } } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.issues.map((i: any) => i.pointer)).toContain('/theme/primary');
    expect(invalid.body.issues[0].text).toMatch(/^brands\/plexus\/brand\.json:\d+:\d+ /);
    const refused = await post(api, 'save', { files: { 'brands/../package.json': {} } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/does not write/);
    expect(snapshot(dir)).toEqual(before);

    const check = await post(api, 'check', { files: { [PLEXUS]: { ...doc, theme: { primary: '#eeeeee' } } } });
    expect(check.status).toBe(200);
    expect(check.body.issues).toEqual(invalid.body.issues);

    const saved = await post(api, 'save', { files: { [PLEXUS]: { ...doc, slogan: 'Twin it.' } } });
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toEqual([PLEXUS]);
    expect(saved.body.diff).toContain('+  "slogan": "Twin it.",');
    expect(readDoc(dir, PLEXUS).slogan).toBe('Twin it.');
  });

  it('creates a brand, and answers 400 with new-brand’s words when it refuses', async () => {
    const api = middleware(dir);
    const made = await post(api, 'new-brand', { folder: 'nimbus', whiteLabels: ['wbs'] });
    expect(made.status).toBe(200);
    expect(made.body.code).toBe('NIMBUS');
    expect(made.body.files).toContain('brands/nimbus/brand.json');
    expect(made.body.diff).toContain('brands/nimbus/brand.json');
    const again = await post(api, 'new-brand', { folder: 'nimbus' });
    expect(again).toMatchObject({ status: 400, body: { error: 'brands/nimbus already exists' } });
    const unknown = await post(api, 'new-brand', { folder: 'cirrus', whiteLabels: ['nope'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/^no white-label nope/);
  });
});
