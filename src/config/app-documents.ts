/**
 * The config documents as the browser gets them: bundled by Vite from brands/, flows/ and
 * schemas/forms/. They were validated by `npm run generate` before any build or dev start.
 */
import type { BrandBaseDoc, BrandDoc, ConfigDocuments, FlowDoc, FormDoc, RoutesDoc, WhiteLabelDoc } from './types';
import { FLOW_DIR_NON_FLOWS } from './flow-files';
import brandBase from '../../brands/base.json';
import environments from '../../brands/environments.json';
import routes from '../../flows/routes.json';
import errors from '../../flows/errors.json';
import messages from '../../flows/messages.json';

const brandFiles = import.meta.glob<BrandDoc>('../../brands/*/brand.json', { eager: true, import: 'default' });
const whiteLabelFiles = import.meta.glob<WhiteLabelDoc>('../../brands/white-labels/*.json', { eager: true, import: 'default' });
const flowFiles = import.meta.glob<FlowDoc>('../../flows/*.json', { eager: true, import: 'default' });
const formFiles = import.meta.glob<FormDoc>('../../schemas/forms/*.json', { eager: true, import: 'default' });
const assetFiles = import.meta.glob<string>('../../brands/**/*.{svg,png,ico}', { eager: true, query: '?url', import: 'default' });

/** 'a/b/plexus/brand.json' -> 'plexus'; 'a/b/sign-in.json' -> 'sign-in'. */
const folderOf = (path: string): string => path.split('/').at(-2) ?? '';
const nameOf = (path: string): string => (path.split('/').at(-1) ?? '').replace(/\.json$/, '');

function byKey<T>(files: Record<string, T>, key: (path: string) => string, skip: readonly string[] = []): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [path, doc] of Object.entries(files)) {
    if (!skip.includes(`${nameOf(path)}.json`)) out[key(path)] = doc;
  }
  return out;
}

export const appDocuments: ConfigDocuments = {
  brandBase: brandBase as BrandBaseDoc,
  brands: byKey(brandFiles, folderOf),
  whiteLabels: byKey(whiteLabelFiles, nameOf),
  environments,
  routes: routes as RoutesDoc,
  errors,
  messages,
  flows: byKey(flowFiles, nameOf, FLOW_DIR_NON_FLOWS),
  forms: byKey(formFiles, nameOf),
};

/** URL of a brand asset: folder null means brands/ itself (shared fallbacks). */
export function assetUrl(folder: string | null, file: string): string {
  const wanted = folder ? `/brands/${folder}/${file}` : `/brands/${file}`;
  const hit = Object.entries(assetFiles).find(([path]) => path.endsWith(wanted));
  return hit ? hit[1] : '';
}
