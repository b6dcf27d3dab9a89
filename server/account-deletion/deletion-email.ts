// The confirmation that an account was deleted: to its address, in the language the person used,
// with the brand's display name. It carries no link and nothing secret (no uid, code or token).
import { brandName } from '../brands.js';
import { emailCatalogue } from '../email-language.js';
import type { NewEmail } from '../outbox.js';

export function accountDeletedEmail(d: { email: string; locale: string; brand: string | null }): NewEmail {
  // The stored locale is a code the catalogues offer; asked for as a language, it is chosen as it was.
  const catalogue = emailCatalogue(d.locale);
  const params = { brand: brandName(d.brand), email: d.email };
  const text = [
    catalogue.t('email.greeting'),
    catalogue.t('email.account_deleted.intro', params),
    catalogue.t('email.account_deleted.outro', params),
    `${catalogue.t('email.thanks')}\n${catalogue.t('email.signature', params)}`,
  ];
  return {
    kind: 'accountDeleted',
    to: d.email,
    subject: catalogue.t('email.account_deleted.subject', params),
    text: text.join('\n\n'),
    locale: catalogue.locale,
    link: '',
    brand: d.brand,
    redirectPath: null,
  };
}
