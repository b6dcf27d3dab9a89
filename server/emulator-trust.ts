// With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin trusts what the Auth Emulator trusts: it
// accepts unsigned ID tokens (alg: none), so any caller can claim to be anyone. That is harmless
// only where no real account is behind it (a demo- project, which the emulator serves with no real
// project) and no other machine can call it (loopback). Issue 53 item 8; ASVS 5.0 9.1.2. Pure.
import { isIP } from 'node:net';

export interface EmulatorTrust {
  /** process.env.FIREBASE_AUTH_EMULATOR_HOST: set (non-empty) means emulator mode. */
  emulatorHost: string | undefined;
  /** The project id firebase-admin is initialised with. */
  projectId: string;
  /** The host name or addresses the API listens on. */
  listening: readonly string[];
}

/** Whether an address (or the name localhost) is this machine's loopback: 127.0.0.0/8, ::1, ::ffff:127.x.x.x. */
export function isLoopbackAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (a === 'localhost' || a === '::1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice('::ffff:'.length) : a;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** What makes trusting the emulator unsafe here, one line per reason; none outside emulator mode. */
export function emulatorTrustProblems({ emulatorHost, projectId, listening }: EmulatorTrust): string[] {
  if (!emulatorHost) return [];
  const problems: string[] = [];
  if (!projectId.startsWith('demo-')) problems.push(`the project "${projectId}" is not a demo- project`);
  for (const address of listening) if (!isLoopbackAddress(address)) problems.push(`the API listens on ${address}, which is not loopback`);
  return problems;
}

/** Throws, naming every problem, when the API must not start. */
export function assertEmulatorOnlyTrust(trust: EmulatorTrust): void {
  const problems = emulatorTrustProblems(trust);
  if (problems.length === 0) return;
  throw new Error(
    `The API will not start: FIREBASE_AUTH_EMULATOR_HOST is set (${trust.emulatorHost}), so firebase-admin accepts unsigned ID tokens, ` +
      `which is safe only for a demo- project listening on loopback. Here ${problems.join('; ')}. ` +
      'Unset FIREBASE_AUTH_EMULATOR_HOST outside the local stack; locally, use a demo- project id (firebase.local.projectId in brands/environments.json) and listen on localhost.',
  );
}
