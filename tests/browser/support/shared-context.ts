/**
 * One browser context per worker and its one tab, reset between tests by the suites themselves
 * (issue 24).
 *
 * Playwright's own reuse (`reuseContext`) resets a context by clearing the whole HTTP cache and by
 * loading every origin the test visited, under request interception, to wipe its storage. The
 * HTTP cache holds V8's compiled code of the app, so each test's first load of the hub compiled
 * the app again: 30 one-load tests cost 30-35 machine CPU-s that way, 18-20 with this reset. It
 * keeps the HTTP cache (each test starts as a person who came before and whose site data was
 * cleared; the cold first visit is the bench's to measure) and removes everything else a test
 * can leave:
 * - other tabs (popups, context.newPage()); the one tab stays, so the warm renderer does (see
 *   WARM_RENDERER in playwright.config.ts): a new tab for each test cost about a page load;
 * - site data of every origin a frame of the context showed: cookies, local storage, IndexedDB,
 *   service workers, Cache Storage... through the DevTools protocol, and session storage (see
 *   clearSessionStorage);
 * - routes, the init scripts, bindings and listeners a test added to the context or the tab,
 *   emulated media and viewport, offline, permissions, extra headers and geolocation.
 * A fake clock cannot be taken out of a context (Playwright has no uninstall), so a test that
 * used one gets the context closed after it, as does a test whose reset failed. A test whose
 * context options differ from the worker's (a test.use() of a locale, say) gets a context of its
 * own. tests/browser/context-reuse.browser.test.ts proves the next test finds nothing.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';

type Disposable = { dispose(): Promise<void> };
type Listener = (...args: unknown[]) => void;
type Emitter = { off(event: string, listener: Listener): unknown };

/** What a test may have added to the context that is undone by calling these. */
interface Added {
  disposables: Disposable[];
  origins: Set<string>;
  listeners: Array<[Emitter, string, Listener]>;
  clockUsed: boolean;
}

const nothingAdded = (): Added => ({ disposables: [], origins: new Set(), listeners: [], clockUsed: false });

/** Site data of every kind except the HTTP cache (see the module comment). */
const SITE_DATA =
  'cookies,file_systems,indexeddb,local_storage,shader_cache,websql,service_workers,cache_storage,interest_groups,shared_storage,storage_buckets';

/** The origin of a web page's URL; undefined for about:blank, data: and the like. */
function originOf(url: string): string | undefined {
  const { protocol, origin } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
}

const LISTENER_ADDERS = ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener'] as const;
const CLOCK_METHODS = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'] as const;

export class SharedContext {
  private context: BrowserContext | undefined;
  private options: BrowserContextOptions = {};
  private added: Added = nothingAdded();

  constructor(
    private readonly browser: Browser,
    /** Prepares a new context (the suites' init script and watchers); its listeners are kept. */
    private readonly prepare: (context: BrowserContext) => Promise<void>,
  ) {}

  /** The worker's context when options match the ones it was made with, else a new one made for them. */
  async acquire(options: BrowserContextOptions): Promise<BrowserContext> {
    if (this.context && JSON.stringify(options) !== JSON.stringify(this.options)) await this.discard();
    if (!this.context) {
      this.context = await this.browser.newContext(options);
      this.options = options;
      await this.prepare(this.context);
      this.track(this.context);
    }
    return this.context;
  }

  /** After a test: resets the context for the next, or closes it when it cannot be reset. */
  async release(): Promise<void> {
    const context = this.context;
    if (!context) return;
    if (this.added.clockUsed) return this.discard();
    try {
      await this.reset(context);
    } catch (error) {
      // Safe either way; said, so that resets failing every time (a slower suite) show.
      console.warn(`[shared context] reset failed, the next test gets a new context: ${String(error).split('\n')[0]}`);
      await this.discard();
    }
  }

  async close(): Promise<void> {
    await this.discard();
  }

  private async discard(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    this.added = nothingAdded();
    await context?.close().catch(() => undefined);
  }

  private async reset(context: BrowserContext): Promise<void> {
    const { disposables, origins, listeners } = this.added;
    this.added = nothingAdded();
    const [tab, ...others] = context.pages();
    if (!tab) throw new Error('the worker context has no page left');
    for (const page of others) await page.close();
    // What would change the loads below first: routes, offline, headers.
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await tab.setExtraHTTPHeaders({});
    await context.setExtraHTTPHeaders({});
    for (const added of disposables) await added.dispose();
    for (const [target, event, listener] of listeners) target.off(event, listener);
    const session = await context.newCDPSession(tab);
    await this.clearSessionStorage(tab, session, origins);
    for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_DATA });
    await session.detach();
    await context.clearCookies();
    await tab.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
    const viewport = this.options.viewport ?? null;
    if (viewport && JSON.stringify(tab.viewportSize()) !== JSON.stringify(viewport)) await tab.setViewportSize(viewport);
    await context.clearPermissions();
    await context.setGeolocation(null);
    // The reset's own loads are not the next test's to undo.
    this.added = nothingAdded();
  }

  /**
   * Session storage belongs to the tab, which stays, and the DevTools protocol clears it only for an
   * origin a frame of the tab shows. So the tab shows each origin once more, with scripts off (no
   * app starts, no handler writes again), and the origin the test ended on last: its pagehide
   * handlers run as the tab leaves it. Then about:blank. (A new tab instead, with a session storage
   * of its own, cost about as much as a page load.)
   */
  private async clearSessionStorage(tab: Page, session: CDPSession, origins: Set<string>): Promise<void> {
    await session.send('Emulation.setScriptExecutionDisabled', { value: true });
    const ended = originOf(tab.url());
    for (const origin of [...origins].sort((a, b) => Number(a === ended) - Number(b === ended))) {
      await tab.goto(`${origin}/`, { waitUntil: 'commit' });
      if (originOf(tab.url()) !== origin) throw new Error(`${origin}/ went on to ${tab.url()}`);
      await session.send('DOMStorage.clear', { storageId: { securityOrigin: origin, isLocalStorage: false } });
    }
    await tab.goto('about:blank');
    await session.send('Emulation.setScriptExecutionDisabled', { value: false });
  }

  /** Records what the tests add to the context and its pages, so the reset can undo it. */
  private track(context: BrowserContext): void {
    const trackPage = (page: Page) => {
      page.on('framenavigated', (frame) => {
        const origin = originOf(frame.url());
        if (origin) this.added.origins.add(origin);
      });
      this.trackAdditions(page);
    };
    context.pages().forEach(trackPage);
    context.on('page', trackPage);
    this.trackAdditions(context);
    // page.clock is the context's clock.
    const clock = context.clock as unknown as Record<string, (...args: unknown[]) => Promise<void>>;
    for (const name of CLOCK_METHODS) {
      const method = clock[name]!;
      clock[name] = (...args: unknown[]) => {
        this.added.clockUsed = true;
        return method.apply(context.clock, args);
      };
    }
  }

  /** From here on, the listeners, init scripts and bindings added to target are recorded (the suites' own come before). */
  private trackAdditions(target: BrowserContext | Page): void {
    const methods = target as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of LISTENER_ADDERS) {
      const add = methods[name]!;
      methods[name] = (event: unknown, listener: unknown) => {
        this.added.listeners.push([target, event as string, listener as Listener]);
        return add.call(target, event, listener);
      };
    }
    for (const name of ['addInitScript', 'exposeBinding', 'exposeFunction']) {
      const add = methods[name]!;
      methods[name] = async (...args: unknown[]) => {
        const added = (await add.apply(target, args)) as Disposable;
        this.added.disposables.push(added);
        return added;
      };
    }
  }
}
