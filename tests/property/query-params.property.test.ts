import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KNOWN_PARAMS, parseQuery } from '../../src/domain/query-params';
import { ROOT } from '../support/project';

describe('query parameters (issue 6)', () => {
  it('knows exactly the parameters of schemas/query.schema.json', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/query.schema.json'), 'utf8')) as { properties: object };
    expect(KNOWN_PARAMS).toEqual(Object.keys(schema.properties));
  });

  it('keeps valid values, unknown parameters and their order', () => {
    const q = 'brand=plexus&mode=resetPassword&oobCode=abc_DEF-1&x=1&init=true&redirectPath=%2Fa';
    expect(parseQuery(q).toString()).toBe(q);
  });

  it('drops a known parameter given twice, and any known value that breaks its rule', () => {
    expect(parseQuery('brand=plexus&brand=elumen&x=1').toString()).toBe('x=1');
    expect(parseQuery('mode=deleteEverything&oobCode=a%2Fb&init=yes&brand=<script>').toString()).toBe('');
    expect(parseQuery(`redirectPath=/${'a'.repeat(600)}`).has('redirectPath')).toBe(false);
    expect(parseQuery('customToken=has%20space').has('customToken')).toBe(false);
    expect(parseQuery(`customToken=${'a'.repeat(9000)}`).has('customToken')).toBe(false);
  });

  it('never adds anything, never keeps a duplicate known key, and is idempotent', () => {
    const key = fc.oneof(fc.constantFrom(...KNOWN_PARAMS), fc.stringMatching(/^[a-z]{1,6}$/));
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ maxLength: 30 })), { maxLength: 12 }), (pairs) => {
        const input = new URLSearchParams(pairs);
        const out = parseQuery(input);
        for (const [k, v] of out) expect(input.getAll(k)).toContain(v);
        for (const k of KNOWN_PARAMS) expect(out.getAll(k).length).toBeLessThanOrEqual(1);
        expect(parseQuery(out).toString()).toBe(out.toString());
      }),
    );
  });
});
