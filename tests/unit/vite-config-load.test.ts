// `npm start` and `npm run build` print what a person needs (issue 52): Vite warns, on every load of
// vite.config.ts, about each import its coming native config loader could not follow (a relative
// import without its extension, JSON without `with { type: 'json' }`). This loads the config as
// Vite does and catches what its logger is given.
import { describe, expect, it } from 'vitest';
import { createLogger, loadConfigFromFile } from 'vite';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('vite.config.ts', () => {
  it('loads without a warning: every import of its module graph names its file', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = (message) => void warnings.push(message);
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'stack' }, 'vite.config.ts', ROOT, 'warn', logger);
    expect(loaded?.dependencies.length).toBeGreaterThan(10); // the graph was read, not skipped
    expect(warnings).toEqual([]);
  }, 60_000);
});
