/**
 * The first script of a preview page (/__preview) on the dev server, put before the app's code by
 * the studio plugin (studio/vite-studio.ts). A save in the studio rewrites documents, and Vite
 * reloads every page of the app to show them. A frame of the studio is not reloaded for that: the
 * studio sends it the saved documents, and a reload cost each frame its whole app again. (As
 * studio/reload-guard.ts does for the studio: Vite's client skips a reload whose path names another
 * .html page.) Reloads for code changes still happen.
 *
 * It runs before the app's modules load, not when the preview starts: a frame still loading them
 * (about a second, on the dev server) was reloaded by every file a save or a new brand wrote, and
 * began loading again each time.
 */
import { isDocumentFile } from './preview-address';

if (window.parent !== window && window.parent.location.pathname === '/__studio')
  import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string; triggeredBy?: string }) => {
    if (isDocumentFile(payload.triggeredBy)) payload.path = '/__preview-is-not-reloaded.html';
  });
