/**
 * How `npm run bench` and `npm run bench:profile` serve and open a build: as Firebase Hosting
 * serves it (files first, then firebase.json's rewrites, gzipped), in a Chromium that reaches
 * loopback only, each load cold and reported by the probe (bench/bench-probe.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, desktopAgent } from '../tooling/browser.js';
import { rewriteFor, type HostingRewrite } from './bench-support';
import { DONE_MESSAGE, probeScript, type ProbeResult, type ProbeSpec } from './bench-probe';

const ROOT = resolve('.');

/**
 * A build served as Firebase Hosting serves it: a file of the build as it is, any other path by the
 * first of `rewrites` that matches (firebase.json's hosting.rewrites for the app), else 404.
 * Compressed like Hosting (Vite's preview server gzips text). The one place to change how builds are served.
 */
export function serveBuild(outDir: string, port: number, rewrites: readonly HostingRewrite[]): Promise<PreviewServer> {
  return preview({
    configFile: false,
    root: outDir,
    logLevel: 'silent',
    appType: 'custom',
    build: { outDir },
    preview: { host: 'localhost', port, strictPort: true },
    plugins: [
      {
        name: 'bench-hosting-rewrites',
        configurePreviewServer(server) {
          server.middlewares.use((req, _res, next) => {
            const url = new URL(req.url ?? '/', 'http://x');
            const path = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname; // a folder's index.html
            const file = join(outDir, decodeURIComponent(path));
            const isFile = file.startsWith(outDir) && existsSync(file) && statSync(file).isFile();
            const destination = isFile ? path : rewriteFor(url.pathname, rewrites);
            if (destination) req.url = destination + url.search;
            next();
          });
        },
      },
    ],
  });
}

/** Fails loudly when a served page is not HTML or its scripts are not compressed (figures of an uncompressed server would mislead). */
export async function checkServed(origin: string, path: string): Promise<void> {
  const page = await fetch(origin + path);
  const html = await page.text();
  if (!page.ok || !html.includes('<script')) throw new Error(`bench: ${origin}${path} answered ${page.status} without a script`);
  const src = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  const js = src ? await fetch(new URL(src, origin + path), { headers: { 'Accept-Encoding': 'gzip' } }) : null;
  if (!js?.ok || js.headers.get('content-encoding') !== 'gzip')
    throw new Error(`bench: ${origin}${path}: its script ${src} is not served gzipped`);
}

/** firebase.json's hosting.rewrites (written by npm run generate), which the app's server follows. */
export function hostingRewrites(): HostingRewrite[] {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting?: { rewrites?: HostingRewrite[] } };
  return config.hosting?.rewrites ?? [];
}

/** A browser that reaches loopback only (host resolver rules rather than request interception, which would slow every request). */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1'],
  });
}

/**
 * A fresh context whose pages carry the probe for spec, its first page, and a CDP session on it with
 * the HTTP cache off: every load in it is cold. The caller closes the context.
 */
export async function probedPage(
  browser: Browser,
  spec: ProbeSpec,
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ userAgent: desktopAgent(browser.version()), ...options });
  try {
    await context.addInitScript({ content: probeScript(spec) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Loads url in page and waits until the probe reports it visible and usable (no polling from outside); the probe's record. */
export async function loadUntilUsable(page: Page, url: string): Promise<ProbeResult> {
  const done = page.waitForEvent('console', { predicate: (m) => m.text() === DONE_MESSAGE, timeout: 60000 });
  await page.goto(url, { waitUntil: 'commit' });
  await done.catch(async (e: unknown) => {
    const state = await page.evaluate(() => JSON.stringify((window as unknown as { __bench?: unknown }).__bench)).catch(() => '?');
    throw new Error(`${url} never became visible and usable: ${String(e)}; probe ${state}`);
  });
  return page.evaluate(() => (window as unknown as { __bench: ProbeResult }).__bench);
}

/** The build file behind each fetched script URL; throws when one is not a file of the build. */
export function filesOf(urls: readonly string[], outDir: string): string[] {
  return [...new Set(urls)].map((u) => {
    const file = join(outDir, decodeURIComponent(new URL(u).pathname));
    if (!existsSync(file)) throw new Error(`bench: the page fetched ${u}, which is not a file of the build in ${outDir}`);
    return file;
  });
}
