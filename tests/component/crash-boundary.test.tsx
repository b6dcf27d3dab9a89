// @vitest-environment happy-dom
/** The error boundary (src/app/crash-boundary.tsx): a failed render shows the crash screen; Try again draws the child afresh. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CrashBoundary } from '../../src/app/crash-boundary';
import { config, t } from './render-flow';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CrashBoundary', () => {
  it('shows "Something went wrong" with Try again, and Try again renders the child again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // React may render a failing component more than once before giving up (its own retry),
    // so the child fails until the test says the cause is gone: one failure, seen as one.
    let failing = true;
    let renders = 0;
    function Flaky() {
      renders++;
      if (failing) throw new Error('first render fails');
      return <p>child content</p>;
    }
    const log = vi.fn();
    render(
      <CrashBoundary catalogue={config.catalogue} log={log}>
        <Flaky />
      </CrashBoundary>,
    );

    const crash = await screen.findByTestId('crash-screen');
    expect(screen.getByRole('heading', { name: t('ui.crash.title') })).toBeTruthy();
    expect(crash.textContent).toContain(t('ui.crash.body'));
    expect(screen.queryByText('child content')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatchObject({ message: 'first render fails' });

    failing = false;
    const before = renders;
    fireEvent.click(screen.getByRole('button', { name: t('ui.crash.retry') }));

    expect(await screen.findByText('child content')).toBeTruthy();
    expect(renders).toBeGreaterThan(before);
    expect(screen.queryByTestId('crash-screen')).toBeNull();
    expect(screen.queryByRole('heading', { name: t('ui.crash.title') })).toBeNull();
  });
});
