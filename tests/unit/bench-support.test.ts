// The bench's pure helpers (bench/bench-support.ts): medians, the interleaved order, figure
// names, budget lines and the Hosting rewrites its server follows.
import { describe, expect, it } from 'vitest';
import {
  budgetLines,
  figureName,
  globToRegExp,
  interleaved,
  median,
  partOf,
  ratio,
  rewriteFor,
  usableJsName,
} from '../../bench/bench-support';

describe('bench helpers', () => {
  it('median of odd and even counts, NaN for none, input left unsorted', () => {
    const xs = [5, 1, 3];
    expect(median(xs)).toBe(3);
    expect(xs).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('interleaves the targets round by round, app and floor alternating', () => {
    expect(interleaved(['signin', 'floor'], 3)).toEqual(['signin', 'floor', 'signin', 'floor', 'signin', 'floor']);
    expect(interleaved(['a', 'b', 'c'], 0)).toEqual([]);
  });

  it('names figures as the README and CI read them', () => {
    expect(figureName('signin', 'visible_ratio', 'mobile')).toBe('signin_visible_ratio_mobile');
    expect(figureName('signin', 'usable_ratio', 'desktop')).toBe('signin_usable_ratio_desktop');
    expect(figureName('floor', 'visible_ms', 'mobile')).toBe('floor_visible_ms_mobile');
    expect(figureName('dashboard_profile', 'usable_ms', 'desktop')).toBe('dashboard_profile_usable_ms_desktop');
    expect(usableJsName('signin')).toBe('signin_usable_js_gzip_kb');
    // Issue 30's names for the ratios over the rjsf floor, and its own figures.
    expect(figureName('signin', 'usable_ratio', 'mobile', 'floor_rjsf')).toBe('signin_usable_ratio_mobile_rjsf');
    expect(figureName('email_action', 'usable_ratio', 'desktop', 'floor_rjsf')).toBe('email_action_usable_ratio_desktop_rjsf');
    expect(figureName('signin', 'usable_ratio', 'desktop', 'floor')).toBe('signin_usable_ratio_desktop');
    expect(usableJsName('floor_rjsf')).toBe('floor_rjsf_usable_js_gzip_kb');
    expect(figureName('floor_rjsf', 'usable_ms', 'mobile')).toBe('floor_rjsf_usable_ms_mobile');
    expect(ratio(1820, 1168)).toBe(1.56);
  });

  it('budget lines: met, missed, missing and NaN figures, and the goal beside the limit', () => {
    const { lines, missed } = budgetLines(
      { a: 1.5, b: 3, c: NaN },
      { a: { max: 2, goal: 1.2 }, b: { max: 2 }, c: { max: 1 }, d: { max: 1 } },
    );
    expect(missed).toBe(true);
    expect(lines).toEqual([
      'budget met: a 1.5 (budget <= 2; goal <= 1.2: not yet)',
      'budget MISSED: b 3 (budget <= 2)',
      'budget MISSED: c NaN (budget <= 1)',
      'budget MISSED: d missing (budget <= 1)',
    ]);
    expect(budgetLines({ a: 1 }, { a: { max: 2, goal: 1.2 } })).toEqual({
      lines: ['budget met: a 1 (budget <= 2; goal <= 1.2: met)'],
      missed: false,
    });
  });

  it('follows Hosting rewrites: regex or glob, first match wins, no match is null', () => {
    const rewrites = [
      { source: '/sign-in', destination: '/sign-in.html' },
      { source: '/auth/**', destination: '/auth.html' },
      { regex: '^/[^.]*$', destination: '/index.html' },
    ];
    expect(rewriteFor('/sign-in', rewrites)).toBe('/sign-in.html');
    expect(rewriteFor('/auth/a/b', rewrites)).toBe('/auth.html');
    expect(rewriteFor('/dashboard/profile', rewrites)).toBe('/index.html');
    expect(rewriteFor('/missing.js', rewrites)).toBeNull();
    expect(globToRegExp('/a/*.html').test('/a/b.html')).toBe(true);
    expect(globToRegExp('/a/*.html').test('/a/b/c.html')).toBe(false);
    expect(globToRegExp('**').test('/anything/at/all')).toBe(true);
  });

  it('profile parts (npm run bench:profile): a source map path names its npm package, its folder of src/, or the documents', () => {
    expect(partOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(partOf('../../node_modules/@rjsf/utils/lib/schema/retrieveSchema.js')).toBe('@rjsf/utils');
    expect(partOf('../../node_modules/.pnpm/x/node_modules/@firebase/auth/dist/index.js')).toBe('@firebase/auth');
    expect(partOf('../../src/render/flow-screen.tsx')).toBe('src/render');
    expect(partOf('../../src/main.tsx')).toBe('src (top level)');
    expect(partOf('../../flows/messages.json')).toBe('config documents (flows/, brands/, schemas/)');
    expect(partOf('../../brands/plexus/brand.json')).toBe('config documents (flows/, brands/, schemas/)');
    expect(partOf('vite/modulepreload-polyfill.js')).toBe('vite runtime');
  });
});
