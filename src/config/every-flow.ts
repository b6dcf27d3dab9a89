/**
 * Every document with every flow and brand at hand, for the screens that draw any of them at once:
 * the studio's previews, the gallery and the build's pre-render. The app itself loads a flow when
 * its route is shown and a brand when it is shown or listed (app-documents.ts, issue 57).
 */
import { chunkAssetUrl, type BrandChunk } from './brand-shelf';
import type { ConfigDocuments, FlowDoc } from './types';
import { FLOW_DIR_NON_FLOWS } from './flow-files';
import { arrivedFlow, byKey, nameOf, sharedAssetUrl, shippedDocuments } from './app-documents';

const flowFiles = import.meta.glob<FlowDoc>('../../flows/*.json', { eager: true, import: 'default' });
const brandFiles = import.meta.glob<BrandChunk>('../../brands/*/brand.json', { eager: true, query: '?brand', import: 'default' });

const flows = byKey(flowFiles, nameOf, FLOW_DIR_NON_FLOWS);
const brands = Object.values(brandFiles);

export const appDocuments: ConfigDocuments = {
  ...shippedDocuments,
  brands: Object.fromEntries(brands.map((b) => [b.folder, b.doc])),
  flows: Object.fromEntries(Object.entries(flows).map(([id, doc]) => [id, arrivedFlow(doc)])),
};

/** URL of any brand's asset, as the build gives it. */
export const assetUrl = chunkAssetUrl(brands, sharedAssetUrl);
