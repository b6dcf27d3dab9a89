/**
 * Stands in for markdown-to-jsx (vite.config.ts alias): rjsf renders field descriptions and
 * help through it, and ours are plain catalogue text. Saves ~25 KB gzip on every form screen.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export default Markdown;
