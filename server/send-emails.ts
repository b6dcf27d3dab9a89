// The four public "send email" calls: generate the action link with firebase-admin,
// rewrite it to the app's own screen and drop the email in the dev outbox.
import type { FastifyRequest } from 'fastify';
import { adminAuth, authErrorCode } from './admin.js';
import type { SendEmailRequest } from './api-schemas.js';
import { brandName } from './brands.js';
import { brandDoc } from './documents.js';
import { appLink, appOrigin, oobCodeOf, signInParams, signInSettings } from './email-links.js';
import { HttpError } from './http-error.js';
import type { LinkEmailKind, Outbox } from './outbox.js';
import { emailCatalogue } from './email-language.js';
import type { MessageCatalogue } from '../src/messages/catalogue.js';

const NO_ACCOUNT = 'An account does not exist for this email.';
const EMAIL_IN_USE = 'Email is already in use, please check if your email already has an account.';

/** Maps "no such user" from firebase-admin to the product's 404 message. */
async function forExistingUser<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'auth/user-not-found' || code === 'auth/email-not-found') throw new HttpError(404, NO_ACCOUNT, 'user-not-found');
    throw error;
  }
}

/** Catalogue keys of each email's subject, first and last line (flows/messages.json, translated in flows/locales/). */
const EMAIL_KEYS = {
  passwordReset: ['email.password_reset.subject', 'email.password_reset.intro', 'email.password_reset.outro'],
  magicLink: ['email.magic_link.subject', 'email.magic_link.intro', 'email.magic_link.outro'],
  signUp: ['email.sign_up.subject', 'email.sign_up.intro', 'email.sign_up.outro'],
  verification: ['email.verification.subject', 'email.verification.intro', 'email.verification.outro'],
} as const;

function compose(kind: LinkEmailKind, request: SendEmailRequest, link: string, catalogue: MessageCatalogue) {
  const params = { brand: brandName(request.brand), email: request.email };
  const [subject, intro, outro] = EMAIL_KEYS[kind].map((key) => catalogue.t(key, params));
  const text = [
    catalogue.t('email.greeting'),
    intro,
    link,
    outro,
    `${catalogue.t('email.thanks')}\n${catalogue.t('email.signature', params)}`,
  ];
  return { subject: subject ?? '', text: text.join('\n\n'), locale: catalogue.locale };
}

type LinkBuilder = (request: SendEmailRequest, origin: string) => Promise<string>;

const linkBuilders: Record<LinkEmailKind, LinkBuilder> = {
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
    if (exists) throw new HttpError(409, EMAIL_IN_USE, 'email-already-in-use');
    const generated = await adminAuth().generateSignInWithEmailLink(request.email, signInSettings(origin));
    return appLink(origin, '/login', { ...signInParams(oobCodeOf(generated), request.email), init: 'true' }, request);
  },
  verification: async (request, origin) => {
    const generated = await forExistingUser(() => adminAuth().generateEmailVerificationLink(request.email));
    return appLink(origin, '/email-action', { mode: 'verifyEmail', oobCode: oobCodeOf(generated) }, request);
  },
};

/** The body matches its schema by now (the route validates it); its brand must also be one the documents define. */
export function sendEmailHandler(kind: LinkEmailKind, outbox: Outbox) {
  return async ({ body: request, headers }: FastifyRequest<{ Body: SendEmailRequest }>): Promise<{ ok: true; id: string }> => {
    if (request.brand && !brandDoc(request.brand)) throw new HttpError(400, 'brand: is not a known brand');
    const link = await linkBuilders[kind](request, appOrigin(headers.origin));
    const email = outbox.add({
      kind,
      to: request.email,
      link,
      brand: request.brand ?? null,
      redirectPath: request.redirectPath ?? null,
      ...compose(kind, request, link, emailCatalogue(headers['accept-language'])),
    });
    return { ok: true, id: email.id };
  };
}
