// A flow's translated texts travel in a chunk of that flow and language (issue 57): the build's
// plugin makes the parts, and the page's translations join them before a flow is drawn.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { FLOW_TRANSLATIONS_ID, textsWithTheirFlow } from '../../tooling/build/vite-catalogues';
import { flowOwnedKeys } from '../../tooling/build/flow-texts';
import { createTranslations } from '../../src/messages/locale-catalogues';
import type { LocaleDoc } from '../../src/config/types';
import type { MessageCatalogue } from '../../src/messages/catalogue';
import { ROOT } from '../support/project';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: keyof Plugin, ...args: unknown[]): unknown => (plugin[hook] as Hook).call({}, ...args);

function plugin(command: 'build' | 'serve'): Plugin {
  const p = textsWithTheirFlow();
  call(p, 'configResolved', { root: ROOT, command });
  call(p, 'buildStart');
  return p;
}
const german = join(ROOT, 'flows/locales/de.json');
const germanMessages = (): Record<string, string> => (JSON.parse(readFileSync(german, 'utf8')) as LocaleDoc).messages;
const messagesOf = (out: unknown, prefix = ''): Record<string, unknown> =>
  (JSON.parse((out as { code: string }).code.slice(prefix.length).replace(/;$/, '')) as { messages: Record<string, unknown> }).messages;

describe('the build splits each translation by flow', () => {
  const owned = flowOwnedKeys(ROOT).get('sign-in')!;
  const code = readFileSync(german, 'utf8');

  it("the whole German file keeps no flow's own text; the sign-in part holds exactly sign-in's", () => {
    const p = plugin('build');
    const whole = messagesOf(call(p, 'transform', code, german));
    for (const key of owned) expect(whole).not.toHaveProperty(key);
    expect(Object.keys(whole).length).toBeGreaterThan(0);
    const part = messagesOf(call(p, 'transform', code, `${german}?flow=sign-in`), 'export default ');
    const translated = Object.keys(germanMessages()).filter((k) => owned.has(k));
    expect(Object.keys(part).sort()).toEqual(translated.sort());
  });

  it('lists a loader per language and flow in the build, none on the dev server', () => {
    const resolved = call(plugin('build'), 'resolveId', FLOW_TRANSLATIONS_ID) as string;
    const listing = call(plugin('build'), 'load', resolved) as string;
    expect(listing).toContain('"de": {');
    expect(listing).toContain('"sign-in": () => import("/flows/locales/de.json?flow=sign-in")');
    expect(call(plugin('serve'), 'load', resolved)).toBe('export default {};');
    expect(call(plugin('serve'), 'transform', code, german)).toBeNull();
  });
});

describe('a page joins a flow’s translated texts', () => {
  // Made-up keys: what is proven is the joining, not this project's texts.
  const source = { $schema: '', messages: { 'a.title': 'Title', 'flow.own': 'Own text' } };
  const say = (catalogue: MessageCatalogue, key: string): string => catalogue.t(key);
  const de = (messages: Record<string, string>) => async () => ({ locale: 'de', messages }) as LocaleDoc;
  const files = { '../../flows/locales/de.json': de({ 'a.title': 'Titel' }) };

  it('a flow that arrived before the language, and one after it, both read in German', async () => {
    const t = createTranslations(files, { de: { first: de({ 'flow.own': 'Eigener Text' }), later: de({ 'later.own': 'Später' }) } });
    await t.flowArrived('first');
    const catalogue = await t.load(source, 'de');
    expect([say(catalogue, 'a.title'), say(catalogue, 'flow.own')]).toEqual(['Titel', 'Eigener Text']);
    expect(say(catalogue, 'later.own')).toBe('later.own');
    await t.flowArrived('later');
    expect(say(catalogue, 'later.own')).toBe('Später');
  });

  it("a flow's part that cannot load leaves English; a language that cannot load is asked for again", async () => {
    const t = createTranslations(files, { de: { first: () => Promise.reject(new Error('offline')) } });
    await t.flowArrived('first');
    expect(say(await t.load(source, 'de'), 'flow.own')).toBe('Own text');

    let tries = 0;
    const flaky = createTranslations(
      { '../../flows/locales/de.json': () => (++tries === 1 ? Promise.reject(new Error('offline')) : de({ 'a.title': 'Titel' })()) },
      {},
    );
    await expect(flaky.load(source, 'de')).rejects.toThrow('offline');
    await flaky.flowArrived('any'); // a failed language does not fail a flow's arrival
    expect(say(await flaky.load(source, 'de'), 'a.title')).toBe('Titel');
  });
});
