// @vitest-environment happy-dom
// The profile's avatar (issue 32): a photo is drawn only from a source the CSP's img-src allows
// (src/domain/photo-sources.ts), else the initials, and the initials stand in when it fails to load.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFlow, signedInUser } from './render-flow';
import { fakeAuth, fakeServices } from '../support/fake-services';

afterEach(cleanup);

/** The initials, once the signed-in person is known (drawn before that, the circle is empty: on a busy machine the first find saw ''). */
const initialsShown = () => waitFor(() => expect(screen.getByTestId('avatar-initials').textContent).toBe('PE'));

const profileWith = (photoURL: string | null) =>
  renderFlow('profile', '/dashboard/profile', fakeServices(fakeAuth({ ...signedInUser, photoURL })).services);

describe('avatar', () => {
  it('draws a Google account picture', async () => {
    profileWith('https://lh3.googleusercontent.com/a/pat=s96-c');
    const img = await screen.findByRole('img', { name: signedInUser.displayName! });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('https://lh3.googleusercontent.com/a/pat=s96-c');
  });

  it('shows the initials for a photo address img-src would block, without asking for it', async () => {
    profileWith('https://example.com/pat.png');
    await initialsShown();
    expect(document.querySelector('img.hub-avatar')).toBeNull();
  });

  it('shows the initials when the picture fails to load', async () => {
    profileWith('https://lh3.googleusercontent.com/a/gone');
    fireEvent.error(await screen.findByRole('img', { name: signedInUser.displayName! }));
    await initialsShown();
  });
});
