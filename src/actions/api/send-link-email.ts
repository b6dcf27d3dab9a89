import { implement } from '../action-context';
import { CONTRACTS } from '../contracts';
import { HubError } from '../../errors/hub-error';
import { safeRelativePath } from '../../domain/navigation';
import type { ResolvedBrand } from '../../brand/resolve-brand';

/** Spec 7: the API path that sends the verification email (profile, onboarding and the link flows). */
export const VERIFICATION_EMAIL_PATH = '/public/api/v1/auth/sendVerificationEmail';

/** The one body of spec 7's email calls: redirectPath only when it is a path of this site, never one elsewhere. */
export function linkEmailBody(
  email: string,
  brand: ResolvedBrand | null,
  query: URLSearchParams,
): { email: string; brand: string | null; redirectPath: string | null } {
  return { email, brand: brand?.code ?? null, redirectPath: safeRelativePath(query.get('redirectPath')) };
}

/**
 * The four emails of spec 7 (sign-up, magic link, password reset, verification) share one
 * body {email, brand, redirectPath}; the email is kept as actionEmail for the link flows.
 */
export function sendLinkEmail(path: string) {
  return implement(CONTRACTS['api.sendSignUpEmail'], async ({ services, input, data, brand, query }) => {
    const email = (input.email ?? data.email ?? '').trim();
    if (!email) throw new HubError('auth.invalid_email');
    await services.api.postPublic(path, linkEmailBody(email, brand, query));
    services.storage.set('actionEmail', email);
    return { data: { email } };
  });
}
