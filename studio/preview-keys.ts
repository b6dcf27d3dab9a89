/**
 * Which catalogue messages a preview shows: the catalogue is wrapped so every text it gives out is
 * recorded with its key, and once the scene is drawn a key counts only if its text is on the
 * page (screens also look texts up that they do not show, e.g. to avoid saying a thing twice).
 */
import type { MessageCatalogue } from '../src/messages/catalogue';

export interface KeyRecorder {
  catalogue: MessageCatalogue;
  /** The keys whose text the document shows now, sorted. */
  shown(doc: Document): string[];
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Everything a person can read or hear on the page: its text, labels, placeholders and title. */
function pageText(doc: Document): string {
  const attrs = [...doc.querySelectorAll('[placeholder],[aria-label],[alt],[title]')].flatMap((el) =>
    ['placeholder', 'aria-label', 'alt', 'title'].map((a) => el.getAttribute(a) ?? ''),
  );
  return squash([doc.title, doc.body.innerText, ...attrs].join(' \n '));
}

export function recordKeys(inner: MessageCatalogue): KeyRecorder {
  const texts = new Map<string, Set<string>>();
  const t: MessageCatalogue['t'] = (key, params) => {
    const text = inner.t(key, params);
    const k = key as string;
    const seen = texts.get(k) ?? new Set<string>();
    seen.add(squash(text));
    texts.set(k, seen);
    return text;
  };
  return {
    catalogue: { ...inner, t },
    shown(doc) {
      const page = pageText(doc);
      return [...texts]
        .filter(([, seen]) => [...seen].some((text) => text !== '' && page.includes(text)))
        .map(([key]) => key)
        .sort();
    },
  };
}
