// The dev server's reload when a brand folder is added or removed (tooling/build/vite-brand-chunks.ts)
// names the brand file that caused it, so a studio preview frame can tell it from a code change and
// stay as it is (studio/preview-reload-guard.ts): the studio sends the frames the new documents
// itself. Unnamed, the reload of a new brand loaded every preview frame's whole app again (issue 59:
// 6 frames in the authoring suite's new-brand test).
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { brandChunks } from '../../tooling/build/vite-brand-chunks';
import { isDocumentFile } from '../../studio/preview-address';

/** The plugin on a fake dev server; what it sends its pages is kept. */
function servedAt(root: string): { watcher: EventEmitter; sent: unknown[]; invalidated: unknown[] } {
  const plugin: Plugin = brandChunks();
  (plugin.configResolved as (c: Pick<ResolvedConfig, 'root' | 'command'>) => void)({ root, command: 'serve' });
  const watcher = new EventEmitter();
  const sent: unknown[] = [];
  const invalidated: unknown[] = [];
  const server = {
    watcher,
    ws: { send: (payload: unknown) => sent.push(payload) },
    moduleGraph: { getModuleById: (id: string) => ({ id }), invalidateModule: (mod: unknown) => invalidated.push(mod) },
  };
  (plugin.configureServer as (s: ViteDevServer) => void)(server as unknown as ViteDevServer);
  return { watcher, sent, invalidated };
}

describe('brand folders added or removed on the dev server', () => {
  const root = '/project';
  for (const event of ['add', 'unlink'])
    it(`${event}: the pages reload, told which brand file caused it (a document, which studio frames let pass)`, () => {
      const { watcher, sent, invalidated } = servedAt(root);
      const file = join(root, 'brands/nimbus/brand.json');
      watcher.emit(event, file);
      expect(sent).toEqual([{ type: 'full-reload', path: '*', triggeredBy: file }]);
      expect(isDocumentFile((sent[0] as { triggeredBy?: string }).triggeredBy)).toBe(true);
      expect(invalidated).toHaveLength(1);
    });

  it('another file added (a logo, a white-label) sends nothing of its own', () => {
    const { watcher, sent } = servedAt(root);
    watcher.emit('add', join(root, 'brands/nimbus/logo.svg'));
    watcher.emit('add', join(root, 'brands/white-labels/acme.json'));
    expect(sent).toEqual([]);
  });
});
