// Dev outbox: every email the API "sends" is kept in memory and shown at /outbox.
import { randomUUID } from 'node:crypto';
import { escapeHtml, htmlPage } from './html.js';

/** The four emails of spec 7, each with an action link. */
export type LinkEmailKind = 'passwordReset' | 'magicLink' | 'signUp' | 'verification';
/** Those, the confirmation that an account was deleted, and the security notices (issue 55). */
export type EmailKind = LinkEmailKind | 'accountDeleted' | 'securityNotice';

export interface OutboxEmail {
  id: string;
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  /** The language it is written in (en, de, ar...). */
  locale: string;
  /** The action link; empty for an email that has none (an account deleted). */
  link: string;
  brand: string | null;
  redirectPath: string | null;
  sentAt: string;
}

export type NewEmail = Omit<OutboxEmail, 'id' | 'sentAt'>;

const MAX_EMAILS = 500; // a long dev session should not grow memory forever

export class Outbox {
  private emails: OutboxEmail[] = [];

  add(email: NewEmail): OutboxEmail {
    const stored: OutboxEmail = { id: randomUUID(), sentAt: new Date().toISOString(), ...email };
    this.emails.push(stored);
    if (this.emails.length > MAX_EMAILS) this.emails.shift();
    return stored;
  }

  /** Newest first. */
  list(): OutboxEmail[] {
    return [...this.emails].reverse();
  }

  clear(): void {
    this.emails = [];
  }

  html(): string {
    const items = this.list()
      .map(
        (e) => `<li data-testid="outbox-email" data-kind="${escapeHtml(e.kind)}">
<strong>${escapeHtml(e.subject)}</strong><br>
To: ${escapeHtml(e.to)} &middot; kind: ${escapeHtml(e.kind)} &middot; brand: ${escapeHtml(e.brand ?? '-')} &middot; redirectPath: ${escapeHtml(e.redirectPath ?? '-')} &middot; ${escapeHtml(e.sentAt)}<br>
${e.link ? `<a href="${escapeHtml(e.link)}">${escapeHtml(e.link)}</a>` : ''}
<pre>${escapeHtml(e.text)}</pre>
</li>`,
      )
      .join('\n');
    const body = `<h1>Dev outbox</h1>
<p>${this.emails.length} email(s), newest first. JSON at <a href="/outbox.json">/outbox.json</a>.</p>
${items ? `<ol>\n${items}\n</ol>` : '<p>No emails yet.</p>'}`;
    return htmlPage('Dev outbox', body);
  }
}
