import { describe, expect, it } from 'vitest';
import { clearSessionForLogout, recordAuthState } from '../../src/services/session-sync';
import { createMemoryStorage } from '../../src/services/browser-storage';
import type { AuthUser } from '../../src/services/types';

const user: AuthUser = { uid: 'u1', email: 'a@example.com', emailVerified: true, displayName: 'A', photoURL: null, phoneNumber: null };

describe('auth state -> local storage (spec 4)', () => {
  it('with a user: isAuthenticated true, a fresh ID token and the user JSON are stored', async () => {
    const s = createMemoryStorage();
    await recordAuthState(s, user, async () => 'tok.en.x');
    expect(s.dump()).toEqual({ isAuthenticated: 'true', firebaseToken: 'tok.en.x', initialisedFirebaseUser: JSON.stringify(user) });
  });

  it('with no user: isAuthenticated false, currentUser and firebaseToken removed, the rest kept', async () => {
    const s = createMemoryStorage({ isAuthenticated: 'true', currentUser: '{}', firebaseToken: 't', brand: 'PLEXUS' });
    await recordAuthState(s, null, async () => 'never');
    expect(s.dump()).toEqual({ isAuthenticated: 'false', brand: 'PLEXUS' });
  });

  it('a failed token read keeps the rest of the state', async () => {
    const s = createMemoryStorage();
    await recordAuthState(s, user, async () => {
      throw new Error('signed out meanwhile');
    });
    expect(s.get('isAuthenticated')).toBe('true');
    expect(s.get('firebaseToken')).toBeNull();
  });

  it('logout clears cached session state and records reason and time', () => {
    const s = createMemoryStorage({
      isAuthenticated: 'true',
      currentUser: '{}',
      firebaseToken: 't',
      accessToken: 'a',
      currentUserContext: 'c',
      initialisedFirebaseUser: '{}',
      brand: 'EMIOT',
      actionEmail: 'x@y.z',
    });
    clearSessionForLogout(s, 'user', 1234);
    expect(s.dump()).toEqual({
      isAuthenticated: 'false',
      lastLogoutReason: 'user',
      lastLogoutTime: '1234',
      brand: 'EMIOT',
      actionEmail: 'x@y.z',
    });
  });
});
