/**
 * Spec 9 toasts, measured in Chromium on real toasts of the app: 'Saved profile' from the
 * profile's Save changes (a real Firebase profile update on the emulator). Time is Playwright's
 * fake clock (page.clock), paused once the profile is shown, so durations are counted in fake
 * milliseconds, never by the wall clock. Reduced motion is asked for, so sonner draws its end
 * positions at once (its CSS turns transitions off) and geometry is measured without waiting.
 *
 * Spec: duration 4000 ms, 3 visible, bottom-right, gap 14 px, width 356 px, removal delay
 * 200 ms, swipe-dismiss threshold 20 px, hotkey Alt+T; below 640 px top centre.
 */
import { test, expect } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { APP, field, openRow } from './support/hub-page';
import { signedInFreshUser } from './support/accounts';
import { localeMsg, msg } from '../support/messages';

/** Fake milliseconds per clock step while waiting for the app (a toast is seen within one step). */
const STEP = 1;

const toasts = (page: Page): Locator => page.locator('[data-sonner-toaster] [data-sonner-toast]');

/** Signs a fresh named user in, shows the profile, and pauses the page's (fake) clock. */
async function profileWithPausedClock(page: Page, prefix: string): Promise<Page> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await signedInFreshUser(page, prefix, 'Toast Person');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  return page;
}

/** Moves fake time on in small steps until `done` holds; returns the fake ms spent. */
async function advanceUntil(page: Page, done: () => Promise<boolean>, limitMs = 2000): Promise<number> {
  let spent = 0;
  while (!(await done())) {
    if (spent >= limitMs) throw new Error(`not reached within ${limitMs} fake ms`);
    await page.clock.runFor(STEP);
    spent += STEP;
  }
  return spent;
}

/** Raises one more 'Saved profile' toast (a real name change) and waits until it is mounted. */
async function saveProfile(page: Page, n: number): Promise<void> {
  const before = await toasts(page).count();
  await openRow(page, 'name');
  await field(page, msg('ui.profile.name')).fill(`Toast Person ${n}`);
  await page.getByRole('button', { name: msg('ui.profile.save') }).click();
  await advanceUntil(page, async () => (await page.locator('[data-sonner-toast][data-mounted="true"]').count()) > before);
}

/** The toast's live state as sonner marks it. */
function state(toast: Locator): Promise<{ removed: string | null; swipeOut: string | null; inDom: boolean }> {
  return toast.evaluateAll((els) => ({
    removed: els[0]?.getAttribute('data-removed') ?? null,
    swipeOut: els[0]?.getAttribute('data-swipe-out') ?? null,
    inDom: els.length > 0,
  }));
}

/** Scrolled to the top, the toast starts below `above` and does not overlap `button`. */
async function expectClear(page: Page, toast: Locator, above: Locator, button: Locator, nextFrame: () => Promise<unknown>): Promise<void> {
  // Resolves once the scroll event has been dispatched (the page's listener asks for a frame then):
  // with a fake clock, advancing it before that event would run no frame at all.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (window.scrollY === 0) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, 0);
      }),
  );
  // The toaster follows the scroll on the next frame.
  await nextFrame();
  const t = (await toast.boundingBox())!;
  const a = (await above.boundingBox())!;
  const b = (await button.boundingBox())!;
  expect(t.y, 'the toast starts below the logo').toBeGreaterThanOrEqual(a.y + a.height);
  const apart = t.y + t.height <= b.y || b.y + b.height <= t.y || t.x + t.width <= b.x || b.x + b.width <= t.x;
  expect(apart, "the toast is clear of the form's button").toBe(true);
}

/** The toast's box and each of the others' boxes have no point in common (issue 56 item 9). */
async function expectUncovered(toast: Locator, ...seen: Locator[]): Promise<void> {
  const t = (await toast.boundingBox())!;
  for (const locator of seen) {
    for (const b of await Promise.all((await locator.all()).map((l) => l.boundingBox()))) {
      const apart = t.y + t.height <= b!.y || b!.y + b!.height <= t.y || t.x + t.width <= b!.x || b!.x + b!.width <= t.x;
      expect(apart, `the toast ${JSON.stringify(t)} is clear of ${locator.toString()} ${JSON.stringify(b)}`).toBe(true);
    }
  }
}

/** A slow horizontal drag (1 s of fake time between press and release, so speed never dismisses). */
async function drag(page: Page, toast: Locator, dx: number): Promise<void> {
  const box = (await toast.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.clock.runFor(500);
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.clock.runFor(500);
  await page.mouse.up();
}

test.describe('toasts (spec 9): count, gap, width, hotkey, swipe, duration', () => {
  test('of 4 toasts raised, 3 are visible (the oldest is hidden); each is 356 px wide at the bottom right', async ({ page }) => {
    await profileWithPausedClock(page, 'toast-count');
    for (let n = 1; n <= 4; n += 1) await saveProfile(page, n);
    await expect(toasts(page)).toHaveCount(4);
    await expect(toasts(page)).toHaveText(Array<string>(4).fill(msg('toast.profile_saved')));
    const shown = () =>
      toasts(page).evaluateAll((els) =>
        els.map((el) => ({
          index: Number(el.getAttribute('data-index')),
          visible: el.getAttribute('data-visible'),
          opacity: getComputedStyle(el).opacity,
          width: (el as HTMLElement).offsetWidth,
        })),
      );
    await expect
      .poll(async () => (await shown()).sort((a, b) => a.index - b.index))
      .toEqual([
        { index: 0, visible: 'true', opacity: '1', width: 356 },
        { index: 1, visible: 'true', opacity: '1', width: 356 },
        { index: 2, visible: 'true', opacity: '1', width: 356 },
        { index: 3, visible: 'false', opacity: '0', width: 356 },
      ]);
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
  });

  test('expanded (pointer over them), toasts stand 14 px apart', async ({ page }) => {
    await profileWithPausedClock(page, 'toast-gap');
    for (let n = 1; n <= 3; n += 1) await saveProfile(page, n);
    const front = page.locator('[data-sonner-toast][data-index="0"]');
    const box = (await front.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => toasts(page).evaluateAll((els) => els.every((el) => el.getAttribute('data-expanded') === 'true'))).toBe(true);
    const rects = await toasts(page).evaluateAll((els) =>
      els
        .map((el) => ({
          index: Number(el.getAttribute('data-index')),
          top: el.getBoundingClientRect().top,
          bottom: el.getBoundingClientRect().bottom,
        }))
        .sort((a, b) => a.index - b.index),
    );
    // Bottom-right: the newest (index 0) is lowest; each older one stands above the one before.
    const gaps = rects.slice(1).map((older, i) => Math.round((rects[i]!.top - older.bottom) * 10) / 10);
    expect(gaps).toEqual([14, 14]);
  });

  test('Alt+T moves focus to the toaster and expands it; Escape collapses it again', async ({ page }) => {
    await profileWithPausedClock(page, 'toast-hotkey');
    for (let n = 1; n <= 2; n += 1) await saveProfile(page, n);
    const toaster = page.locator('[data-sonner-toaster]');
    const expanded = () => toasts(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-expanded')));
    const focusInToaster = () => page.evaluate(() => !!document.activeElement?.closest('[data-sonner-toaster]'));
    await expect.poll(expanded).toEqual(['false', 'false']);
    await expect.poll(focusInToaster).toBe(false);
    await page.keyboard.press('Alt+KeyT');
    await expect.poll(expanded).toEqual(['true', 'true']);
    await expect(toaster).toBeFocused();
    await expect(page.locator('section[aria-label="Notifications alt+T"]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect.poll(expanded).toEqual(['false', 'false']);
  });

  test('a 10 px drag leaves a toast; a 25 px drag (over the 20 px threshold) dismisses it, gone 200 ms later', async ({ page }) => {
    await profileWithPausedClock(page, 'toast-swipe');
    await saveProfile(page, 1);
    const toast = toasts(page).first();
    await drag(page, toast, 10);
    await page.clock.runFor(500);
    await expect.poll(() => state(toast)).toEqual({ removed: 'false', swipeOut: 'false', inDom: true });

    await drag(page, toast, 25);
    await expect.poll(() => state(toast)).toEqual({ removed: 'true', swipeOut: 'true', inDom: true });
    await page.clock.runFor(199);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(1);
    await expect.poll(async () => (await state(toast)).inDom).toBe(false);
  });

  test('a toast stays 4000 ms (fake clock), then leaves and is removed 200 ms later', async ({ page }) => {
    await profileWithPausedClock(page, 'toast-duration');
    // The pointer stays on Save changes, away from the toaster (hovering would pause the toast).
    await saveProfile(page, 1);
    // Seen mounted within one STEP of its timer starting: it ends between 4000 - STEP and 4000 ms from now.
    const toast = toasts(page).first();
    await page.clock.runFor(4000 - 2 * STEP);
    await expect.poll(() => state(toast)).toEqual({ removed: 'false', swipeOut: 'false', inDom: true });
    await page.clock.runFor(2 * STEP);
    await expect.poll(() => state(toast)).toEqual({ removed: 'true', swipeOut: 'false', inDom: true });
    await page.clock.runFor(200 - 2 * STEP);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(2 * STEP);
    await expect.poll(async () => (await state(toast)).inDom).toBe(false);
  });

  test('the toaster moves to top centre below 640 px and back to bottom right at 640 px', async ({ page }) => {
    await profileWithPausedClock(page, 'toast-mobile');
    await saveProfile(page, 1);
    const toaster = page.locator('[data-sonner-toaster]');
    const place = async () => [await toaster.getAttribute('data-y-position'), await toaster.getAttribute('data-x-position')];
    await page.setViewportSize({ width: 640, height: 800 });
    await expect.poll(place).toEqual(['bottom', 'right']);
    await page.setViewportSize({ width: 639, height: 800 });
    await expect.poll(place).toEqual(['top', 'center']);
    await page.setViewportSize({ width: 640, height: 800 });
    await expect.poll(place).toEqual(['bottom', 'right']);
  });

  test("on a phone a toast stands below the logo (and the dashboard's header), clear of the form's button (issue 31)", async ({
    page,
    newContext,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await profileWithPausedClock(page, 'toast-clear');
    await saveProfile(page, 1);
    // The saved row closed; opened again, its Save changes is the control the toast must stay clear of.
    await openRow(page, 'name');
    const save = page.getByRole('button', { name: msg('ui.profile.save') });
    // The page's clock is fake and paused: one frame's time on.
    await expectClear(page, toasts(page).first(), page.locator('.hub-dashboard__header'), save, () => page.clock.runFor(50));
    // Issue 56 item 9: nor over the account's tabs or the page's heading; a confirmation is a polite status.
    await expectUncovered(toasts(page).first(), page.locator('.hub-dashboard__nav li'), page.getByRole('heading', { level: 1 }));
    await expect(toasts(page).first().getByRole('status')).toHaveText(msg('toast.profile_saved'));

    // An auth screen, signed out, in German: the card's logo and heading. A number that is not Australian is refused in a toast (spec 5).
    const out = await (await newContext({ width: 390, height: 844 })).newPage();
    await out.emulateMedia({ reducedMotion: 'reduce' });
    await out.goto(`${APP}/phone-login?lang=de`);
    await field(out, localeMsg('de', 'ui.phone.number')).fill('+1 202 555 0143');
    const send = out.getByRole('button', { name: localeMsg('de', 'ui.phone.send_code') });
    await send.click();
    const refused = toasts(out).filter({ hasText: localeMsg('de', 'screen.phone_invalid') });
    await expect(refused).toBeVisible();
    await expectClear(out, refused, out.locator('.hub-logo-link'), send, () =>
      out.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))),
    );
    await expectUncovered(refused, out.getByRole('heading', { level: 1 }));
    // The region is named in the page's language; a failure is said at once (an alert), the region itself is quiet.
    await expect(out.locator(`section[aria-label="${localeMsg('de', 'ui.toast.region')} alt+T"]`)).toHaveAttribute('aria-live', 'off');
    await expect(refused.getByRole('alert')).toHaveText(localeMsg('de', 'screen.phone_invalid'));
  });

  test("a success and a failure look their own way (icon and colour) and speak in the brand's font (issue 31)", async ({ page }) => {
    await profileWithPausedClock(page, 'toast-tone');
    await saveProfile(page, 1);
    const look = (toast: Locator) =>
      toast.evaluate((el) => {
        const css = getComputedStyle(el);
        const vars = getComputedStyle(document.documentElement);
        const colour = (v: string) => {
          const probe = document.createElement('span');
          probe.style.color = `var(${v})`;
          document.body.append(probe);
          const c = getComputedStyle(probe).color;
          probe.remove();
          return c;
        };
        return {
          type: el.getAttribute('data-type'),
          icon: el.querySelector('[data-icon] svg') !== null,
          band: css.borderInlineStartColor,
          success: colour('--hub-success'),
          error: colour('--hub-error'),
          font: css.fontFamily === getComputedStyle(document.body).fontFamily && vars.getPropertyValue('--hub-font') !== '',
        };
      });
    const saved = toasts(page).filter({ hasText: msg('toast.profile_saved') });
    const ok = await look(saved);
    expect(ok).toMatchObject({ type: 'success', icon: true, font: true });
    expect(ok.band).toBe(ok.success);

    // A number that is not an Australian one: the profile says so in a failure's toast too.
    await openRow(page, 'phone');
    await field(page, msg('ui.phone.number')).fill('+1 202 555 0143');
    await page.getByRole('button', { name: msg('ui.profile.send_otp') }).click();
    const invalid = toasts(page).filter({ hasText: msg('screen.phone_invalid') });
    await advanceUntil(page, async () => (await invalid.count()) > 0);
    const failed = await look(invalid);
    expect(failed).toMatchObject({ type: 'error', icon: true, font: true });
    expect(failed.band).toBe(failed.error);
    expect(failed.band).not.toBe(ok.band);
  });
});
