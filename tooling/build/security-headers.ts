/**
 * HTTP security headers of the app (issues 6 and 32): a Content-Security-Policy without
 * 'unsafe-eval', built from the environment's hosts so it allows exactly the services the app
 * talks to, denied browser features, and the cross-origin opener and resource policies.
 * Pure; hosting-config.ts puts them into firebase.json for the Hosting emulator and every deploy.
 */

/** The parts of an environment the policy depends on. */
export interface PolicyInputs {
  fixtureBaseUrl: string;
  posthogHost: string;
  authDomain: string;
  authEmulatorUrl?: string;
  /** CSP sources of the inline scripts pages may run ('sha256-...'), e.g. the pre-render picker. */
  scriptHashes?: string[];
  /** Where browsers send CSP violation reports (schemas/environments.schema.json cspReports); none: no report directives. */
  cspReportUrl?: string;
  /** The hub is served over https: browsers are told to use nothing else (HSTS is ignored over http anyway). */
  https?: boolean;
}

import { PHOTO_SOURCES } from '../../src/domain/photo-sources.js';

const origin = (url: string): string => new URL(url).origin;

export function contentSecurityPolicy(env: PolicyInputs): string {
  const emulator = env.authEmulatorUrl ? [origin(env.authEmulatorUrl)] : [];
  const authDomain =
    /^[a-z0-9.-]+$/.test(env.authDomain) && env.authDomain.includes('.') && !/^\d/.test(env.authDomain)
      ? [`https://${env.authDomain}`]
      : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Firebase Auth loads Google's gapi (popup sign-in) and reCAPTCHA (phone sign-in). gapi's
    // loader (/js/api.js) fetches its modules from other paths of apis.google.com, so that host
    // stays whole; reCAPTCHA's sources are narrowed to its paths.
    'script-src': [
      "'self'",
      ...(env.scriptHashes ?? []).map((h) => `'${h}'`),
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ],
    // sonner injects its stylesheet; no script is ever inline.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Brand assets are the app's own; profile photos only from PHOTO_SOURCES (Google account
    // pictures). Any other photo address shows initials, so no page loads an address a stranger chose.
    'img-src': ["'self'", 'data:', 'blob:', ...PHOTO_SOURCES],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      origin(env.fixtureBaseUrl),
      origin(env.posthogHost),
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...emulator,
    ],
    'frame-src': [
      ...authDomain,
      ...emulator,
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com',
      'https://apis.google.com',
    ],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    // report-to for browsers with the Reporting API (Reporting-Endpoints names the group),
    // report-uri for the others; a browser with both uses report-to.
    ...(env.cspReportUrl ? { 'report-uri': [env.cspReportUrl], 'report-to': [REPORT_GROUP] } : {}),
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${[...new Set(v)].join(' ')}`)
    .join('; ');
}

/** The Reporting-Endpoints group the CSP reports to. */
const REPORT_GROUP = 'csp';

/**
 * Two years, this host and any below it. No `preload`: the preload list takes only a registrable
 * domain (wbs.example), whose owner decides for every host under it (docs/operations.md).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Browser features the hub never uses, each denied to the page and every frame in it (reCAPTCHA,
 * the auth frame): a script that got in could not ask for the camera, location or a payment.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** Every header the app's pages and files are served with. */
export function securityHeaders(env: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // Another site's window that opens the hub cannot reach into it; the hub's own popup (Google
    // sign-in through Firebase) keeps its opener, which it answers through.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // The hub's pages and files load only into the hub's own pages.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    ...(env.https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
    ...(env.cspReportUrl ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${env.cspReportUrl}"` } : {}),
  };
}
