/**
 * HTTP security headers of the app (issue 6): a Content-Security-Policy without 'unsafe-eval',
 * built from the environment's hosts so it allows exactly the services the app talks to.
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
}

const origin = (url: string): string => new URL(url).origin;

export function contentSecurityPolicy(env: PolicyInputs): string {
  const emulator = env.authEmulatorUrl ? [origin(env.authEmulatorUrl)] : [];
  const authDomain =
    /^[a-z0-9.-]+$/.test(env.authDomain) && env.authDomain.includes('.') && !/^\d/.test(env.authDomain)
      ? [`https://${env.authDomain}`]
      : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Firebase Auth loads Google's gapi (popup sign-in) and reCAPTCHA (phone sign-in).
    'script-src': [
      "'self'",
      ...(env.scriptHashes ?? []).map((h) => `'${h}'`),
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ],
    // sonner injects its stylesheet; no script is ever inline.
    'style-src': ["'self'", "'unsafe-inline'"],
    // https: for profile photos (spec 3 photoURL: Google account pictures, any https address the
    // person saved); an image cannot run code, and plain http stays blocked.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
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
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${[...new Set(v)].join(' ')}`)
    .join('; ');
}

/** Every header the app's HTML is served with. */
export function securityHeaders(env: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}
