// Stack plumbing: emulator reuse and the static app server.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../server/emulator.js';
import type { LoopbackServer } from '../../server/http-util.js';
import { startStaticApp } from '../../server/static-app.js';

describe('startEmulator', () => {
  it('reuses the running emulator instead of starting a second one', async () => {
    const handle = await startEmulator();
    expect(handle.reused).toBe(true);
    await handle.stop(); // must not stop the shared emulator
    expect((await fetch('http://127.0.0.1:9099/')).ok).toBe(true);
  });
});

describe('static app', () => {
  const PORT = 5199; // not 5173: the stack may already serve dist/ there
  let dir: string;
  let server: LoopbackServer;
  const get = (path: string, host = '127.0.0.1') => fetch(`http://${host}:${PORT}${path}`);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'static-app-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(dir, 'assets', 'main.js'), 'console.log(1)');
    await writeFile(join(dir, 'assets', 'main.css'), 'body{}');
    await writeFile(join(dir, 'logo.svg'), '<svg/>');
    await writeFile(join(dir, 'font.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
    server = await startStaticApp({ dir, port: PORT });
  });

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves files with their content types', async () => {
    const expected: Array<[string, string]> = [
      ['/assets/main.js', 'text/javascript'],
      ['/assets/main.css', 'text/css'],
      ['/logo.svg', 'image/svg+xml'],
      ['/font.woff2', 'font/woff2'],
    ];
    for (const [path, type] of expected) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
    }
  });

  it('falls back to index.html (no-store) for app routes, on IPv4 and IPv6', async () => {
    for (const host of ['127.0.0.1', '[::1]']) {
      const res = await get('/dashboard/profile', host);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain('<title>app</title>');
    }
  });

  it('answers 404 for missing files and path escapes', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/..%2f..%2fetc%2fpasswd.txt')).status).toBe(404);
  });
});
