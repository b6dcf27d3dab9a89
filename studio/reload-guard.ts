/**
 * When the studio page lets Vite reload it. A save rewrites files under brands/ and Vite reloads
 * every page of the app to show them; the studio is not reloaded with them once it shows a
 * project: it keeps what it shows (the save's diff, unsaved edits) and reads the saved files back
 * through its API. Until then it has nothing to keep, and a reload is what mends a page whose
 * start failed (its modules served while the dev server was still re-bundling them, say), so
 * reloads go through.
 */
let keeping = false;

/** Called once the studio shows a project: from then on Vite's full reloads skip the page. */
export function keepOnReload(): void {
  keeping = true;
}

/**
 * Vite's client skips a full reload whose path names another .html page, so a reload the studio
 * keeps out of is pointed elsewhere.
 */
export function steerReload(payload: { path?: string }): void {
  if (keeping) payload.path = '/__studio-is-not-reloaded.html';
}
