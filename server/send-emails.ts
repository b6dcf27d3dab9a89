// The four public "send email" calls: generate the action link with firebase-admin,
// rewrite it to the app's own screen and drop the email in the dev outbox.
import type { FastifyRequest } from 'fastify';
import { adminAuth, authErrorCode } from './admin.js';
import type { SendEmailRequest } from './api-schemas.js';
import { brandName } from './brands.js';
import { brandDoc } from './documents.js';
import { appLink, appOrigin, oobCodeOf, signInParams, signInSettings } from './email-links.js';
import { HttpError } from './http-error.js';
import type { EmailKind, Outbox } from './outbox.js';

const NO_ACCOUNT = 'An account does not exist for this email.';
const EMAIL_IN_USE = 'Email is already in use, please check if your email already has an account.';

/** Maps "no such user" from firebase-admin to the product's 404 message. */
async function forExistingUser<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'auth/user-not-found' || code === 'auth/email-not-found') throw new HttpError(404, NO_ACCOUNT);
    throw error;
  }
}

function compose(kind: EmailKind, request: SendEmailRequest, link: string): { subject: string; text: string } {
  const name = brandName(request.brand);
  const lines = {
    passwordReset: [
      `Reset your ${name} password`,
      `Follow this link to reset the ${name} password of ${request.email}:`,
      `If you didn't ask to reset your password, you can ignore this email.`,
    ],
    magicLink: [
      `Sign in to ${name}`,
      `Follow this link to sign in to ${name} as ${request.email}:`,
      `If you didn't ask to sign in, you can ignore this email.`,
    ],
    signUp: [
      `Finish signing up to ${name}`,
      `Follow this link to create your ${name} account for ${request.email}:`,
      `If you didn't ask to sign up, you can ignore this email.`,
    ],
    verification: [
      `Verify your email for ${name}`,
      `Follow this link to verify ${request.email} for ${name}:`,
      `If you didn't ask to verify this address, you can ignore this email.`,
    ],
  }[kind];
  const [subject, intro, outro] = lines as [string, string, string];
  return { subject, text: `Hello,\n\n${intro}\n\n${link}\n\n${outro}\n\nThanks,\nThe ${name} team` };
}

type LinkBuilder = (request: SendEmailRequest, origin: string) => Promise<string>;

const linkBuilders: Record<EmailKind, LinkBuilder> = {
  passwordReset: async (request, origin) => {
    const generated = await forExistingUser(() => adminAuth().generatePasswordResetLink(request.email));
    return appLink(origin, '/email-action', { mode: 'resetPassword', oobCode: oobCodeOf(generated) }, request);
  },
  magicLink: async (request, origin) => {
    const generated = await adminAuth().generateSignInWithEmailLink(request.email, signInSettings(origin));
    return appLink(origin, '/login', signInParams(oobCodeOf(generated), request.email), request);
  },
  signUp: async (request, origin) => {
    const exists = await adminAuth()
      .getUserByEmail(request.email)
      .then(
        () => true,
        (error: unknown) => {
          if (authErrorCode(error) === 'auth/user-not-found') return false;
          throw error;
        },
      );
    if (exists) throw new HttpError(409, EMAIL_IN_USE);
    const generated = await adminAuth().generateSignInWithEmailLink(request.email, signInSettings(origin));
    return appLink(origin, '/login', { ...signInParams(oobCodeOf(generated), request.email), init: 'true' }, request);
  },
  verification: async (request, origin) => {
    const generated = await forExistingUser(() => adminAuth().generateEmailVerificationLink(request.email));
    return appLink(origin, '/email-action', { mode: 'verifyEmail', oobCode: oobCodeOf(generated) }, request);
  },
};

/** The body matches its schema by now (the route validates it); its brand must also be one the documents define. */
export function sendEmailHandler(kind: EmailKind, outbox: Outbox) {
  return async ({ body: request, headers }: FastifyRequest<{ Body: SendEmailRequest }>): Promise<{ ok: true; id: string }> => {
    if (request.brand && !brandDoc(request.brand)) throw new HttpError(400, 'brand: is not a known brand');
    const link = await linkBuilders[kind](request, appOrigin(headers.origin));
    const email = outbox.add({
      kind,
      to: request.email,
      link,
      brand: request.brand ?? null,
      redirectPath: request.redirectPath ?? null,
      ...compose(kind, request, link),
    });
    return { ok: true, id: email.id };
  };
}
