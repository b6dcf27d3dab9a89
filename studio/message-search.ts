/** Finding a message by words of its text or its key. Pure. */

/** Entries whose key or text holds every word of the query (any case), in catalogue order. */
export function searchMessages(messages: Readonly<Record<string, string>>, query: string): [string, string][] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return Object.entries(messages).filter(([key, text]) => {
    const hay = `${key}\n${text}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** The {placeholders} a text uses, in order, once each. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))];
}
