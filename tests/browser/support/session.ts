/** What the Auth Emulator holds for a test: SMS codes and accounts. */
import { identity, stack } from '../../stack/helpers';
import { PROJECT_ID } from '../../support/local-stack';

/** Every SMS code the Auth Emulator has sent to a number, oldest first. */
export async function smsCodesFor(phone: string): Promise<string[]> {
  const res = await fetch(`${stack().emulator}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const body = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  return body.verificationCodes.filter((c) => c.phoneNumber === phone).map((c) => c.code);
}

/** The newest SMS code the Auth Emulator holds for a number. */
export async function smsCodeFor(phone: string): Promise<string> {
  const hit = (await smsCodesFor(phone)).at(-1);
  if (!hit) throw new Error(`no SMS code for ${phone}`);
  return hit;
}

/** The account behind an ID token, as the Auth Emulator holds it. */
export interface EmulatorAccount {
  localId: string;
  email?: string;
  phoneNumber?: string;
  displayName?: string;
  emailVerified?: boolean;
}

export async function lookupAccount(idToken: string): Promise<EmulatorAccount> {
  return (await identity<{ users: EmulatorAccount[] }>('lookup', { idToken })).body.users[0]!;
}
