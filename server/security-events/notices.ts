// Security events (issue 55): recorded in the store, and told to the account holder by email
// (the outbox locally) in the request's language with the brand's name, never with a secret in it.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { adminAuth } from '../admin.js';
import { brandName } from '../brands.js';
import { brandDoc } from '../documents.js';
import type { LazyDatabase } from '../db/open-database.js';
import { recordEvent, rememberBrowser, type SecurityEventKind } from '../db/security-event-store.js';
import { appOrigin } from '../email-links.js';
import { emailCatalogue } from '../email-language.js';
import type { Outbox } from '../outbox.js';
import { coarseAgent } from './coarse-agent.js';

/** The kinds told by email, with their catalogue keys (subject, first line). A sign-in is told only from a new browser. */
const EMAILED = {
  signIn: ['email.security.new_browser.subject', 'email.security.new_browser.intro'],
  passwordChanged: ['email.security.password_changed.subject', 'email.security.password_changed.intro'],
  // A reset by link is a change the person did not make while signed in: told as a change.
  passwordReset: ['email.security.password_changed.subject', 'email.security.password_changed.intro'],
  emailChanged: ['email.security.email_changed.subject', 'email.security.email_changed.intro'],
  secondFactorAdded: ['email.security.factor_added.subject', 'email.security.factor_added.intro'],
  secondFactorRemoved: ['email.security.factor_removed.subject', 'email.security.factor_removed.intro'],
  passkeyAdded: ['email.security.passkey_added.subject', 'email.security.passkey_added.intro'],
  passkeyRemoved: ['email.security.passkey_removed.subject', 'email.security.passkey_removed.intro'],
} as const satisfies Partial<Record<SecurityEventKind, readonly [string, string]>>;

/**
 * What a notice takes from the request it follows: the browser (recorded coarsely), the email's
 * language and the hub's origin. A change the API finds itself passes only what it knows.
 */
export interface NoticeRequest {
  headers: Pick<IncomingHttpHeaders, 'user-agent' | 'accept-language' | 'origin'>;
}

export interface SecurityNotices {
  /**
   * Records what the caller's account just went through and emails its holder when the kind is
   * told. `browserId` (a sign-in): the hub's id for the browser; only a browser new to an account
   * that knew others is told. `to` (an email changed): the address told instead of the account's
   * own, which is already the new one.
   */
  record(
    request: NoticeRequest,
    uid: string,
    kind: SecurityEventKind,
    extra?: { method?: string; browserId?: string; brand?: string; to?: string },
  ): Promise<void>;
}

const hashOf = (uid: string, browserId: string) => createHash('sha256').update(`${uid}\0${browserId}`).digest('base64url');

export function securityNotices(database: LazyDatabase, outbox: Outbox): SecurityNotices {
  return {
    async record(request, uid, kind, extra = {}) {
      const db = await database.get();
      const agent = coarseAgent(request.headers['user-agent']);
      let tell = kind in EMAILED && kind !== 'signIn';
      if (kind === 'signIn' && extra.browserId) {
        const seen = await rememberBrowser(db, uid, hashOf(uid, extra.browserId));
        // The first browser of an account is its sign-up, not news.
        tell = seen.isNew && seen.knewOthers;
      }
      await recordEvent(db, { uid, kind, method: extra.method ?? null, browser: agent.browser, platform: agent.platform });
      if (!tell) return;
      const to = extra.to ?? (await adminAuth().getUser(uid)).email;
      if (!to) return; // a phone-only account has no address to tell
      const catalogue = emailCatalogue(request.headers['accept-language']);
      const brand = extra.brand !== undefined && brandDoc(extra.brand) ? extra.brand : undefined;
      const params = { brand: brandName(brand), email: to, browser: agent.browser ?? '?', platform: agent.platform ?? '?' };
      const [subjectKey, introKey] = EMAILED[kind as keyof typeof EMAILED];
      // The old address of an email change can no longer sign in, so the security page is no help to
      // it. Nor can it get the hub's recover-email link: firebase-admin makes no recoverEmail code (only
      // Firebase's own "email changed" message carries one), so the notice says where to get help.
      const link = kind === 'emailChanged' ? '' : `${appOrigin(request.headers.origin)}/dashboard/security`;
      const whatNow = link ? [catalogue.t('email.security.not_you'), link] : [catalogue.t('email.security.email_changed.not_you', params)];
      outbox.add({
        kind: 'securityNotice',
        to,
        subject: catalogue.t(subjectKey, params),
        text: [
          catalogue.t('email.greeting'),
          catalogue.t(introKey, params),
          ...whatNow,
          `${catalogue.t('email.thanks')}\n${catalogue.t('email.signature', params)}`,
        ].join('\n\n'),
        locale: catalogue.locale,
        link,
        brand: brand ?? null,
        redirectPath: null,
      });
    },
  };
}
