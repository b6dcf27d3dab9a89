// Issue 55 section 3: every kind of event the API records has its own words in "Recent security
// activity", in every shipped language; none falls to a select's "other" branch.
import { describe, expect, it } from 'vitest';
import catalogue from '../../flows/messages.json';
import de from '../../flows/locales/de.json';
import ar from '../../flows/locales/ar.json';
import security from '../../flows/security.json';
import { createCatalogue } from '../../src/messages/catalogue';
import { shippedMessages } from '../../validate/icu-compile';
import { eventText, type EventTexts } from '../../src/render/security-event-text';
import { SECURITY_EVENT_KINDS } from '../../server/db/security-event-store';

const LOCALES = { en: {}, de: de.messages, ar: ar.messages } as const;

/** The security page's securityEvents block, as the flow document has it. */
const block = JSON.stringify(security).match(/"type":"securityEvents"[^}]*}/)?.[0];
const texts = JSON.parse(`{${block ?? ''}`) as EventTexts;

describe('the activity list names every event kind', () => {
  for (const [locale, translated] of Object.entries(LOCALES)) {
    it(`in ${locale}`, () => {
      const messages = createCatalogue({ messages: shippedMessages(catalogue.messages) }, locale, shippedMessages(translated));
      const say = (kind: string) => messages.t(...(eventText(texts, { kind, method: 'password' }) as [never, never]));
      const others = new Set([texts.what, texts.wayIn].map((key) => messages.t(key as never, { kind: 'somethingElse' })));
      const kinds = SECURITY_EVENT_KINDS.filter((k) => k !== 'signIn');
      expect(kinds.filter((kind) => others.has(say(kind)))).toEqual([]);
      // Each its own words: two kinds never read the same.
      expect(new Set(kinds.map(say)).size).toBe(kinds.length);
    });
  }
});
