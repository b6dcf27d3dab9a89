/**
 * Issue 57: the build ships the config documents without their editor's "$schema" pointer, and
 * with every other field as it was.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withoutSchema } from '../../tooling/build/vite-drop-schema';

describe('documents without $schema', () => {
  it('drops the top-level $schema and keeps every other field', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), (doc, schema) => {
        const { $schema: _, ...rest } = doc;
        const text = withoutSchema(JSON.stringify({ $schema: schema, ...rest }));
        expect(JSON.parse(text ?? 'null')).toEqual(JSON.parse(JSON.stringify(rest)));
      }),
    );
  });

  it('leaves alone a document without one, and text that is not JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        fc.pre(typeof value !== 'object' || value === null || Array.isArray(value) || !('$schema' in value));
        expect(withoutSchema(JSON.stringify(value))).toBeNull();
      }),
    );
    expect(withoutSchema('export default {"$schema": "x"}')).toBeNull();
  });
});
