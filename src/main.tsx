/** Browser entry: derive config from the documents, build the services, render. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createHubConfig } from './config/hub-config';
import { arrivedFlow, brandChunks, flowChunks, sharedAssetUrl, shippedDocuments } from './config/app-documents';
import { createLazyAuthService } from './services/lazy-auth';
import { onDemand } from './services/on-demand';
import { createApiClient } from './services/api-client';
import { createBrowserStorage } from './services/browser-storage';
import { createAnalytics } from './services/analytics';
import { createPasskeyDevice } from './services/passkey-device';
import { createPosthogSink } from './services/posthog-sink';
import './styles.css';
import './brand/font-fallbacks.css';
import { CrashScreen } from './app/crash-boundary';
import { createCatalogue } from './messages/catalogue';
import { splitCredentials } from './domain/link-credentials';
import { adoptPrerendered } from './app/adopt-prerendered';
import { preloadStep } from './render/preload-flow';
import { actionsOfSteps, stepsAhead } from './flow/steps-ahead';
import { actions } from './actions/registry';
import type { ActionName } from './actions/contracts';
import { initialStep } from './flow/outcome';
import { flowIdsOfRoute } from './domain/route-roles';
import { flowsAt, linkedFlows } from './domain/linked-flows';
import { prefetchFlows } from './render/with-flow';
import { ToastGate } from './render/toasts';
import { PendingCodes } from './actions/pending-codes';
import { PageState } from './render/page-state';
import { ROUTE } from './domain/hub-routes';
import type { FlowDoc } from './config/types';
import { openingLocale, applyPageLocale } from './app/page-locale';
import { flowTextsArrived, loadCatalogue } from './messages/locale-catalogues';
import { SOURCE_LOCALE } from './messages/source-locale';
import type { HubConfig } from './config/hub-config';

// Before anything else runs (analytics, reCAPTCHA): credentials leave the address bar.
const landing = splitCredentials(window.location.href);
if (landing.credentials.params.size > 0) window.history.replaceState(window.history.state, '', landing.shown);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/** Config and services from the documents and build settings; null when they cannot be built (a bad VITE_HOST_*). */
function start() {
  try {
    // No flow is at hand: each is a chunk, loaded (once) when its route is shown (issue 57).
    // A flow is drawn once its texts in the language shown have arrived beside it.
    const flowLoaders = Object.fromEntries(
      Object.entries(flowChunks).map(([id, load]) => {
        // A chunk that failed is asked for again under a new URL (services/on-demand.ts); that try
        // brings the module itself, whose default is the flow.
        const chunk = onDemand(load, arrivedFlow, (url) =>
          (import(/* @vite-ignore */ url) as Promise<{ default: FlowDoc }>).then((m) => m.default),
        );
        return [id, onDemand(() => Promise.all([chunk(), flowTextsArrived(id)]).then(([flow]) => flow))];
      }),
    );
    const docs = { ...shippedDocuments, flows: {} };
    // Nor is any brand: the entry knows their codes, each brand's document and images are a chunk.
    const brandLoaders = Object.fromEntries(Object.entries(brandChunks).map(([code, load]) => [code, onDemand(load)]));
    const config = createHubConfig(docs, import.meta.env, window.location.hostname, sharedAssetUrl, flowLoaders, brandLoaders);
    const firebase = config.env.firebase;
    const identityCode = onDemand(() => import('./services/firebase-auth'));
    const identityRest = onDemand(() => import('./services/identity-rest'));
    const auth = createLazyAuthService(firebase.apiKey, () => identityCode().then((m) => m.createFirebaseAuthService(firebase)), {
      // Its few lines load when a link is checked, beside the SDK: not in every route's entry.
      checkPasswordResetCode: async (code) => (await identityRest()).checkPasswordResetCodeRest(firebase, code),
    });
    const storage = createBrowserStorage();
    const passwordBreaches = onDemand(
      () => import('./services/password-breaches'),
      (m) => m.createPasswordBreaches(config.env.hosts.fixtureBaseUrl),
    );
    const { posthogKey, posthogHost } = config.env.hosts;
    const services = {
      auth,
      // The language shown is <html lang> (app/page-locale.ts): emails follow it.
      api: createApiClient(config.env.hosts.fixtureBaseUrl, auth, undefined, () => document.documentElement.lang || null),
      storage,
      analytics: createAnalytics(storage, posthogKey ? createPosthogSink({ key: posthogKey, host: posthogHost }) : null),
      passkeys: createPasskeyDevice(),
      // Only screens where a password is chosen ask; the code loads with the first check.
      passwords: { timesSeen: async (password: string) => (await passwordBreaches()).timesSeen(password) },
    };
    return { config, services, auth };
  } catch (error) {
    if (import.meta.env.DEV) console.error('the hub could not start', error);
    return null;
  }
}
const started = start();

if (!started) {
  // Never the boot spinner forever: say so, and let the person try again.
  createRoot(root).render(<CrashScreen catalogue={createCatalogue(shippedDocuments.messages)} onRetry={() => window.location.reload()} />);
} else {
  // The identity code starts loading now, beside the app's first render: LOG IN needs it.
  started.auth.preload();
  // So do the chunks this address's screens load on demand (a dashboard's layout and blocks),
  // rather than after the identity code has said who is signed in.
  const { docs, flows } = started.config;
  const route = docs.routes.routes.find((r) => r.path === window.location.pathname);
  // The flows this address draws first (its own, and the onboarding checklist guarding it) arrive
  // before the first drawing, as another language's texts do; a pre-rendered page preloads its flow's chunk.
  const firstFlows = (route ? flowIdsOfRoute(route) : []).filter((id) => flows.knows(id));
  const flowsHere = Promise.all(firstFlows.map((id) => flows.load(id))).then(
    ([flow]: FlowDoc[]) => {
      if (flow) preloadFirstSteps(flow);
      return flow;
    },
    () => undefined, // the route's screen loads it again, and shows the crash screen's Try again if it cannot
  );
  // The first step's code and where its own call leads (an email link's check, then its form), with
  // the handlers they run: loaded now, side by side, rather than one after another as each is reached.
  function preloadFirstSteps(flow: FlowDoc): void {
    const ahead = stepsAhead(flow, initialStep(flow, new URLSearchParams(window.location.search)));
    for (const step of ahead) preloadStep(flow, step, docs.forms);
    preloadActions(actionsOfSteps(flow, ahead));
  }
  /** Runs `then` once the page's screen can be used (FlowView tells the page's toast gate). */
  function onceSettled(then: () => void): void {
    if (toasts.settled.get()) return then();
    const stop = toasts.settled.subscribe(() => {
      stop();
      then();
    });
  }
  function preloadActions(names: readonly string[]): void {
    for (const name of names) if (Object.hasOwn(actions, name)) actions[name as ActionName].preload?.();
  }
  // Then, when the page is idle, the flows a person is likely to open next: the screen's links and
  // navigations (a sign-in's to where it leads with this query), and the account pages a sign-in leads to.
  const afterwards = (flow: FlowDoc | undefined) => {
    const query = new URLSearchParams(window.location.search);
    const next = [...(flow ? linkedFlows(flow, docs.routes, query) : []), ...flowsAt([ROUTE.dashboard], docs.routes)];
    // Once the screen can be used, not beside what it still waits for (an idle moment comes while
    // an email link is being checked); with them the code of this flow's later steps' actions (a
    // sign-in's second-factor step), so such a step does not wait for it.
    const prefetch = () =>
      onceSettled(() => {
        prefetchFlows(flows, next);
        if (flow) preloadActions(actionsOfSteps(flow, Object.keys(flow.steps)));
      });
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch);
    else setTimeout(prefetch, 1);
  };
  // The brands the first screen draws arrive before it as well: the one shown (query, else stored,
  // else the white-label's default look) and those the auth screens' switcher and the account pages'
  // footer list (a pre-rendered page preloads their chunks). Others come when shown or listed.
  const { whiteLabel, brandShelf } = started.config;
  const chosen = brandShelf.choose(new URLSearchParams(window.location.search).get('brand'), started.services.storage.get('brand'));
  const brandsHere = brandShelf
    .load([chosen ?? whiteLabel.defaultBrand, whiteLabel.defaultBrand, ...whiteLabel.switcherBrands, ...whiteLabel.footerBrands])
    // Without its look the hub cannot draw: the crash screen's Try again reloads.
    .then(
      () => true,
      () => false,
    );
  const locale = openingLocale(started.config, started.services.storage, window.location.search, navigator.languages ?? []);
  // The page's toasts: one gate for the page's life, whichever language draws it.
  const toasts = new ToastGate();
  // The codes an SMS step waits with, for the page's life too.
  const pending = new PendingCodes();
  // And its title's parts, the screens it has drawn, the person's asks to try again.
  const page = new PageState();
  const draw = (config: HubConfig) => {
    applyPageLocale(document.documentElement, config.catalogue);
    const app = (
      <StrictMode>
        <App config={config} services={started.services} link={landing.credentials} toasts={toasts} pending={pending} page={page} />
      </StrictMode>
    );
    // A pre-rendered page already shows the screen (its picker script set this): the app renders
    // beside it and swaps in; otherwise it draws into the root as usual.
    if (document.documentElement.dataset.prerendered !== undefined)
      adoptPrerendered(root, page.takeOver, (container) => createRoot(container).render(app));
    else createRoot(root).render(app);
  };
  // Another language's texts are a chunk of their own: the boot spinner stays until they are here
  // (no English flash); if they cannot load, English is better than nothing.
  const catalogue =
    locale === SOURCE_LOCALE
      ? Promise.resolve(started.config.catalogue)
      : loadCatalogue(docs.messages, locale).catch(() => started.config.catalogue);
  void Promise.all([catalogue, flowsHere, brandsHere]).then(([shown, flow, looks]) => {
    if (!looks) {
      createRoot(root).render(<CrashScreen catalogue={shown} onRetry={() => window.location.reload()} />);
      return;
    }
    draw({ ...started.config, catalogue: shown });
    afterwards(flow);
  });
}
