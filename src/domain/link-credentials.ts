/**
 * Credentials out of the address bar (issue 6, ASVS 14.2.1): a link's oobCode, customToken,
 * apiKey, email and verificationCode are read into memory and removed from the URL before any
 * other script runs. Pure; main.tsx applies it with history.replaceState.
 */

/** The one list of query parameters that carry credentials or one-time codes. */
export const CREDENTIAL_PARAMS = ['oobCode', 'customToken', 'apiKey', 'email', 'verificationCode'] as const;
/** Everything a link brings that must not follow the person elsewhere: its credentials and its mode. */
export const LINK_PARAMS = [...CREDENTIAL_PARAMS, 'mode'] as const;

/** What a landing URL carried, kept in memory for the screen it landed on. */
export interface LinkCredentials {
  /** Path the link landed on; the credentials apply there only. */
  path: string;
  /** The scrubbed parameters. */
  params: URLSearchParams;
  /** The full original address (an email sign-in link is completed from it). */
  href: string;
}

/** Splits an address into the one to show (path + clean query + hash) and the credentials. */
export function splitCredentials(href: string): { shown: string; credentials: LinkCredentials } {
  const url = new URL(href);
  const params = new URLSearchParams();
  for (const name of CREDENTIAL_PARAMS) {
    for (const v of url.searchParams.getAll(name)) params.append(name, v);
    url.searchParams.delete(name);
  }
  return { shown: url.pathname + url.search + url.hash, credentials: { path: url.pathname, params, href } };
}

/** The query handlers see: the visible one plus the link's credentials on the landing path. */
export function queryWithCredentials(query: URLSearchParams, path: string, link: LinkCredentials | null): URLSearchParams {
  if (!link || link.path !== path || [...link.params.keys()].length === 0) return query;
  const merged = new URLSearchParams(query);
  for (const [k, v] of link.params) if (!merged.has(k)) merged.append(k, v);
  return merged;
}
