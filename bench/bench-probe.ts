/**
 * What `npm run bench` runs inside each timed page, before any of the page's own scripts (an init
 * script): it records, in performance.now() milliseconds since navigation start,
 *
 *  - insertedAt: when the route's main input first is in the DOM (a MutationObserver on the
 *    document from before parsing, so a pre-rendered field counts from the HTML parser);
 *  - paintedAt: the first frame after that, with the field laid out at a size, has been painted:
 *    a requestAnimationFrame after insertion, then a MessageChannel message, which runs after that
 *    frame's style, layout and paint task;
 *  - visibleAt: first-contentful-paint when the field was already in the DOM at that paint (a
 *    pre-rendered page, the floor), otherwise paintedAt (a spinner was the first paint);
 *  - usableAt: polled every animation frame: the main input present and enabled, the main button
 *    present (and enabled, unless the route keeps it disabled until an edit), both wired by React
 *    (a `__reactProps$…` key on the element: a pre-rendered page only counts once hydrated), the
 *    expected value in the input where the route shows data (the signed-in user's name), and the
 *    identity code loaded (the `hub:identity-ready` performance mark: src/services/lazy-auth.ts in
 *    the app, after initializeAuth in the floor), and visible (nothing is used before it is seen).
 *
 * When both are known it logs BENCH_DONE on the console, which the bench waits for (no polling
 * from outside the page). Plain JavaScript source: it is sent to the page as it is.
 */

/** What makes a route's form visible and usable. */
export interface ProbeSpec {
  /** CSS selector of the main input, e.g. '#root_email'. */
  input: string;
  /** CSS selector of the main button. */
  button: string;
  /** false where the route keeps the button disabled until something is edited (the profile's "Save changes"). */
  buttonEnabled: boolean;
  /** The value the input must hold to count as usable (data the route loads), if any. */
  inputValue?: string;
}

/** /sign-in's form: the email field, and LOG IN enabled (the bench's signin routes and bench:profile). */
export const SIGN_IN_SPEC: ProbeSpec = { input: '#root_email', button: 'form:has(#root_email) button[type=submit]', buttonEnabled: true };

/** The floor pages' sign-in form (bench/floors.ts), held to the same usable. */
export const FLOOR_SPEC: ProbeSpec = { input: '#root_email', button: 'form:has(#root_email) button', buttonEnabled: true };

/** What the probe leaves in window.__bench. */
export interface ProbeResult {
  insertedAt: number | null;
  paintedAt: number | null;
  fcp: number | null;
  /** When the hub:identity-ready mark was made. */
  identityAt: number | null;
  visibleAt: number | null;
  usableAt: number | null;
  /** Script files (URLs) whose response had fully arrived by usableAt. */
  js: string[];
}

export const DONE_MESSAGE = 'BENCH_DONE';

export function probeScript(spec: ProbeSpec): string {
  return `(() => {
  const spec = ${JSON.stringify(spec)};
  const out = { insertedAt: null, paintedAt: null, fcp: null, identityAt: null, visibleAt: null, usableAt: null, js: [] };
  window.__bench = out;
  const sized = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const finish = () => {
    if (out.usableAt === null || out.paintedAt === null || out.fcp === null || out.visibleAt !== null) return;
    out.visibleAt = out.fcp >= out.insertedAt ? out.fcp : out.paintedAt;
    // Nothing can be used before it is seen.
    out.usableAt = Math.max(out.usableAt, out.visibleAt);
    const identity = performance.getEntriesByName('hub:identity-ready')[0];
    out.identityAt = identity ? identity.startTime : null;
    out.js = performance
      .getEntriesByType('resource')
      .filter((e) => e.responseEnd <= out.usableAt && /\\.m?js$/.test(new URL(e.name).pathname))
      .map((e) => e.name);
    console.log(${JSON.stringify(DONE_MESSAGE)});
  };
  const painted = () => {
    const el = document.querySelector(spec.input);
    if (!el || !sized(el)) return requestAnimationFrame(painted);
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      out.paintedAt = performance.now();
      finish();
    };
    ch.port2.postMessage(0);
  };
  const observer = new MutationObserver(() => {
    if (out.insertedAt !== null || !document.querySelector(spec.input)) return;
    out.insertedAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(painted);
  });
  observer.observe(document, { childList: true, subtree: true });
  // The paint entry arrives a little after the frame is presented.
  new PerformanceObserver((list) => {
    const e = list.getEntriesByName('first-contentful-paint')[0];
    if (!e) return;
    out.fcp = e.startTime;
    finish();
  }).observe({ type: 'paint', buffered: true });
  const wired = (el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  const poll = () => {
    const input = document.querySelector(spec.input);
    const button = document.querySelector(spec.button);
    const ok =
      input && !input.disabled && wired(input) &&
      (spec.inputValue === undefined || input.value === spec.inputValue) &&
      button && (!spec.buttonEnabled || !button.disabled) && wired(button) &&
      performance.getEntriesByName('hub:identity-ready').length > 0;
    if (!ok) return requestAnimationFrame(poll);
    out.usableAt = performance.now();
    finish();
  };
  requestAnimationFrame(poll);
})();`;
}
