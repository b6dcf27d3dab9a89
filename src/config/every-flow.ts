/**
 * Every document with every flow at hand, for the screens that draw any flow at once: the studio's
 * previews, the gallery and the build's pre-render. The app itself loads a flow when its route
 * is shown (app-documents.ts flowChunks, issue 57).
 */
import type { ConfigDocuments, FlowDoc } from './types';
import { FLOW_DIR_NON_FLOWS } from './flow-files';
import { arrivedFlow, byKey, nameOf, shippedDocuments } from './app-documents';

const flowFiles = import.meta.glob<FlowDoc>('../../flows/*.json', { eager: true, import: 'default' });

const flows = byKey(flowFiles, nameOf, FLOW_DIR_NON_FLOWS);

export const appDocuments: ConfigDocuments = {
  ...shippedDocuments,
  flows: Object.fromEntries(Object.entries(flows).map(([id, doc]) => [id, arrivedFlow(doc)])),
};
