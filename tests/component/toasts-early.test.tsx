// @vitest-environment happy-dom
/**
 * The toaster loads once the identity code has answered (src/render/toasts.tsx); a toast raised
 * before that mounts it at once instead of waiting, and is shown.
 *
 * The mounted toaster is sonner's live region (`<section aria-live aria-label="Notifications …">`);
 * its list `[data-sonner-toaster]` only appears once there is a toast, so it cannot tell whether
 * the toaster is on the page. Each test draws its own toast gate: whether a toast was asked for and
 * whether the toaster is ready are kept by the gate (main.tsx makes one per page), not the module.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { config } from './render-flow';
import { ToastGate, Toasts } from '../../src/render/toasts';
import { HubProvider } from '../../src/render/hub-context';
import { hubPorts } from '../../src/app/hub-ports';
import { PendingCodes } from '../../src/actions/pending-codes';
import { fakeAuth, fakeServices } from '../support/fake-services';

afterEach(cleanup);

/** sonner's live region: there exactly while the toaster is mounted. */
const liveRegion = (): Element | null => document.querySelector('section[aria-live][aria-label^="Notifications"]');

/** A fresh toast gate and a page drawing it, whose identity code answers when ready settles. */
function freshToaster() {
  const toasts = new ToastGate();
  const page = (ready: Promise<void>) => {
    const { services } = fakeServices(fakeAuth(null, { ready: () => ready }));
    const { hook } = memoryLocation({ path: '/sign-in' });
    return (
      <Router hook={hook}>
        <HubProvider config={config} services={services} link={null} ports={hubPorts(new PendingCodes())} toasts={toasts}>
          <main>the page</main>
          <Toasts />
        </HubProvider>
      </Router>
    );
  };
  return { page, showToast: toasts.show, toasts };
}

const never = new Promise<void>(() => undefined);

describe('toaster', () => {
  it('mounts once the identity code answers, and not before', async () => {
    const { page, toasts } = freshToaster();
    toasts.screenSettled();
    let answer!: () => void;
    const control = render(page(new Promise<void>((resolve) => (answer = resolve))));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(liveRegion()).toBeNull();
    act(() => answer());
    await waitFor(() => expect(liveRegion()).not.toBeNull());
    control.unmount();
    expect(liveRegion()).toBeNull();

    // The toaster's code is loaded now, so an ungated toaster would be drawn in this very render.
    render(page(never));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(liveRegion()).toBeNull();
  });

  it('waits, after the identity code, for the screen to be usable (its own call answered), so it does not compete with it (issue 57)', async () => {
    const { page, toasts } = freshToaster();
    render(page(Promise.resolve()));
    // The identity code has answered; the screen's own call (a reset link's check) has not.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('the page')).toBeTruthy();
    expect(liveRegion()).toBeNull();
    act(() => toasts.screenSettled());
    await waitFor(() => expect(liveRegion()).not.toBeNull());
  });

  it('a toast raised while the identity code has not answered mounts the toaster and shows', async () => {
    const { page, showToast } = freshToaster();
    render(page(never));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(liveRegion()).toBeNull();
    void showToast('Raised early');
    expect(await screen.findByText('Raised early', undefined, { timeout: 5000 })).toBeTruthy();
    expect(liveRegion()?.textContent).toContain('Raised early');
  });
});
