// @vitest-environment happy-dom
/**
 * The toaster loads once the identity code has answered (src/render/toasts.tsx); a toast raised
 * before that mounts it at once instead of waiting, and is shown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HubProvider } from '../../src/render/hub-context';
import { showToast, Toasts } from '../../src/render/toasts';
import { config, fakeAuth, fakeServices } from './render-flow';

afterEach(cleanup);

describe('toaster', () => {
  it('is not on the page while the identity code has not answered; a toast raised then mounts it and shows', async () => {
    const never = new Promise<void>(() => undefined);
    const { services } = fakeServices(fakeAuth(null, { ready: () => never }));
    const { hook } = memoryLocation({ path: '/sign-in' });
    render(
      <Router hook={hook}>
        <HubProvider config={config} services={services} link={null}>
          <Toasts />
        </HubProvider>
      </Router>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    void showToast('Raised early');
    expect(await screen.findByText('Raised early', undefined, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
  });
});
