/**
 * SMS second factors on Firebase Auth (Identity Platform in production; the Auth Emulator
 * implements them). Loaded on demand by src/services/firebase-auth.ts.
 */
import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  type Auth,
  type MultiFactorError,
  type MultiFactorInfo,
  type RecaptchaVerifier,
  type User,
} from 'firebase/auth';
import { HubError } from '../errors/hub-error';
import { lookUpAccount, type LookupSettings } from './account-lookup';
import { forgetLookedUpFactors } from './looked-up-factors';
import { toAuthUser } from './firebase-user';
import { SecondFactorRequired, type SecondFactor } from './second-factor';
import type { PhoneConfirmation } from './types';

/** A fresh invisible robot check in the element with this id. */
export type VerifierFor = (containerId: string) => RecaptchaVerifier;

function toFactor(info: MultiFactorInfo): SecondFactor {
  const phoneNumber = 'phoneNumber' in info && typeof info.phoneNumber === 'string' ? info.phoneNumber : '';
  return { id: info.uid, phoneNumber, enrolledAt: info.enrollmentTime || null };
}

const isPhoneFactor = (info: MultiFactorInfo): boolean => info.factorId === PhoneMultiFactorGenerator.FACTOR_ID;

/** Sends an SMS code (robot check first) and answers with its verification id. */
async function sendCode(
  auth: Auth,
  verifierFor: VerifierFor,
  containerId: string,
  options: Parameters<PhoneAuthProvider['verifyPhoneNumber']>[0],
): Promise<string> {
  // A new verifier per attempt: reusing one for a second verification hangs.
  const verifier = verifierFor(containerId);
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(options, verifier);
  } finally {
    verifier.clear();
  }
}

const assertionFor = (verificationId: string, code: string) =>
  PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));

/**
 * The challenge of a first factor Firebase answered with auth/multi-factor-auth-required.
 * `then` runs once the second factor is confirmed (a re-authentication's own change).
 */
export function secondFactorRequired(
  auth: Auth,
  error: unknown,
  verifierFor: VerifierFor,
  then?: () => Promise<void>,
): SecondFactorRequired {
  const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
  const hints = resolver.hints.filter(isPhoneFactor);
  return new SecondFactorRequired({
    factors: hints.map(toFactor),
    sendCode: async (factorId, containerId): Promise<PhoneConfirmation> => {
      const hint = hints.find((h) => h.uid === factorId);
      if (!hint) throw new HubError('screen.second_factor_failed');
      const verificationId = await sendCode(auth, verifierFor, containerId, { multiFactorHint: hint, session: resolver.session });
      return {
        confirm: async (code) => {
          const { user } = await resolver.resolveSignIn(assertionFor(verificationId, code));
          forgetLookedUpFactors(user);
          await then?.();
          return toAuthUser(user);
        },
      };
    },
  });
}

/**
 * The signed-in person's SMS second factors as the identity service has them now: the SDK's own
 * list keeps a factor another tab removed (its reload does not empty it), and the page shows the list
 * after every change.
 */
export async function currentFactors(settings: LookupSettings, user: User, fetcher?: typeof fetch): Promise<SecondFactor[]> {
  const { mfaInfo = [] } = await lookUpAccount(settings, user, fetcher);
  return mfaInfo.flatMap(({ mfaEnrollmentId, phoneInfo, enrolledAt }) =>
    mfaEnrollmentId && phoneInfo !== undefined ? [{ id: mfaEnrollmentId, phoneNumber: phoneInfo, enrolledAt: enrolledAt ?? null }] : [],
  );
}

/** Sends the code that proves the person holds `phone`; confirming it adds the phone as a second factor. */
export async function sendEnrolmentCode(
  auth: Auth,
  user: User,
  phone: string,
  verifierFor: VerifierFor,
  containerId: string,
): Promise<PhoneConfirmation> {
  const session = await multiFactor(user).getSession();
  const verificationId = await sendCode(auth, verifierFor, containerId, { phoneNumber: phone, session });
  return {
    confirm: async (code) => {
      await multiFactor(user).enroll(assertionFor(verificationId, code));
      forgetLookedUpFactors(user);
      return toAuthUser(user);
    },
  };
}

export async function removeFactor(user: User, factorId: string): Promise<void> {
  await multiFactor(user).unenroll(factorId);
  forgetLookedUpFactors(user);
}
