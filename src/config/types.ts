/**
 * TypeScript types of the config documents, derived from their JSON Schemas
 * (src/generated/schema-consts.ts is written from schemas/ by `npm run generate`).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type * as S from '../generated/schema-consts';

type Refs = [typeof S.brandSchema, typeof S.flowSchema];

export type BrandDoc = FromSchema<typeof S.brandSchema, { references: Refs }>;
export type BrandBaseDoc = FromSchema<typeof S.brandBaseSchema, { references: Refs }>;
export type WhiteLabelDoc = FromSchema<typeof S.whiteLabelSchema, { references: Refs }>;
export type EnvironmentsDoc = FromSchema<typeof S.environmentsSchema>;
export type RoutesDoc = FromSchema<typeof S.routesSchema>;
export type FlowDoc = FromSchema<typeof S.flowSchema, { references: Refs }>;
export type FormDoc = FromSchema<typeof S.formSchema, { references: Refs }>;
export type ErrorCatalogueDoc = FromSchema<typeof S.errorCatalogueSchema, { references: Refs }>;
export type MessagesDoc = FromSchema<typeof S.messagesSchema, { references: Refs }>;
export type LocaleDoc = FromSchema<typeof S.localeSchema, { references: Refs }>;

/** A brand code: the `brand` of one brands/<folder>/brand.json. */
export type BrandCode = BrandDoc['brand'];
/** An environment host field. */
export type HostKey = BrandDoc['hostKey'];
/** One step of a flow. */
export type FlowStep = FlowDoc['steps'][string];
/** One block of a step. */
export type FlowBlock = FlowStep['blocks'][number];
/** Where a finished action leads. */
export type Transition = NonNullable<Extract<FlowBlock, { type: 'form' }>['onOk']>;
/** A named environment. */
export type EnvironmentName = keyof EnvironmentsDoc['hosts'];
/**
 * The hosts of one environment: the hub's own fields, plus one per host a brand or
 * white-label names (validate proves each named one exists in every environment).
 */
export type Hosts = { fixtureBaseUrl: string; baseUrl: string; posthogKey: string; posthogHost: string } & Record<string, string>;
/** The identity project of one environment. */
export type FirebaseSettings = EnvironmentsDoc['firebase']['production'];

/** Every config document, validated, as the runtime receives it. */
export interface ConfigDocuments {
  brandBase: BrandBaseDoc;
  /** Keyed by brand folder name. */
  brands: Record<string, BrandDoc>;
  /** Keyed by white-label id. */
  whiteLabels: Record<string, WhiteLabelDoc>;
  environments: EnvironmentsDoc;
  routes: RoutesDoc;
  errors: ErrorCatalogueDoc;
  messages: MessagesDoc;
  /** Keyed by flow id (== file name). */
  flows: Record<string, FlowDoc>;
  /** Keyed by form id (== file name). */
  forms: Record<string, FormDoc>;
}

/**
 * The documents as validate and the Node tools read them: with every translation of the
 * catalogue, keyed by language code. The browser loads only the one it shows
 * (src/messages/locale-catalogues.ts).
 */
export interface ValidatedDocuments extends ConfigDocuments {
  locales: Record<string, LocaleDoc>;
}
