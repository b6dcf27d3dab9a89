/**
 * Checks between documents that no single JSON Schema can express: every name a document
 * uses (flow, form, step, route, action, message key, brand code, host) exists, and every
 * text fits where it is shown. One check per document kind; the message keys they need are
 * gathered here and checked against the messages last. Pure: no I/O (asset files arrive through a reader).
 */
import type Ajv from 'ajv';
import type { ConfigIssue } from './config-issue';
import type { ConfigDocuments } from '../src/config/types';
import { checkFlowGraph, type GraphContract } from './flow-graph.js';
import { checkBrands } from './check-brands.js';
import { checkAddresses } from './check-addresses.js';
import { checkRelyingParties } from './check-relying-parties.js';
import { checkMessages, type MessageUse } from './check-messages.js';
import { checkAssets, type AssetReader } from './check-assets.js';
import { checkLogoSize } from './check-logo-size.js';
import { suggestion } from './suggest.js';
import type { MessagePlace } from '../src/messages/message-places';
import type { CrossCheck, FileOf } from './cross-check.js';
import { checkErrorCatalogue } from './check-error-catalogue.js';
import { checkRoutes } from './check-routes.js';
import { checkForms } from './check-forms.js';
import { checkFlow } from './check-flow.js';

export { matchesRoute } from './cross-check.js';

export function checkCrossReferences(
  docs: ConfigDocuments,
  files: Record<string, string>,
  contracts: Readonly<Record<string, GraphContract>>,
  /** Where the form schemas are compiled, to find one that does not compile. */
  formAjv: Ajv,
  codeKeys: Readonly<Record<string, MessagePlace>>,
  readAsset: AssetReader,
  /** Files changed since the last commit: the first place of a conflict they take part in. */
  changed: ReadonlySet<string> = new Set(),
): ConfigIssue[] {
  const actionNames = Object.keys(contracts).sort();
  const issues: ConfigIssue[] = [];
  const fileOf: FileOf = (kind, key = kind) => files[`${kind}:${key}`] ?? kind;
  const uses: MessageUse[] = [];
  const check: CrossCheck = {
    docs,
    fileOf,
    routePaths: new Set(docs.routes.routes.map((r) => r.path)),
    issues,
    needMessage: (file, pointer, key, place) => {
      if (key !== undefined && key !== '$error') uses.push({ file, pointer, key, place });
    },
    needAction: (file, pointer, name) => {
      if (!actionNames.includes(name))
        issues.push({ file, pointer, message: `there is no action "${name}"`, hint: suggestion(name, actionNames, 'actions') });
    },
  };

  checkErrorCatalogue(check);
  // Brands, white-labels, environments, colours, and the asset files brands name.
  issues.push(...checkBrands(docs, fileOf, changed));
  issues.push(...checkAddresses(docs, fileOf, changed));
  issues.push(...checkRelyingParties(docs, fileOf));
  issues.push(...checkAssets(brandAssetUses(docs, fileOf), readAsset));
  for (const [folder, brand] of Object.entries(docs.brands))
    issues.push(...checkLogoSize(brand, folder, fileOf('brand', folder), readAsset));
  checkRoutes(check);
  checkForms(check, formAjv);
  for (const [key, flow] of Object.entries(docs.flows)) {
    issues.push(...checkFlow(key, flow, fileOf('flow', key), check));
    issues.push(
      ...checkFlowGraph(flow, {
        file: fileOf('flow', key),
        contracts,
        forms: docs.forms,
        messages: docs.messages.messages,
        // Every code the catalogue knows: those with a message of their own and those with a hint.
        identityCodes: [...Object.keys(docs.errors.identity), ...Object.keys(docs.errors.hints)],
      }),
    );
  }
  issues.push(...checkMessages(docs.messages.messages, fileOf('messages'), uses, codeKeys));
  return issues;
}

/** The image files the brands name, each at its first use. */
function brandAssetUses(docs: ConfigDocuments, fileOf: FileOf): { file: string; pointer: string; path: string }[] {
  const assetUses = Object.entries(docs.brands).flatMap(([folder, b]) =>
    (['logo', 'whiteLogo', 'favicon', 'appIcon'] as const).flatMap((field) =>
      b[field] ? [{ file: fileOf('brand', folder), pointer: `/${field}`, path: `brands/${folder}/${b[field]}` }] : [],
    ),
  );
  assetUses.push({ file: fileOf('brandBase'), pointer: '/favicon', path: `brands/${docs.brandBase.favicon}` });
  // A file named twice (a favicon that is also the app icon) is checked once, at its first use: one mistake, one message.
  return assetUses.filter((use, i) => assetUses.findIndex((u) => u.path === use.path) === i);
}
