/**
 * Where profile photos may load from: Google account pictures, which a Google sign-in brings.
 * The Content-Security-Policy's img-src allows exactly these (tooling/build/security-headers.ts),
 * so any other photo address the person saved shows their initials instead of a blocked image.
 */
export const PHOTO_SOURCES = ['https://*.googleusercontent.com'] as const;

/** The host suffixes the sources allow ('https://*.example.com' -> '.example.com'). */
const SUFFIXES = PHOTO_SOURCES.map((source) => source.replace(/^https:\/\/\*/, ''));

/** Whether a photo address is one the page may load (https, on a host PHOTO_SOURCES allows). */
export function isAllowedPhoto(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.port === '' && SUFFIXES.some((suffix) => url.hostname.endsWith(suffix));
}
