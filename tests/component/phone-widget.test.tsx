// @vitest-environment happy-dom
/**
 * The phone field loads its formatter after it mounts. A field taken off the page before that
 * (a test ending, a step moving on) must not be updated when the formatter arrives: React then
 * reaches for `window`, which is gone once the page (or the test environment) is torn down. This is
 * the unhandled "window is not defined" that failed CI on 6e5a046.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { PhoneWidget } from '../../src/render/form/phone-widget';

afterEach(cleanup);

it('does not update a field that left the page before its formatter arrived', async () => {
  const props = { id: 'phone', value: '', onChange: vi.fn(), onBlur: vi.fn(), onFocus: vi.fn() } as unknown as WidgetProps;
  const { unmount } = render(<PhoneWidget {...props} />);
  unmount();
  const saved = globalThis.window;
  // The page is gone: as after a test environment's teardown.
  // @ts-expect-error removed on purpose
  delete globalThis.window;
  const rejections: unknown[] = [];
  const record = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', record);
  try {
    await import('../../src/domain/phone-rules');
    // Let the widget's own import resolve and its `then` run.
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    process.off('unhandledRejection', record);
    globalThis.window = saved;
  }
  expect(rejections).toEqual([]);
});
