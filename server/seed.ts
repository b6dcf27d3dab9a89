// Demo users for local development and tests; reseeding starts from a clean emulator.
import { adminAuth } from './admin.js';
import { resetEmulator } from './emulator.js';

export interface DemoUser {
  email: string;
  password: string;
  displayName?: string;
  phoneNumber?: string;
  emailVerified: boolean;
  note: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'alice@example.com',
    password: 'Password1!',
    displayName: 'Alice Example',
    phoneNumber: '+61412345678',
    emailVerified: true,
    note: 'complete account',
  },
  { email: 'nameless@example.com', password: 'Password1!', emailVerified: false, note: 'no name, email not verified (onboarding)' },
  {
    email: 'bob@example.com',
    password: 'Password1!',
    displayName: 'Bob Other',
    phoneNumber: '+61412000111',
    emailVerified: false,
    note: 'second account (merge)',
  },
];

/** Resets all emulator accounts, then creates DEMO_USERS. Returns their uids by email. */
export async function seedDemoUsers(): Promise<Record<string, string>> {
  await resetEmulator();
  const uids: Record<string, string> = {};
  for (const user of DEMO_USERS) {
    const created = await adminAuth().createUser({
      email: user.email,
      password: user.password,
      emailVerified: user.emailVerified,
      ...(user.displayName ? { displayName: user.displayName } : {}),
      ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
    });
    uids[user.email] = created.uid;
  }
  return uids;
}
