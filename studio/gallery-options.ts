/**
 * What `npm run gallery` is asked to draw, from its command line: words that pick shots by name,
 * and optionally the window width, the language and the dev server's port
 * (`npm run gallery -- --width=390 --locale=ar plexus-sign-in`). The design pass's before and
 * after pictures (docs/design-pass.md) need 390 and 1280 px and Arabic beside the default
 * 1024 px English. Pure; a shot's file name says any width or language that is not the default.
 */
export interface GalleryOptions {
  words: string[];
  width: number;
  locale: string;
  port: number;
}

export const DEFAULT_GALLERY_OPTIONS: Readonly<GalleryOptions> = { words: [], width: 1024, locale: 'en', port: 5173 };

/** A window's height for a width: a phone's for narrow windows, else a desktop's (full-page shots grow past it). */
export const heightFor = (width: number): number => (width < 640 ? 844 : 768);

const FLAGS = { width: /^--width=(\d{3,4})$/, locale: /^--locale=([a-z]{2}(?:-[A-Z]{2})?)$/, port: /^--port=(\d{4,5})$/ };

/** Reads the command line's words and flags; an unknown or malformed flag is an error, not a word. */
export function galleryOptions(argv: readonly string[]): GalleryOptions {
  const options: GalleryOptions = { ...DEFAULT_GALLERY_OPTIONS, words: [] };
  for (const arg of argv) {
    if (!arg.startsWith('--')) {
      options.words.push(arg);
      continue;
    }
    const width = FLAGS.width.exec(arg)?.[1];
    const locale = FLAGS.locale.exec(arg)?.[1];
    const port = FLAGS.port.exec(arg)?.[1];
    if (width) options.width = Number(width);
    else if (locale) options.locale = locale;
    else if (port) options.port = Number(port);
    else throw new Error(`gallery: unknown option ${arg} (--width=390, --locale=ar, --port=5174)`);
  }
  return options;
}

/** A shot's file name: its entry id, then the language and width when they are not the default. */
export function shotName(id: string, { width, locale }: Pick<GalleryOptions, 'width' | 'locale'>): string {
  const parts = [id];
  if (locale !== DEFAULT_GALLERY_OPTIONS.locale) parts.push(locale);
  if (width !== DEFAULT_GALLERY_OPTIONS.width) parts.push(String(width));
  return `${parts.join('-')}.png`;
}
