/**
 * The build: the config documents' "$schema" (the editor's pointer to their schema) left out of
 * what ships. Every page carried one string a document, about 90 bytes gzip of /sign-in (issue 57).
 * Runs after the other plugins that read a document as JSON; one they turned into code is left as it is.
 */
import type { Plugin } from 'vite';

const DOCUMENT = /[\\/](brands|flows|schemas[\\/]forms)[\\/][^?]*\.json$/;

/** The document's text without its top-level "$schema", or null when it has none or is not JSON. */
export function withoutSchema(text: string): string | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc) || !('$schema' in doc)) return null;
  const { $schema: _, ...rest } = doc as Record<string, unknown>;
  return JSON.stringify(rest);
}

export function dropSchema(): Plugin {
  return {
    name: 'account-hub:drop-schema',
    apply: 'build',
    // Before Vite's JSON plugin turns the text into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!DOCUMENT.test(id)) return null;
      const text = withoutSchema(code);
      return text === null ? null : { code: text, map: null };
    },
  };
}
