import { defineAction } from '../action-context';
import { safeRelativePath } from '../../flow/navigation';

/**
 * The four emails of spec 7 (sign-up, magic link, password reset, verification) share one
 * body {email, brand, redirectPath}; the email is kept as actionEmail for the link flows.
 */
export function sendLinkEmail(path: string) {
  return defineAction({
    fields: ['email'],
    produces: ['email'],
    async run({ services, input, brand, query }) {
      const email = String(input.email ?? '').trim();
      await services.api.postPublic(path, { email, brand: brand?.code ?? null, redirectPath: safeRelativePath(query.get('redirectPath')) });
      services.storage.set('actionEmail', email);
      return { data: { email } };
    },
  });
}
