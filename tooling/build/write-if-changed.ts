/** Writes generated text only when it differs from the file's: the dev server's watcher sees no change for nothing. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Returns true when the file was written. */
export function writeIfChanged(path: string, text: string): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  writeFileSync(path, text);
  return true;
}
