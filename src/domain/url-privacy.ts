/** Credentials and one-time codes never leave the hub inside a URL (analytics, logs). Pure. */
import { LINK_PARAMS } from './link-credentials';

/** The URL with every credential query parameter removed; unparseable text comes back unchanged. */
export function stripCredentials(url: string): string {
  try {
    const u = new URL(url);
    for (const p of LINK_PARAMS) u.searchParams.delete(p);
    return u.href;
  } catch {
    return url;
  }
}
