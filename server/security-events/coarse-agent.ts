// What "Recent security activity" says about a browser: its family and platform, from the user
// agent, never the whole string (it is as good as a fingerprint, and people cannot read it).

export const BROWSERS = ['Edge', 'Opera', 'Samsung Internet', 'Firefox', 'Chrome', 'Safari'] as const;
export const PLATFORMS = ['Android', 'iOS', 'Windows', 'macOS', 'ChromeOS', 'Linux'] as const;

export interface CoarseAgent {
  browser: (typeof BROWSERS)[number] | null;
  platform: (typeof PLATFORMS)[number] | null;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
const BROWSER_RULES: [RegExp, CoarseAgent['browser']][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const PLATFORM_RULES: [RegExp, CoarseAgent['platform']][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser family and platform a user agent names; null for what it does not name (or no agent). */
export function coarseAgent(userAgent: string | undefined): CoarseAgent {
  const ua = (userAgent ?? '').slice(0, 512);
  return {
    browser: BROWSER_RULES.find(([re]) => re.test(ua))?.[1] ?? null,
    platform: PLATFORM_RULES.find(([re]) => re.test(ua))?.[1] ?? null,
  };
}
