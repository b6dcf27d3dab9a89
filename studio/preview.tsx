/**
 * /__preview?scene=<id>&wl=<white-label id>&brand=<BRAND CODE> (dev server only; studio/preview-main.tsx
 * loads it, from studio/preview.html): one scene of studio/screen-list.ts drawn by the real App
 * on preview services, for the gallery and the brand studio. A parent frame may send edited
 * documents; the scene is drawn again with them, and the parent is told which messages it shows.
 *
 * Messages (all same-origin, to and from window.parent only):
 *   in:  { type: 'hub-studio:documents', documents: ConfigDocuments, assets?: { 'brands/x/logo.png': dataUrl },
 *          address?: '/__preview?scene=…' }  the address to draw at, when the studio has chosen another
 *          white-label, brand or language: the page takes it and draws in place, without loading again
 *   out: { type: 'hub-studio:ready', scene }                 once, on start
 *        { type: 'hub-studio:keys', scene, keys: string[] }  after each drawing settles
 *        { type: 'hub-studio:error', scene, message }        documents the hub cannot start from (the last drawing stays)
 * The page root gets data-preview-ready="<scene id>" once a drawing has settled. The page follows
 * its address: after history.pushState and a popstate event it draws the scene the address names.
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../src/app/app';
import { createHubConfig } from '../src/config/hub-config';
import { appDocuments } from '../src/config/every-flow';
import type { ConfigDocuments, LocaleDoc } from '../src/config/types';
import type { PreviewDocuments } from './draft-documents';
import { createCatalogue } from '../src/messages/catalogue';
import { SOURCE_LOCALE } from '../src/messages/source-locale';
import { shippedMessages } from '../validate/icu-compile';
import { applyPageLocale } from '../src/app/page-locale';
import { scenes, type Scene } from './screen-list';
import { previewPlan } from './preview-answers';
import type { Services } from '../src/services/types';
import type { PreviewScheme } from './gallery-entries';
import { createPreviewServices } from './preview-services';
import { recordKeys, type KeyRecorder } from './preview-keys';
import { driveScene } from './preview-drive';
import { keepFocusOutside } from './preview-focus';
import { isPreviewAddress } from './preview-address';
import { ToastGate } from '../src/render/toasts';
import { PendingCodes } from '../src/actions/pending-codes';
import { PageState } from '../src/render/page-state';

export const PREVIEW_MESSAGES = {
  documents: 'hub-studio:documents',
  ready: 'hub-studio:ready',
  keys: 'hub-studio:keys',
  error: 'hub-studio:error',
} as const;

/** Unsaved brand files by project path, e.g. 'brands/plexus/logo.png' -> data: URL. */
export type PreviewAssets = Readonly<Record<string, string>>;

/** Brand files as the dev server serves them from the project root (a file saved a second ago shows); an unsaved upload wins. */
export function previewAssetUrl(assets: PreviewAssets): (folder: string | null, file: string) => string {
  return (folder, file) => {
    const path = folder ? `brands/${folder}/${file}` : `brands/${file}`;
    return assets[path] ?? `/${path}`;
  };
}

/** Services with the scheme picked, as the person's kept pick (the app applies it; light-only white-labels stay light). */
function schemed(services: Services, scheme: PreviewScheme): Services {
  services.storage.set('colorScheme', scheme);
  return services;
}

type Post = (message: Record<string, unknown>) => void;

interface Drawing {
  documents: ConfigDocuments;
  assets: PreviewAssets;
}

/** What the address asks for; read at each drawing, since the page follows its address (history navigation). */
function addressed(): { sceneId: string; wl: string; brand: string | null; scheme: PreviewScheme; locale: string } {
  const params = new URLSearchParams(window.location.search);
  return {
    locale: params.get('locale') ?? SOURCE_LOCALE,
    sceneId: params.get('scene') ?? 'sign-in',
    wl: params.get('wl') ?? '',
    brand: params.get('brand'),
    scheme: params.get('scheme') === 'dark' ? 'dark' : 'light',
  };
}

/** The project's translations (dev server only: the studio and gallery draw any language at once). */
const BUNDLED_LOCALES = import.meta.glob<LocaleDoc>('../flows/locales/*.json', { eager: true, import: 'default' });

type Address = ReturnType<typeof addressed>;
type HubConfig = ReturnType<typeof createHubConfig>;

/** What a drawing shows: the scene, the hub's configuration with the language asked for, and the documents. */
interface Prepared {
  scene: Scene;
  config: HubConfig;
  documents: ConfigDocuments;
}

/** The scene and configuration for the documents at the address; throws why they cannot be drawn. */
function prepare({ documents, assets }: Drawing, { sceneId, wl: wlId, locale }: Address): Prepared {
  const scene = scenes(documents).find((s) => s.id === sceneId);
  if (!scene) throw new Error(`no scene "${sceneId}" in these documents`);
  const wl = documents.whiteLabels[wlId] ?? Object.values(documents.whiteLabels)[0];
  if (!wl) throw new Error('no white-label');
  // Any host name the white-label's rule selects (as the pre-render does).
  const hub = createHubConfig(documents, import.meta.env, `${wl.hostPrefix ?? ''}preview.invalid`, previewAssetUrl(assets));
  // The language asked for, from the studio's (edited) translation, else the project's own.
  const translation = (documents as PreviewDocuments).locales?.[locale] ?? BUNDLED_LOCALES[`../flows/locales/${locale}.json`];
  const catalogue = createCatalogue(documents.messages, locale, translation ? shippedMessages(translation.messages) : {});
  return { scene, config: { ...hub, catalogue }, documents };
}

/** The real App on preview services, at the scene's path with what its plan's landing link carries. */
function sceneApp(
  { scene, config }: Prepared,
  { brand, scheme }: Address,
  keys: KeyRecorder,
  toasts: ToastGate,
  gen: number,
): ReactElement {
  const plan = previewPlan(scene);
  const query = new URLSearchParams(plan.query);
  // The brand shown is the one chosen, unless the scene needs a brand's own rule to be reached
  // (onboarding's second factor: a brand that requires one), which it names in its query.
  if (brand && !plan.query.has('brand')) query.set('brand', brand);
  const all = new URLSearchParams([...query, ...plan.credentials]);
  const location = memoryLocation({ path: `${scene.path}?${query}`, static: true });
  const link = { path: scene.path, params: plan.credentials, href: `${window.location.origin}${scene.path}?${all}` };
  return (
    <Router key={gen} hook={location.hook} searchHook={location.searchHook}>
      <App
        config={{ ...config, catalogue: keys.catalogue }}
        services={schemed(createPreviewServices(plan), scheme)}
        link={link}
        toasts={toasts}
        pending={new PendingCodes()}
        page={new PageState()}
      />
    </Router>
  );
}

/** Drives the scene to the state it shows, then marks the page drawn and tells the parent its keys (or why not). */
function settle(
  { scene, config, documents }: Prepared,
  brand: string | null,
  keys: KeyRecorder,
  toasts: ToastGate,
  alive: () => boolean,
  post: Post,
): void {
  const look = config.brands.get(brand ?? '') ?? config.brands.get(config.whiteLabel.defaultBrand);
  const toastText = scene.toast ? keys.catalogue.t(scene.toast.key, { brand: look?.displayName ?? '' }) : null;
  driveScene(document, scene, toastText, { docs: documents, text: (key) => keys.catalogue.t(key), alive, toasts }).then(
    (done) => {
      if (!done) return;
      document.documentElement.dataset.previewReady = scene.id;
      post({ type: PREVIEW_MESSAGES.keys, scene: scene.id, keys: keys.shown(document) });
    },
    (e: unknown) => {
      if (!alive()) return;
      console.error('preview: the scene could not be reached', e);
      post({ type: PREVIEW_MESSAGES.error, scene: scene.id, message: e instanceof Error ? e.message : String(e) });
    },
  );
}

/** Documents from the parent frame (only it, on this origin, may replace them), with the address to draw them at. */
function onDocuments(draw: (drawing: Drawing) => void): void {
  window.addEventListener('message', (e: MessageEvent) => {
    if (e.source !== window.parent || e.origin !== window.location.origin) return;
    const data = e.data as { type?: unknown; documents?: unknown; assets?: unknown; address?: unknown } | null;
    if (data?.type !== PREVIEW_MESSAGES.documents || typeof data.documents !== 'object' || data.documents === null) return;
    const assets = typeof data.assets === 'object' && data.assets !== null ? (data.assets as PreviewAssets) : {};
    if (isPreviewAddress(data.address) && data.address !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(window.history.state, '', data.address);
    draw({ documents: data.documents as ConfigDocuments, assets });
  });
}

export function startPreview(root: HTMLElement): void {
  const framed = window.parent !== window;
  const post: Post = (message) => {
    if (framed) window.parent.postMessage(message, window.location.origin);
  };
  if (framed) keepFocusOutside(window);
  // Vite's reloads for a changed document are turned away before this runs: studio/preview-reload-guard.ts.
  const reactRoot = createRoot(root);
  let generation = 0;
  let last: Drawing = { documents: appDocuments, assets: {} };
  let toasted = false;

  const draw = (drawing: Drawing) => {
    const at = addressed();
    let prepared: Prepared;
    try {
      prepared = prepare(drawing, at);
    } catch (e) {
      // The last good drawing stays; the studio shows why this one could not be made.
      const message = e instanceof Error ? e.message : String(e);
      post({ type: PREVIEW_MESSAGES.error, scene: at.sceneId, message });
      if (generation === 0) reactRoot.render(<p role="alert">Preview: {message}</p>);
      return;
    }
    last = drawing;
    const gen = ++generation;
    delete document.documentElement.dataset.previewReady;
    // A toast kept up for an earlier scene would stay over this one.
    if (toasted) void import('sonner').then(({ toast }) => toast.dismiss());
    toasted = prepared.scene.toast !== undefined;
    const keys = recordKeys(prepared.config.catalogue);
    applyPageLocale(document.documentElement, prepared.config.catalogue);
    // Committed at once: the drive below must not find the previous scene's page still there.
    // One gate per drawing, shared by the app and the drive: the scene's toast is placed as the page's own.
    const toasts = new ToastGate();
    flushSync(() => reactRoot.render(sceneApp(prepared, at, keys, toasts, gen)));
    settle(prepared, at.brand, keys, toasts, () => gen === generation, post);
  };

  onDocuments(draw);
  // Back, forward or a pushed address: draw the scene it names (studio/gallery-shots.ts reuses one page so).
  window.addEventListener('popstate', () => draw(last));
  post({ type: PREVIEW_MESSAGES.ready, scene: addressed().sceneId });
  draw(last);
}
