// The built app as the Firebase Hosting emulator serves it from the generated firebase.json:
// the same rewrites and headers a deploy gets (tooling/build/hosting-config.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../browser/support/fixtures';
import { CACHE_HASHED, CACHE_PAGE, hostingConfig, prerenderedFile } from '../../tooling/build/hosting-config';
import { PICKER_SCRIPT } from '../../tooling/build/prerender/picker-script';
import { scriptHash } from '../../tooling/build/firebase-config';
import { ROOT, projectDocuments } from '../support/project';
import { getWithHost, stack } from './helpers';

const documents = projectDocuments();
const local = hostingConfig(documents.environments, 'local', documents.routes, [scriptHash(PICKER_SCRIPT)]);
const securityHeaders = local.headers.find((h) => h.source === '**')!.headers;

/** A concrete address for each route of flows/routes.json (`/dashboard/*` -> `/dashboard/profile`). */
const routePaths = documents.routes.routes.map((r) => r.path.replace(/\/\*$/, '/profile'));

test.describe('hosting', () => {
  test('serves the generated local configuration', () => {
    const onDisk = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: unknown };
    expect(onDisk.hosting).toEqual(local);
  });

  test('every route, on each white-label host, is its pre-rendered page or index.html, with the security headers and no-store', async () => {
    const file = (path: string) => readFileSync(join(ROOT, 'dist', path), 'utf8');
    const prerendered = new Set(documents.routes.routes.filter((r) => r.prerender).map((r) => r.path));
    expect(prerendered.size).toBeGreaterThan(0);
    // Only the documents are under test: asked for over HTTP with the white-label's host name, as a
    // browser asks (34 page loads through Chromium cost 11 CPU-s, issue 24).
    for (const origin of [stack().app!, stack().fvsApp!]) {
      // To loopback on the white-label's port, with its host name (fvs.localhost) in the Host header.
      const { port, host } = new URL(origin);
      for (const path of [...routePaths, '/', '/index.html']) {
        const res = await getWithHost(`http://127.0.0.1:${port}`, host, `${path}?brand=plexus`);
        expect(res.status, `${origin}${path}`).toBe(200);
        expect(res.body, path).toBe(file(prerendered.has(path) ? prerenderedFile(path) : 'index.html'));
        for (const { key, value } of securityHeaders) expect(res.headers[key.toLowerCase()], `${key} on ${path}`).toBe(value);
        expect(res.headers['cache-control'], path).toBe(CACHE_PAGE);
      }
    }
  });

  test('hashed assets are kept for a year; a missing one is a 404, never the page', async () => {
    const index = readFileSync(join(ROOT, 'dist/index.html'), 'utf8');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${stack().app}${script}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe(CACHE_HASHED);

    const missing = await fetch(`${stack().app}/assets/gone-0a1b2c3d.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root"');
  });
});
