/**
 * What a page of the dev server went through, for the message of a wait that fails: its errors,
 * the requests that failed or were refused, what it shows, and the dev server's own warnings. A start that hangs in CI (a blank
 * studio, a preview that never draws) then says why instead of only that the wait ran out.
 */
import type { Locator, Page } from 'playwright-core';

const MAX_LINES = 40;

/** Starts keeping the page's troubles; call before its first goto. */
export function watchPage(page: Page, serverLog: () => string[] = () => []): { report(): Promise<string> } {
  const troubles: string[] = [];
  const keep = (line: string) => {
    if (troubles.length < MAX_LINES) troubles.push(line.slice(0, 300));
  };
  page.on('pageerror', (e) => keep(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') keep(`console error: ${m.text()}`);
  });
  page.on('requestfailed', (r) => keep(`request failed: ${r.url()} (${r.failure()?.errorText ?? 'no reason'})`));
  page.on('response', (r) => {
    if (r.status() >= 400) keep(`answer ${r.status()}: ${r.url()}`);
  });
  return {
    async report() {
      const shows = await page
        .locator('body')
        .innerText({ timeout: 5000 })
        .catch((e: unknown) => `(unreadable: ${String(e)})`);
      return [`at ${page.url()}, showing: ${shows.slice(0, 600) || '(nothing)'}`, ...troubles, ...serverLog()].join('\n');
    },
  };
}

/** Waits for what a started page shows; on a timeout, throws with the page's report and leaves a picture in test-results/. */
export async function waitForStart(
  page: Page,
  report: () => Promise<string>,
  ready: Locator,
  timeout: number,
  name: string,
): Promise<void> {
  try {
    await ready.waitFor({ timeout });
  } catch (e) {
    await page.screenshot({ path: `test-results/${name}-start.png` }).catch(() => undefined);
    throw new Error(`${name} did not start within ${timeout / 1000} s:\n${await report()}`, { cause: e });
  }
}
