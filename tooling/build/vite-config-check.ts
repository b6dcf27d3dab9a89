/**
 * The live loop of `npm start`: on every change under brands/, flows/ or schemas/ the dev
 * server validates again (the same checks and words as `npm run validate`), shows problems in
 * Vite's error overlay and keeps the last good documents in the page; once the files are
 * fixed it regenerates src/generated/ and reloads, which clears the overlay.
 */
import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { validateProject } from '../../validate/validate-project.js';
import { formatIssue } from '../../validate/config-issue.js';
import { generate } from './generate.js';

const WATCHED = ['brands', 'flows', 'schemas'];

/** The overlay's text: validate's lines, then how many. */
export function overlayMessage(lines: readonly string[]): string {
  return `${lines.join('\n')}\nconfig: ${lines.length} problem(s); the page keeps the last valid documents until they are fixed.`;
}

export function configCheck(root = resolve('.')): Plugin {
  let server: ViteDevServer | undefined;
  let problems: string[] = [];
  const watched = (file: string): boolean => WATCHED.some((d) => relative(root, file).split(sep)[0] === d);

  const showProblems = (): void => {
    server?.ws.send({
      type: 'error',
      err: { message: overlayMessage(problems), stack: '', plugin: 'account-hub config', id: 'npm run validate' },
    });
  };

  /** Validates; on success regenerates. Returns true when the documents are valid. */
  const check = (): boolean => {
    const result = validateProject(root);
    problems = result.issues.map(formatIssue);
    if (!result.documents) {
      server?.config.logger.error(`\n${overlayMessage(problems)}`, { timestamp: true });
      showProblems();
      return false;
    }
    generate(root, result.documents);
    return true;
  };

  // Vite's HMR hook and the file watcher both report a change; each version of a file is checked once.
  const seen = new Map<string, number>();
  const isNew = (file: string): boolean => {
    let stamp = -1;
    try {
      stamp = statSync(file).mtimeMs;
    } catch {
      // deleted: always new
    }
    if (stamp !== -1 && seen.get(file) === stamp) return false;
    seen.set(file, stamp);
    return true;
  };

  /** Re-checks after a change; returns false while the documents are broken. */
  const onChange = (file: string): boolean => {
    if (!watched(file)) return true;
    if (!isNew(file)) return problems.length === 0;
    const wasBroken = problems.length > 0;
    const ok = check();
    // Fixed: reload so the page takes the new documents and the overlay goes.
    if (ok && wasBroken) server?.ws.send({ type: 'full-reload' });
    return ok;
  };

  return {
    name: 'account-hub-config-check',
    apply: 'serve',
    configureServer(s) {
      server = s;
      s.watcher.add(WATCHED.map((d) => resolve(root, d)));
      // New and deleted files (a new brand folder) count as much as edits.
      for (const event of ['add', 'change', 'unlink'] as const) s.watcher.on(event, (file: string) => void onChange(file));
      // A page opened while the documents are broken is told at once too.
      s.ws.on('connection', () => {
        if (problems.length > 0) setTimeout(showProblems, 50);
      });
    },
    handleHotUpdate(ctx) {
      if (!watched(ctx.file)) return undefined;
      // Broken documents never reach the page; a fix reloads it (onChange) instead of a hot update.
      const wasBroken = problems.length > 0;
      return onChange(ctx.file) && !wasBroken ? undefined : [];
    },
  };
}
