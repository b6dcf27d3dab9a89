/**
 * The config documents as the browser gets them: bundled by Vite from brands/, flows/ and
 * schemas/forms/. They were validated by `npm run generate` before any build or dev start.
 * Flow documents are not among them: each is a chunk of its own (flowChunks), so a route's code
 * carries its own flow only (issue 57); every-flow.ts gathers them all for the studio and the
 * pre-render. Nor are brand documents: the entry knows each brand's code only (brandChunks), and a
 * brand's document and images come when it is shown or listed, so a brand added costs /sign-in
 * a few bytes (tooling/build/vite-brand-chunks.ts).
 */
import type { BrandBaseDoc, ConfigDocuments, FlowDoc, FormDoc, RoutesDoc, WhiteLabelDoc } from './types';
import type { FlowLoaders } from './flow-shelf';
import type { BrandLoaders } from './brand-shelf';
import brandLoaders from 'virtual:brand-loaders';
import { FLOW_TEXTS } from './flow-files';
import brandBase from '../../brands/base.json';
import environments from '../../brands/environments.json';
import routes from '../../flows/routes.json';
import errors from '../../flows/errors.json';
import messages from '../../flows/messages.json';

const whiteLabelFiles = import.meta.glob<WhiteLabelDoc>('../../brands/white-labels/*.json', { eager: true, import: 'default' });
// The files of flows/ that are not flows (flow-files.ts) stay out; a glob takes literals only.
const flowFiles = import.meta.glob<FlowDoc>(
  ['../../flows/*.json', '!../../flows/routes.json', '!../../flows/errors.json', '!../../flows/messages.json'],
  {
    import: 'default',
  },
);
const formFiles = import.meta.glob<FormDoc>('../../schemas/forms/*.json', { eager: true, import: 'default' });
// The images every brand shares (base.json's favicon); a brand's own come with its chunk.
const sharedAssets = import.meta.glob<string>('../../brands/*.{svg,png,ico}', { eager: true, query: '?url', import: 'default' });

export const nameOf = (path: string): string => (path.split('/').at(-1) ?? '').replace(/\.json$/, '');

export function byKey<T>(files: Record<string, T>, key: (path: string) => string, skip: readonly string[] = []): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [path, doc] of Object.entries(files)) {
    if (!skip.includes(`${nameOf(path)}.json`)) out[key(path)] = doc;
  }
  return out;
}

/** Every document but the flows and the brands. */
export const shippedDocuments: Omit<ConfigDocuments, 'flows'> = {
  brandBase: brandBase as BrandBaseDoc,
  brands: {},
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

/**
 * Brand code -> its chunk: a module the build writes from the folders of brands/ (vite-brand-chunks.ts),
 * holding whole the brands a white-label draws on every page; codes are unique (validate).
 */
export const brandChunks: BrandLoaders = brandLoaders;

/** URL of an image of brands/ itself (shared fallbacks); a brand's own are in its chunk (chunkAssetUrl). */
export function sharedAssetUrl(folder: string | null, file: string): string {
  if (folder !== null) return '';
  return Object.entries(sharedAssets).find(([path]) => path.endsWith(`/brands/${file}`))?.[1] ?? '';
}
