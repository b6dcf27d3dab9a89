// The shipped app compiles no schema at run time: no `new Function` in the built bundle
// (npm run test:stack builds dist/ right before this suite).
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(import.meta.dirname, '../../dist');

test.describe('built bundle', () => {
  test('exists and contains no new Function / eval', () => {
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
    const js = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    for (const f of js) {
      const code = readFileSync(join(dist, 'assets', f), 'utf8');
      expect(code.match(/new Function\s*\(/g) ?? [], f).toEqual([]);
      expect(code.match(/\beval\s*\(/g) ?? [], f).toEqual([]);
    }
  });
});
