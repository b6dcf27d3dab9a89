import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { queryWithCredentials, CREDENTIAL_PARAMS, splitCredentials } from '../../src/domain/link-credentials';
import { uidOfCustomToken } from '../../src/actions/auth/account-switch';

const value = fc.stringMatching(/^[A-Za-z0-9_.@+-]{1,20}$/);
const other = fc.dictionary(fc.constantFrom('brand', 'mode', 'redirectPath', 'init'), value);
const secret = fc.dictionary(fc.constantFrom(...CREDENTIAL_PARAMS), value, { minKeys: 1 });

describe('credentials out of the URL', () => {
  it('no scrubbed parameter stays in the shown address; everything else does; handlers get them back on the landing path', () => {
    fc.assert(
      fc.property(fc.constantFrom('/login', '/email-action', '/login-with-custom-token'), other, secret, (path, keep, creds) => {
        const q = new URLSearchParams({ ...keep, ...creds });
        const { shown, credentials } = splitCredentials(`http://localhost:5173${path}?${q}`);
        const shownUrl = new URL(shown, 'http://localhost:5173');
        for (const p of CREDENTIAL_PARAMS) expect(shownUrl.searchParams.has(p)).toBe(false);
        for (const [k, v] of Object.entries(keep)) expect(shownUrl.searchParams.get(k)).toBe(v);
        const merged = queryWithCredentials(shownUrl.searchParams, path, credentials);
        for (const [k, v] of Object.entries(creds)) expect(merged.get(k)).toBe(v);
        // Elsewhere the credentials are not offered.
        expect(queryWithCredentials(shownUrl.searchParams, '/sign-in', credentials).has(Object.keys(creds)[0]!)).toBe(false);
      }),
    );
  });
});

describe('custom token uid', () => {
  it('reads the uid claim of a JWT and nothing from garbage', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,28}$/), (uid) => {
        const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        expect(uidOfCustomToken(`${b64({ alg: 'none' })}.${b64({ uid, iss: 'x' })}.`)).toBe(uid);
      }),
    );
    fc.assert(fc.property(fc.string(), (s) => void uidOfCustomToken(s)));
    expect(uidOfCustomToken('garbage')).toBeNull();
  });
});
