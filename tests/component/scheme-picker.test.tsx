// @vitest-environment happy-dom
// The colour scheme picker (issue 28) on a real auth screen: it keeps the pick in storage and sets
// data-scheme on <html>; a white-label without a dark scheme offers no picker.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { config, renderFlow } from './render-flow';
import { fakeAuth, fakeServices } from '../support/fake-services';
import { msg } from '../support/messages';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.scheme;
});

describe('scheme picker', () => {
  it('keeps Dark and Light, and System clears both the kept pick and data-scheme', async () => {
    const { services, storage } = fakeServices(fakeAuth(null));
    renderFlow('sign-in', '/sign-in', services);
    const picker = await screen.findByLabelText<HTMLSelectElement>(msg('ui.scheme.label'));
    expect(picker.value).toBe('system');
    fireEvent.change(picker, { target: { value: 'dark' } });
    expect(storage.get('colorScheme')).toBe('dark');
    expect(document.documentElement.dataset.scheme).toBe('dark');
    fireEvent.change(picker, { target: { value: 'light' } });
    expect(document.documentElement.dataset.scheme).toBe('light');
    fireEvent.change(picker, { target: { value: 'system' } });
    expect(storage.get('colorScheme')).toBeNull();
    expect(document.documentElement.dataset.scheme).toBeUndefined();
  });

  it('is not offered where the white-label has no dark scheme', async () => {
    const lightOnly = { ...config, whiteLabel: { ...config.whiteLabel, darkScheme: false } };
    renderFlow('sign-in', '/sign-in', fakeServices(fakeAuth(null)).services, lightOnly);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText(msg('ui.scheme.label'))).toBeNull();
  });
});
