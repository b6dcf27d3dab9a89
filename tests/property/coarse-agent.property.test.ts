/** coarseAgent: what "Recent security activity" says of a browser (server/security-events/coarse-agent.ts, issue 55). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BROWSERS, coarseAgent, PLATFORMS } from '../../server/security-events/coarse-agent';

const KNOWN: [string, string | null, string | null][] = [
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome', 'Windows'],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Edge',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    'Safari',
    'macOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
    'Chrome',
    'iOS',
  ],
  ['Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0', 'Firefox', 'Android'],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    'Samsung Internet',
    'Android',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome', 'Linux'],
  ['curl/8.5.0', null, null],
];

describe('coarseAgent', () => {
  it('names the family and platform of common browsers (Edge before Chrome, Android before Linux)', () => {
    for (const [ua, browser, platform] of KNOWN) expect(coarseAgent(ua), ua).toEqual({ browser, platform });
    expect(coarseAgent(undefined)).toEqual({ browser: null, platform: null });
  });

  it('answers only names from its lists, whatever the agent: never a piece of the string itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (ua) => {
        const { browser, platform } = coarseAgent(ua);
        expect(browser === null || (BROWSERS as readonly string[]).includes(browser)).toBe(true);
        expect(platform === null || (PLATFORMS as readonly string[]).includes(platform)).toBe(true);
      }),
    );
  });
});
