/**
 * Issue 55: the Second factor page lists the factors the identity service's lookup names, not the
 * SDK's list, which keeps a factor another tab removed.
 */
import { describe, expect, it } from 'vitest';
import type { User } from 'firebase/auth';
import { currentFactors } from '../../src/services/firebase-second-factor';
import { lookedUpFactorCount } from '../../src/services/looked-up-factors';

const SETTINGS = { apiKey: 'k', authEmulatorUrl: 'http://127.0.0.1:9099' };
const user = { getIdToken: async () => 'token-1' } as unknown as User;
const answering = (body: unknown) => (async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch;

describe('currentFactors', () => {
  it('lists the SMS factors of the lookup with their ids, numbers and enrolment times', async () => {
    const fetcher = answering({
      users: [
        {
          mfaInfo: [
            { mfaEnrollmentId: 'f1', phoneInfo: '+61412345678', enrolledAt: '2026-12-07T10:00:00.000Z' },
            { mfaEnrollmentId: 't1', totpInfo: {} },
          ],
        },
      ],
    });
    expect(await currentFactors(SETTINGS, user, fetcher)).toEqual([
      { id: 'f1', phoneNumber: '+61412345678', enrolledAt: '2026-12-07T10:00:00.000Z' },
    ]);
    // Every factor counts towards "has a second factor", SMS or not.
    expect(lookedUpFactorCount(user)).toBe(2);
  });

  it('an account whose lookup names no factor has none, whatever the SDK still lists', async () => {
    expect(await currentFactors(SETTINGS, user, answering({ users: [{ email: 'pat@example.com' }] }))).toEqual([]);
    // What the hub then says of the person follows the lookup, not the SDK (firebase-user.ts).
    expect(lookedUpFactorCount(user)).toBe(0);
  });
});
