/**
 * The config documents as the browser gets them: bundled by Vite from brands/, flows/ and
 * schemas/forms/. They were validated by `npm run generate` before any build or dev start.
 * Flow documents are not among them: each is a chunk of its own (flowChunks), so a route's code
 * carries its own flow only (issue 57); every-flow.ts gathers them all for the studio and the
 * pre-render.
 */
import type { BrandBaseDoc, BrandDoc, ConfigDocuments, FlowDoc, FormDoc, RoutesDoc, WhiteLabelDoc } from './types';
import type { FlowLoaders } from './flow-shelf';
import { FLOW_TEXTS } from './flow-files';
import brandBase from '../../brands/base.json';
import environments from '../../brands/environments.json';
import routes from '../../flows/routes.json';
import errors from '../../flows/errors.json';
import messages from '../../flows/messages.json';

const brandFiles = import.meta.glob<BrandDoc>('../../brands/*/brand.json', { eager: true, import: 'default' });
const whiteLabelFiles = import.meta.glob<WhiteLabelDoc>('../../brands/white-labels/*.json', { eager: true, import: 'default' });
// The files of flows/ that are not flows (flow-files.ts) stay out; a glob takes literals only.
const flowFiles = import.meta.glob<FlowDoc>(
  ['../../flows/*.json', '!../../flows/routes.json', '!../../flows/errors.json', '!../../flows/messages.json'],
  {
    import: 'default',
  },
);
const formFiles = import.meta.glob<FormDoc>('../../schemas/forms/*.json', { eager: true, import: 'default' });
const assetFiles = import.meta.glob<string>('../../brands/**/*.{svg,png,ico}', { eager: true, query: '?url', import: 'default' });

/** 'a/b/plexus/brand.json' -> 'plexus'; 'a/b/sign-in.json' -> 'sign-in'. */
const folderOf = (path: string): string => path.split('/').at(-2) ?? '';
export const nameOf = (path: string): string => (path.split('/').at(-1) ?? '').replace(/\.json$/, '');

export function byKey<T>(files: Record<string, T>, key: (path: string) => string, skip: readonly string[] = []): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [path, doc] of Object.entries(files)) {
    if (!skip.includes(`${nameOf(path)}.json`)) out[key(path)] = doc;
  }
  return out;
}

/** Every document but the flows. */
export const shippedDocuments: Omit<ConfigDocuments, 'flows'> = {
  brandBase: brandBase as BrandBaseDoc,
  brands: byKey(brandFiles, folderOf),
  whiteLabels: byKey(whiteLabelFiles, nameOf),
  environments,
  routes: routes as RoutesDoc,
  errors,
  messages,
  forms: byKey(formFiles, nameOf),
};

/**
 * A flow as its module brings it. The build adds the flow's own English texts (FLOW_TEXTS,
 * tooling/build/flow-texts.ts): they join the English catalogue, which every catalogue reads.
 */
export function arrivedFlow(doc: FlowDoc): FlowDoc {
  const { [FLOW_TEXTS]: texts, ...flow } = doc as FlowDoc & { [FLOW_TEXTS]?: Record<string, string> };
  if (texts) Object.assign(messages.messages, texts);
  return flow;
}

/** Flow id -> its chunk, as the module brings it (main.tsx passes it through arrivedFlow once it has arrived). */
export const flowChunks: FlowLoaders = byKey(flowFiles, nameOf);

/** URL of a brand asset: folder null means brands/ itself (shared fallbacks). */
export function assetUrl(folder: string | null, file: string): string {
  const wanted = folder ? `/brands/${folder}/${file}` : `/brands/${file}`;
  const hit = Object.entries(assetFiles).find(([path]) => path.endsWith(wanted));
  return hit ? hit[1] : '';
}
