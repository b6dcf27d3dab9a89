/**
 * Authoring mistakes product staff make, each applied to the project's own documents in memory
 * and validated: tests/contract/authoring-mistakes.test.ts checks each is caught where it is
 * written; `npx tsx tests/support/authoring-mistakes.ts` prints the table for review.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assetReader, readDocuments, readSchemas, type RawDocument } from '../../validate/load-documents';
import { parseJsonSource } from '../../validate/json-source';
import { SCHEMA_FILES } from '../../validate/document-kinds';
import { validateDocuments } from '../../validate/validate-documents';
import { formatIssue, type ConfigIssue } from '../../validate/config-issue';
import { ACTION_CONTRACTS } from '../../src/actions/contracts';
import { CODE_MESSAGE_KEYS } from '../../src/messages/code-message-keys';
import { ROOT } from './project';

export interface Mistake {
  kind: 'syntax' | 'duplicate' | 'type' | 'reference' | 'brand' | 'asset' | 'placeholder' | 'environment' | 'flow' | 'locale';
  what: string;
  /** Text edits by file (whole new text from the old one). */
  edit?: Record<string, (text: string) => string>;
  /** Asset files replaced (undefined = deleted). */
  assets?: Record<string, Uint8Array | undefined>;
  /**
   * Where the problem must be reported, a pattern its message must match, and one its fix must
   * match; for a conflict between two places, `also` is the other file, named after the first.
   */
  expect: { file: string; message: RegExp; hint?: RegExp; also?: string };
  /** True when exactly one problem must be reported (one mistake, one message). */
  single?: boolean;
}

/** Replaces once; fails loudly when the text to change is not there (the fixture went stale). */
const sub =
  (from: string | RegExp, to: string) =>
  (text: string): string => {
    const out = text.replace(from, to);
    if (out === text) throw new Error(`mistake fixture: "${String(from)}" not found`);
    return out;
  };
const json =
  (change: (doc: Record<string, any>) => void) =>
  (text: string): string => {
    const doc = JSON.parse(text) as Record<string, any>;
    change(doc);
    return `${JSON.stringify(doc, null, 2)}\n`;
  };
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

const PLEXUS = 'brands/plexus/brand.json';
const ELUMEN = 'brands/elumen/brand.json';
const MESSAGES = 'flows/messages.json';
const SIGN_IN = 'flows/sign-in.json';
const ONBOARDING = 'flows/onboarding.json';
const PHONE_LOGIN = 'flows/phone-login.json';
const WBS = 'brands/white-labels/wbs.json';
const FVS = 'brands/white-labels/fvs.json';
const ENVS = 'brands/environments.json';
const DE = 'flows/locales/de.json';
const METHODS = 'flows/sign-in-methods.json';
const AR = 'flows/locales/ar.json';

export const MISTAKES: readonly Mistake[] = [
  // Syntax.
  {
    kind: 'syntax',
    what: 'byte-order mark at the start',
    edit: { [PLEXUS]: (t) => `\uFEFF${t}` },
    expect: { file: PLEXUS, message: /byte-order mark/ },
  },
  {
    kind: 'syntax',
    what: 'curly quotes around a key',
    edit: { [MESSAGES]: sub('"ui.sign_in.log_in":', '“ui.sign_in.log_in”:') },
    expect: { file: MESSAGES, message: /curly quotes/ },
    single: true,
  },
  {
    kind: 'syntax',
    what: 'comma after the last property',
    edit: { [ELUMEN]: sub('"#e2d6ee" }', '"#e2d6ee", }') },
    expect: { file: ELUMEN, message: /comma follows the last item/ },
    single: true,
  },
  {
    kind: 'syntax',
    what: 'a // comment',
    edit: { 'flows/logout.json': sub('"layout": "plain",', '"layout": "plain", // plain page') },
    expect: { file: 'flows/logout.json', message: /cannot hold comments/ },
    single: true,
  },
  {
    kind: 'syntax',
    what: 'missing comma between properties',
    edit: { [ELUMEN]: sub('"displayName": "Elumen",', '"displayName": "Elumen"') },
    expect: { file: ELUMEN, message: /comma is missing/ },
    single: true,
  },
  {
    kind: 'syntax',
    what: 'single quotes',
    edit: { [ELUMEN]: sub('"font": "Poppins"', "'font': 'Poppins'") },
    expect: { file: ELUMEN, message: /single quotes/ },
    single: true,
  },
  {
    kind: 'syntax',
    what: 'a text never closed',
    edit: { [ELUMEN]: sub('"displayName": "Elumen",', '"displayName": "Elumen,') },
    expect: { file: ELUMEN, message: /./ },
    single: true,
  },
  {
    kind: 'syntax',
    what: 'the closing brace missing',
    edit: { [ELUMEN]: (t) => t.trimEnd().replace(/}$/, '') },
    expect: { file: ELUMEN, message: /object is not closed/ },
    single: true,
  },
  // Duplicates.
  {
    kind: 'duplicate',
    what: 'a message key written twice',
    edit: { [MESSAGES]: sub('"ui.sign_in.log_in": "LOG IN",', '"ui.sign_in.log_in": "LOG IN",\n    "ui.sign_in.log_in": "SIGN IN",') },
    expect: { file: MESSAGES, message: /"ui\.sign_in\.log_in" is written twice/ },
    single: true,
  },
  {
    kind: 'duplicate',
    what: 'a brand field written twice',
    edit: { [ELUMEN]: sub('"font": "Poppins",', '"font": "Poppins",\n  "font": "Roboto",') },
    expect: { file: ELUMEN, message: /"font" is written twice/ },
    single: true,
  },
  {
    kind: 'duplicate',
    what: 'two brand folders with one code',
    edit: { [ELUMEN]: sub('"brand": "ELUMEN"', '"brand": "PLEXUS"') },
    // The folder changed is the one that brought the conflict: it comes first, the other after it.
    expect: { file: ELUMEN, also: PLEXUS, message: /both brand folders have the code PLEXUS/ },
  },
  {
    kind: 'duplicate',
    what: 'a footer brand listed twice',
    edit: { [WBS]: json((d) => d.footerBrands.push('PLEXUS')) },
    expect: { file: WBS, message: /"PLEXUS" is listed twice/ },
    single: true,
  },
  // Types and values.
  {
    kind: 'type',
    what: 'a colour with five digits',
    edit: { [PLEXUS]: sub(/"primary": "#[0-9a-f]{6}"/, '"primary": "#12345"') },
    expect: { file: PLEXUS, message: /"#12345" is not written the expected way/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'a font that is not offered',
    edit: { [PLEXUS]: json((d) => (d.font = 'Comic Sans')) },
    expect: { file: PLEXUS, message: /"Comic Sans" is not one of the allowed values/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'a second-factor setting that is not one of off, optional, required (issue 26)',
    edit: { [WBS]: json((d) => (d.secondFactor = 'always')) },
    expect: { file: WBS, message: /"always" is not one of the allowed values/ },
    single: true,
  },
  {
    kind: 'type',
    what: "a brand's second-factor setting as true (issue 26)",
    edit: { [PLEXUS]: json((d) => (d.secondFactor = true)) },
    expect: { file: PLEXUS, message: /true is not one of the allowed values/ },
    single: true,
  },
  {
    kind: 'flow',
    what: 'a checklist fact that does not exist (issue 26)',
    edit: { [ONBOARDING]: json((d) => (d.checklist[0].when = [['missingSecondFactors']])) },
    expect: { file: ONBOARDING, message: /missingSecondFactors/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'a slogan as a number',
    edit: { [PLEXUS]: json((d) => (d.slogan = 42)) },
    expect: { file: PLEXUS, message: /the number 42, but a text in double quotes or null is expected/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'an empty display name',
    edit: { [PLEXUS]: json((d) => (d.displayName = '')) },
    expect: { file: PLEXUS, message: /the text is empty/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'a display name too long',
    edit: { [PLEXUS]: json((d) => (d.displayName = 'P'.repeat(41))) },
    expect: { file: PLEXUS, message: /41 characters long, more than 40/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'a misspelt field name',
    edit: { [PLEXUS]: json((d) => ((d.fnot = d.font), delete d.font)) },
    expect: { file: PLEXUS, message: /there is no field "fnot"/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'a required field left out',
    edit: { [PLEXUS]: json((d) => delete d.loginPath) },
    expect: { file: PLEXUS, message: /the field "loginPath" is missing/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'a login path without its slash',
    edit: { [PLEXUS]: json((d) => (d.loginPath = 'login')) },
    expect: { file: PLEXUS, message: /"login" is not written the expected way/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'isMobile: false (only true is meaningful)',
    edit: { [PLEXUS]: json((d) => (d.isMobile = false)) },
    expect: { file: PLEXUS, message: /false is not allowed here/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'a support email without @',
    edit: { [WBS]: json((d) => (d.support.email = 'support-at-wbs.example')) },
    expect: { file: WBS, message: /not a valid email address/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'a typo inside a white-label brand entry (must not be told to write null)',
    edit: { [WBS]: json((d) => (d.brands.Plexus = { brnad: 'PLEXUS' })) },
    expect: { file: WBS, message: /there is no field "brnad"|the field "brand" is missing/ },
  },
  {
    kind: 'type',
    what: 'a flow block of an unknown type',
    edit: { [SIGN_IN]: sub('"type": "button"', '"type": "buton"') },
    expect: { file: SIGN_IN, message: /"buton" is not a known type/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'an extra field in a form block',
    edit: { [SIGN_IN]: sub('"submit": "ui.sign_in.log_in",', '"submit": "ui.sign_in.log_in",\n          "label": "ui.sign_in.log_in",') },
    expect: { file: SIGN_IN, message: /there is no field "label"/ },
    single: true,
  },
  {
    kind: 'environment',
    what: 'a CSP report address for the local stack (issue 53: browser tests fail on a violation instead)',
    edit: { [ENVS]: json((d) => (d.cspReports = { local: 'https://reports.wbs.example/csp' })) },
    expect: { file: ENVS, message: /local/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'a CSP report address with a query, which would be written into a header as it is',
    edit: { [ENVS]: json((d) => (d.cspReports = { production: 'https://reports.wbs.example/csp?key=1;x' })) },
    expect: { file: ENVS, message: /is not written the expected way/, hint: /https:\/\/reports\.wbs\.example\/csp/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'a host with a path',
    edit: { [ENVS]: json((d) => (d.hosts.staging.baseUrl = 'https://account.staging.wbs.example/hub')) },
    expect: { file: ENVS, message: /is not written the expected way/ },
    single: true,
  },
  // References.
  {
    kind: 'reference',
    what: 'goto a step that does not exist',
    edit: { [SIGN_IN]: json((d) => (d.steps.credentials.blocks[0].onOk = { goto: 'missingStep' })) },
    expect: { file: SIGN_IN, message: /there is no step "missingStep"/ },
  },
  {
    kind: 'reference',
    what: 'a misspelt action',
    edit: { [SIGN_IN]: sub('"auth.signInWithPassword"', '"auth.signInWithPasword"') },
    expect: { file: SIGN_IN, message: /there is no action "auth\.signInWithPasword"/ },
  },
  {
    kind: 'reference',
    what: 'a form that does not exist',
    edit: { [SIGN_IN]: sub('"form": "sign-in"', '"form": "signin"') },
    expect: { file: SIGN_IN, message: /there is no form "signin"/ },
  },
  {
    kind: 'reference',
    what: 'a form field drawn by an rjsf widget the app leaves out',
    edit: { 'schemas/forms/sign-in.json': json((d) => (d.uiSchema.email['ui:widget'] = 'textarea')) },
    expect: { file: 'schemas/forms/sign-in.json', message: /"ui:widget": "textarea" is not a widget the app has/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'a non-breaking space in a text',
    edit: { [MESSAGES]: sub('"ui.sign_in.log_in": "LOG IN"', '"ui.sign_in.log_in": "LOG\u00a0IN"') },
    expect: { file: MESSAGES, message: /holds a non-breaking space \(U\+00A0\) after "LOG", which people cannot see/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'a trailing space in a text',
    edit: { [MESSAGES]: sub('"ui.sign_in.log_in": "LOG IN"', '"ui.sign_in.log_in": "LOG IN "') },
    expect: { file: MESSAGES, message: /holds a space \(U\+0020\) at the end, after "LOG IN"/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'a zero-width space in a message key',
    edit: { [MESSAGES]: sub('"ui.sign_in.log_in":', '"ui.sign_in.log\u200b_in":') },
    expect: { file: MESSAGES, message: /the name "ui\.sign_in\.log\u200b_in" holds a zero-width space \(U\+200B\) after "\.sign_in\.log"/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'an HTML tag in a text',
    edit: { [MESSAGES]: sub('"ui.sign_in.log_in": "LOG IN"', '"ui.sign_in.log_in": "<b>LOG IN</b>"') },
    expect: { file: MESSAGES, message: /would show people the HTML tag "<b>" as it is: they would read "<b>LOG IN<\/b>"/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'an HTML entity in a text',
    edit: { [MESSAGES]: sub('"ui.sign_in.log_in": "LOG IN"', '"ui.sign_in.log_in": "LOG IN &amp; GO"') },
    expect: { file: MESSAGES, message: /would show people the HTML entity "&amp;" as it is/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'a placeholder in another syntax',
    edit: { [MESSAGES]: sub('"ui.sign_in.log_in": "LOG IN"', '"ui.sign_in.log_in": "LOG IN TO {{brand}}"') },
    expect: { file: MESSAGES, message: /would show people the placeholder "\{\{brand\}\}" as it is/ },
    single: true,
  },
  {
    kind: 'reference',
    what: 'a new message key not yet in the catalogue',
    edit: { [SIGN_IN]: sub('"label": "ui.sign_in.email_link"', '"label": "ui.sign_in.remember_me"') },
    expect: {
      file: SIGN_IN,
      message: /"ui\.sign_in\.remember_me" is not in flows\/messages\.json/,
      hint: /^add "ui\.sign_in\.remember_me": "<the words people see>" to flows\/messages\.json$/,
    },
    single: true,
  },
  {
    kind: 'reference',
    what: 'a required field the form does not define',
    edit: { 'schemas/forms/sign-in.json': json((d) => d.schema.required.push('rememberMe')) },
    expect: { file: 'schemas/forms/sign-in.json', message: /"rememberMe" is required, but the form has no field "rememberMe"/ },
    single: true,
  },
  {
    kind: 'reference',
    what: 'two routes with one path',
    edit: { 'flows/routes.json': json((d) => d.routes.push({ path: '/sign-in', flow: 'sign-up' })) },
    expect: { file: 'flows/routes.json', message: /the path \/sign-in is already route 1 of the list/ },
    single: true,
  },
  {
    kind: 'reference',
    what: 'allOf in a form schema (the build leaves the merger out)',
    edit: { 'schemas/forms/sign-in.json': json((d) => (d.schema.properties.email = { allOf: [{ type: 'string' }, { maxLength: 254 }] })) },
    expect: { file: 'schemas/forms/sign-in.json', message: /"allOf" is not supported in a form schema/ },
  },
  {
    kind: 'reference',
    what: 'a route that needs a user flagged prerender',
    edit: { 'flows/routes.json': json((d) => (d.routes.find((r: { path: string }) => r.path === '/dashboard/profile').prerender = true)) },
    expect: { file: 'flows/routes.json', message: /the route \/dashboard\/profile cannot be pre-rendered/ },
    single: true,
  },
  {
    kind: 'reference',
    what: 'a misspelt message key in a flow',
    edit: { [SIGN_IN]: sub('"submit": "ui.sign_in.log_in"', '"submit": "ui.sign_in.log_inn"') },
    expect: {
      file: SIGN_IN,
      message: /"ui\.sign_in\.log_inn" is not in flows\/messages\.json/,
      hint: /did you mean "ui\.sign_in\.log_in"/,
    },
    single: true,
  },
  {
    kind: 'reference',
    what: 'a route to a flow that does not exist',
    edit: { 'flows/routes.json': json((d) => (d.routes[0].flow = 'ghost')) },
    expect: { file: 'flows/routes.json', message: /there is no flow "ghost"/ },
  },
  {
    kind: 'reference',
    what: 'a link to a path that is not a route',
    edit: { 'flows/errors.json': json((d) => (d.reauthenticate.navigate = '/log-out')) },
    expect: { file: 'flows/errors.json', message: /"\/log-out" is not a route/ },
    single: true,
  },
  {
    kind: 'reference',
    what: 'an error code mapped to a missing message',
    edit: { 'flows/errors.json': sub('"auth/invalid-email": "auth.invalid_email"', '"auth/invalid-email": "auth.invalid_mail"') },
    expect: { file: 'flows/errors.json', message: /"auth\.invalid_mail" is not in flows\/messages\.json/ },
    single: true,
  },
  {
    kind: 'reference',
    what: 'an API status mapped to a missing message',
    edit: { 'flows/errors.json': sub('"429": "auth.too_many_requests"', '"429": "auth.too_many_request"') },
    expect: { file: 'flows/errors.json', message: /"auth\.too_many_request" is not in flows\/messages\.json/ },
    single: true,
  },
  {
    kind: 'type',
    what: 'an API status that is not a 4xx or 5xx code',
    edit: { 'flows/errors.json': sub('"429": "auth.too_many_requests"', '"Too many": "auth.too_many_requests"') },
    expect: {
      file: 'flows/errors.json',
      message: /the name "Too many" is not allowed here/,
      hint: /an API status is a three-digit 4xx or 5xx code/,
    },
    single: true,
  },
  {
    kind: 'reference',
    what: 'a misspelt default brand',
    edit: { [FVS]: json((d) => (d.defaultBrand = 'PLEXSU')) },
    expect: { file: FVS, message: /no brand folder has the code PLEXSU/ },
  },
  {
    kind: 'reference',
    what: 'a switcher brand code that no folder has',
    edit: { [WBS]: json((d) => (d.switcherBrands = ['ELUMEN', 'NIMBUS'])) },
    expect: { file: WBS, message: /no brand folder has the code NIMBUS/ },
    single: true,
  },
  // Brands across documents.
  {
    kind: 'brand',
    what: 'footer brands the white-label does not offer',
    edit: { [FVS]: json((d) => (d.footerBrands = ['ELUMEN'])) },
    expect: { file: FVS, message: /ELUMEN is listed but this white-label does not offer it/ },
    single: true,
  },
  {
    kind: 'brand',
    what: 'a brand offered by no white-label',
    edit: { [WBS]: json((d) => (d.brands.Elumen = null)) },
    expect: { file: ELUMEN, message: /no white-label offers ELUMEN/ },
  },
  {
    kind: 'brand',
    what: 'two brands returning to themselves on logout',
    edit: { [ELUMEN]: json((d) => (d.logoutReturnsToBrand = true)) },
    expect: { file: ELUMEN, also: PLEXUS, message: /only one brand may return to its own address on logout, and both do/ },
    single: true,
  },
  {
    kind: 'brand',
    what: 'a second white-label without a host prefix (issue 58)',
    edit: { [FVS]: json((d) => (d.hostPrefix = null)) },
    expect: { file: FVS, also: WBS, message: /2 white-labels have "hostPrefix": null, but exactly one must be the default/ },
    single: true,
  },
  {
    kind: 'brand',
    what: "a white-label's host prefix that starts another's (issue 58)",
    edit: { [WBS]: json((d) => (d.hostPrefix = 'fv')) },
    expect: { file: WBS, also: FVS, message: /the host prefixes "fv" and "fvs" overlap, so one host would match both/ },
  },
  {
    kind: 'brand',
    what: 'text colour too light on a brand',
    edit: { [PLEXUS]: json((d) => (d.theme.primary = '#9fd3b0')) },
    expect: { file: PLEXUS, message: /"primary" #9fd3b0 is too hard to read/ },
    single: true,
  },
  {
    kind: 'brand',
    what: 'a base colour too light (reported once, in base.json)',
    edit: { 'brands/base.json': json((d) => (d.theme.mutedText = '#b0b0b0')) },
    expect: { file: 'brands/base.json', message: /"mutedText" #b0b0b0 is too hard to read/ },
    single: true,
  },
  {
    kind: 'brand',
    what: "a brand's dark primary too dark on the dark card",
    edit: { [PLEXUS]: json((d) => (d.darkTheme.primary = '#0b5c7a')) },
    expect: { file: PLEXUS, message: /"primary" #0b5c7a is too hard to read against its neighbours in the dark scheme/ },
    single: true,
  },
  {
    kind: 'brand',
    what: 'a base dark colour too dark (reported once, in base.json)',
    edit: { 'brands/base.json': json((d) => (d.darkTheme.mutedText = '#4a4a4a')) },
    expect: { file: 'brands/base.json', message: /"mutedText" #4a4a4a is too hard to read against its neighbours in the dark scheme/ },
    single: true,
  },
  // Environments.
  {
    kind: 'environment',
    what: 'a brand host missing from one environment',
    edit: { [ENVS]: json((d) => delete d.hosts.staging.plexusFrontendUrl) },
    expect: { file: PLEXUS, message: /the host "plexusFrontendUrl" is not defined for staging/ },
    single: true,
  },
  {
    kind: 'environment',
    what: 'a misspelt host key',
    edit: { [PLEXUS]: json((d) => (d.hostKey = 'plexusFrontedUrl')) },
    expect: { file: PLEXUS, message: /the host "plexusFrontedUrl" is not defined/ },
    single: true,
  },
  {
    kind: 'environment',
    what: 'a host key in the wrong case',
    edit: { [PLEXUS]: json((d) => (d.hostKey = 'plexusFrontendURL')) },
    expect: { file: PLEXUS, message: /"plexusFrontendURL" is not written the expected way/ },
    single: true,
  },
  {
    kind: 'environment',
    what: "an environment without the hub's own address",
    edit: { [ENVS]: json((d) => delete d.hosts.local.baseUrl) },
    expect: { file: ENVS, message: /the field "baseUrl" is missing/ },
    single: true,
  },
  {
    kind: 'environment',
    what: 'a production address pasted from the local environment',
    edit: { [ENVS]: json((d) => (d.hosts.production.plexusFrontendUrl = 'http://plexus.localhost:8788')) },
    expect: { file: ENVS, message: /the production address "http:\/\/plexus\.localhost:8788" names localhost \(this machine\)/ },
    single: true,
  },
  {
    kind: 'environment',
    what: 'a staging address over http',
    edit: { [ENVS]: json((d) => (d.hosts.staging.plexusFrontendUrl = 'http://plexus.staging.wbs.example')) },
    expect: { file: ENVS, message: /uses http, so sign-in credentials would travel unencrypted/ },
    single: true,
  },
  {
    kind: 'environment',
    what: 'a production address on a private network',
    edit: { [ENVS]: json((d) => (d.hosts.production.fixtureBaseUrl = 'https://192.168.1.20')) },
    expect: { file: ENVS, message: /"https:\/\/192\.168\.1\.20" is a private network address/ },
    single: true,
  },
  {
    kind: 'environment',
    what: 'the Auth Emulator in a production build',
    edit: { [ENVS]: json((d) => (d.firebase.production.authEmulatorUrl = 'http://127.0.0.1:9099')) },
    expect: { file: ENVS, message: /production builds would sign people in against the Auth Emulator/ },
    single: true,
  },
  {
    kind: 'environment',
    what: "a copied brand that kept its neighbour's hostKey",
    edit: { [PLEXUS]: json((d) => (d.hostKey = 'elumifyUrl')) },
    expect: {
      file: PLEXUS,
      also: ELUMEN,
      message: /PLEXUS and ELUMEN both resolve to https:\/\/elumen\.wbs\.example \(production\)/,
    },
    single: true,
  },
  {
    kind: 'environment',
    what: 'a brand given the hostKey of a brand listed after it (issue 58)',
    edit: { [ELUMEN]: json((d) => (d.hostKey = 'plexusFrontendUrl')) },
    expect: { file: ELUMEN, also: PLEXUS, message: /ELUMEN and PLEXUS both resolve to/ },
    single: true,
  },
  {
    kind: 'environment',
    what: 'two host fields with one address',
    edit: { [ENVS]: json((d) => (d.hosts.staging.plexusFrontendUrl = d.hosts.staging.elumifyUrl)) },
    expect: { file: ENVS, also: ENVS, message: /both resolve to https:\/\/elumen\.staging\.wbs\.example \(staging\)/ },
    single: true,
  },
  // Passkeys' relying party id is the account host (issue 54): one browsers take, and one per white-label.
  {
    kind: 'environment',
    what: 'a white-label account address on an IP address, which passkeys cannot use',
    edit: { [ENVS]: json((d) => (d.hosts.production.fvsBaseUrl = 'https://203.0.113.7')) },
    expect: { file: ENVS, message: /FVS's production passkeys would have the relying party id "203\.0\.113\.7", an IP address/ },
    single: true,
  },
  {
    kind: 'environment',
    what: 'a white-label account address on a one-word host',
    edit: { [ENVS]: json((d) => (d.hosts.local.fvsBaseUrl = 'http://account:5173')) },
    expect: { file: ENVS, message: /FVS's local passkeys would have the relying party id "account", a name with no dot/ },
    single: true,
  },
  {
    kind: 'environment',
    what: 'two white-labels on one account address',
    edit: { [ENVS]: json((d) => (d.hosts.staging.fvsBaseUrl = d.hosts.staging.baseUrl)) },
    expect: {
      file: ENVS,
      also: ENVS,
      message:
        /WBS and FVS share the staging relying party id "account\.staging\.wbs\.example", so a passkey of one would sign in on the other/,
    },
    single: true,
  },
  // Assets.
  {
    kind: 'asset',
    what: 'a logo file that does not exist',
    edit: { [PLEXUS]: json((d) => (d.logo = 'logo2.svg')) },
    expect: { file: PLEXUS, message: /brands\/plexus\/logo2\.svg does not exist/ },
    single: true,
  },
  {
    kind: 'asset',
    what: 'a logo that is not an image',
    assets: { 'brands/plexus/logo.svg': bytes('Plexus logo goes here') },
    expect: { file: PLEXUS, message: /is not an SVG, PNG or ICO image/ },
    single: true,
  },
  {
    kind: 'asset',
    what: 'an SVG without its xmlns',
    assets: { 'brands/plexus/logo.svg': bytes('<svg viewBox="0 0 122 48"><rect width="122" height="48"/></svg>') },
    expect: { file: PLEXUS, message: /has no xmlns/ },
    single: true,
  },
  {
    kind: 'asset',
    what: 'JPEG data saved as a .png',
    edit: { [PLEXUS]: json((d) => (d.favicon = 'favicon.png')) },
    assets: { 'brands/plexus/favicon.png': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]) },
    expect: { file: PLEXUS, message: /favicon\.png holds JPEG data, but a logo or icon must be an SVG, PNG or ICO image/ },
    single: true,
  },
  {
    kind: 'asset',
    what: 'a PNG saved under .svg',
    assets: {
      'brands/plexus/favicon.svg': new Uint8Array([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 32, 0, 0, 0, 32,
      ]),
    },
    expect: { file: PLEXUS, message: /named \.svg but holds PNG data/ },
    single: true,
  },
  {
    kind: 'asset',
    what: 'a logo of 300 KiB',
    assets: { 'brands/plexus/logo.svg': bytes(`<svg xmlns="http://www.w3.org/2000/svg">${'<!-- padding -->'.repeat(20000)}</svg>`) },
    expect: { file: PLEXUS, message: /KiB, more than the 100 KiB/ },
    single: true,
  },
  // Placeholders.
  {
    kind: 'placeholder',
    what: '{brand} in a button label (would read "LOG IN TO ")',
    edit: { [MESSAGES]: sub('"ui.sign_in.log_in": "LOG IN"', '"ui.sign_in.log_in": "LOG IN TO {brand}"') },
    expect: {
      file: SIGN_IN,
      message: /"ui\.sign_in\.log_in" shows \{brand\}, but a label gets no such value, so it would read "LOG IN TO "/,
    },
  },
  {
    kind: 'placeholder',
    what: 'a placeholder the hub never fills',
    edit: { [MESSAGES]: sub('"ui.sign_in.log_in": "LOG IN"', '"ui.sign_in.log_in": "LOG IN as {nobody}"') },
    expect: { file: MESSAGES, message: /\{nobody\} is not a value the hub can fill/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'a message only the code uses deleted',
    edit: { [MESSAGES]: sub(/\n\s*"ui\.crash\.title": "[^"]*",/, '') },
    expect: { file: MESSAGES, message: /the code shows "ui\.crash\.title"/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'a value added to a text the code shows plain',
    edit: { [MESSAGES]: sub(/"ui\.crash\.title": "[^"]*"/, '"ui.crash.title": "Sorry {userName}"') },
    expect: { file: MESSAGES, message: /the code shows "ui\.crash\.title" as a label, which gets no \{userName\}/ },
    single: true,
  },
  // Flows and routes.
  {
    kind: 'flow',
    what: 'a flow id that differs from its file name',
    edit: { [SIGN_IN]: json((d) => (d.id = 'signin')) },
    expect: { file: SIGN_IN, message: /the id "signin" differs from the file name/ },
    single: true,
  },
  {
    kind: 'flow',
    what: 'an initial step that does not exist',
    edit: { [SIGN_IN]: json((d) => (d.initial = 'credential')) },
    expect: { file: SIGN_IN, message: /there is no step "credential"/ },
  },
  {
    kind: 'flow',
    what: 'a form block running an action made for another form',
    // The swapped action never asks for a second factor, so its onCode goes with it.
    edit: {
      [SIGN_IN]: json((d) => {
        d.steps.credentials.blocks[0].action = 'api.sendMagicLinkEmail';
        delete d.steps.credentials.blocks[0].onCode;
      }),
    },
    expect: { file: SIGN_IN, message: /action "api\.sendMagicLinkEmail" does not read form "sign-in"/ },
    single: true,
  },
  {
    kind: 'flow',
    what: 'an onboarding step renamed in its steps but not on the checklist',
    edit: {
      [ONBOARDING]: json((d) => {
        d.steps.askName = d.steps.name;
        delete d.steps.name;
        d.initial = 'askName';
      }),
    },
    expect: { file: ONBOARDING, message: /there is no step "name" in this flow/ },
    single: true,
  },
  {
    kind: 'flow',
    what: 'a button with neither an action nor onOk',
    edit: { [ONBOARDING]: json((d) => delete d.steps.allDone.blocks[1].onOk) },
    expect: { file: ONBOARDING, message: /a button without an action needs "onOk"/ },
    single: true,
  },
  {
    kind: 'flow',
    what: '"@action" after an action that does not choose where to go',
    edit: { [SIGN_IN]: sub('"navigate": "@afterSignIn"', '"navigate": "@action"') },
    expect: { file: SIGN_IN, message: /action "auth\.signInWithPassword" does not choose where to go/ },
    single: true,
  },
  {
    kind: 'flow',
    what: 'a failure about a field of the form shown only in a toast (issue 56)',
    edit: {
      [PHONE_LOGIN]: json((d) => (d.steps.enterPhone.blocks[0].onCode['screen.phone_invalid'] = { toast: 'screen.phone_invalid' })),
    },
    expect: {
      file: PHONE_LOGIN,
      message: /"screen\.phone_invalid" is about the field "phone", and is shown only in a toast/,
      hint: /"field": "phone"/,
    },
    single: true,
  },
  {
    kind: 'flow',
    what: '"complete" in a flow without a checklist',
    edit: { [SIGN_IN]: json((d) => (d.steps.credentials.blocks[2].onOk = { complete: true })) },
    expect: { file: SIGN_IN, message: /"complete" marks a checklist step done, and this flow has no checklist/ },
  },
  {
    kind: 'flow',
    what: 'one route role on two routes',
    edit: { 'flows/routes.json': json((d) => (d.routes.find((r: { path: string }) => r.path === '/sign-up').role = 'signIn')) },
    expect: { file: 'flows/routes.json', message: /the role "signIn" is already on route \/sign-in/ },
    single: true,
  },
  {
    kind: 'flow',
    what: 'the deletion page without its role (issue 55: the public page would lead nowhere)',
    edit: { 'flows/routes.json': json((d) => delete d.routes.find((r: { path: string }) => r.path === '/dashboard/delete-account').role) },
    expect: { file: 'flows/routes.json', message: /no route has the role "deleteAccount"/, hint: /"role": "deleteAccount"/ },
    single: true,
  },
  {
    kind: 'flow',
    what: 'a message at a field the form does not have',
    edit: { 'flows/phone-login.json': sub('"field": "phone"', '"field": "phnoe"') },
    expect: { file: 'flows/phone-login.json', message: /the form has no field "phnoe"/, hint: /phone/ },
    single: true,
  },
  // Translations (issue 27).
  {
    kind: 'locale',
    what: 'a translation missing a text of a language a white-label offers',
    edit: { [DE]: json((d) => delete d.messages['ui.sign_in.log_in']) },
    expect: {
      file: DE,
      message: /1 text of the English catalogue has no de translation \(ui\.sign_in\.log_in\)/,
      hint: /add "ui\.sign_in\.log_in"/,
    },
    single: true,
  },
  {
    kind: 'locale',
    what: 'a value renamed in a translation',
    edit: { [AR]: sub('{supportEmail}', '{supportMail}') },
    expect: {
      file: AR,
      message:
        /"screen\.redirect_failed" shows \{supportMail\}, \{supportPhone\}, but the English text shows \{supportEmail\}, \{supportPhone\}/,
      hint: /keep exactly the English text's values/,
    },
    single: true,
  },
  {
    kind: 'locale',
    what: 'a value dropped from a translation',
    edit: { [DE]: sub('{label} (noch', '(noch') },
    expect: { file: DE, message: /"ui\.cooldown\.wait" shows \{seconds\}, but the English text shows \{label\}, \{seconds\}/ },
    single: true,
  },
  {
    kind: 'locale',
    what: 'a key in a translation that the English catalogue does not have',
    edit: { [DE]: sub('"ui.sign_in.log_in":', '"ui.sign_in.login": "ANMELDEN",\n    "ui.sign_in.log_in":') },
    expect: { file: DE, message: /"ui\.sign_in\.login" is not a key of the English catalogue/, hint: /did you mean "ui\.sign_in\.log_in"/ },
    single: true,
  },
  {
    kind: 'locale',
    what: 'a translation file that says another language',
    edit: { [AR]: sub('"locale": "ar"', '"locale": "fa"') },
    expect: { file: AR, message: /the file is ar\.json but says it is "fa"/, hint: /write "locale": "ar"/ },
    single: true,
  },
  {
    kind: 'locale',
    what: 'a white-label offering a language with no catalogue',
    edit: { [FVS]: sub('"ar"', '"fr"') },
    expect: { file: FVS, message: /there is no fr catalogue/, hint: /add flows\/locales\/fr\.json/ },
    single: true,
  },
  {
    kind: 'locale',
    what: 'a default language the white-label does not offer',
    // In fvs: every brand it offers is offered in Arabic by wbs too, so their Arabic slogans stay read (issue 58).
    edit: { [FVS]: json((d) => ((d.locales = ['en', 'de']), (d.defaultLocale = 'ar'))) },
    expect: { file: FVS, message: /the default language "ar" is not one of the offered "en", "de"/ },
    single: true,
  },
  {
    kind: 'locale',
    what: 'an Arabic plural without the cases Arabic needs',
    edit: { [AR]: sub(/ two \{ثانيتين\}/, '') },
    expect: {
      file: AR,
      message: /"ui\.cooldown\.wait": the plural of \{seconds\} has no two case: ar needs zero, one, two, few, many, other/,
      hint: /add two \{\.\.\.\}/,
    },
    single: true,
  },
  {
    kind: 'locale',
    what: 'a plural case the language never uses',
    edit: { [DE]: sub('one {# Sekunde}', 'one {# Sekunde} few {# Sekunden}') },
    expect: { file: DE, message: /has few, which de never uses/, hint: /remove few/ },
    single: true,
  },
  {
    kind: 'locale',
    what: 'a plural left open',
    edit: { [DE]: sub('other {# Sekunden}})', 'other {# Sekunden})') },
    expect: { file: DE, message: /"ui\.cooldown\.wait": the plural of \{seconds\} is never closed with \}/ },
    single: true,
  },
  {
    kind: 'locale',
    what: 'a hidden character in a translation',
    edit: { [DE]: sub('"ANMELDEN"', '"AN\u00a0MELDEN"') },
    expect: { file: DE, message: /holds a non-breaking space/ },
    single: true,
  },
  // A brand's own texts, checked as the catalogues are (issue 58).
  {
    kind: 'locale',
    what: 'a slogan without the translation of a language its white-labels offer',
    edit: { [PLEXUS]: json((d) => delete d.sloganTranslations.de) },
    expect: {
      file: PLEXUS,
      message:
        /the slogan has no de translation, though brands\/white-labels\/(fvs|wbs)\.json .*offer.* de; people would read it in English/,
      hint: /add "de": "<the slogan in de>" to "sloganTranslations"/,
    },
    single: true,
  },
  {
    kind: 'locale',
    what: 'a copied brand with no slogan translations at all',
    edit: { [ELUMEN]: json((d) => delete d.sloganTranslations) },
    expect: { file: ELUMEN, message: /the slogan has no de or ar translation/, hint: /add "sloganTranslations": \{ "de": / },
    single: true,
  },
  {
    kind: 'locale',
    what: 'a slogan translation in a language no white-label offering the brand offers',
    edit: { [PLEXUS]: json((d) => (d.sloganTranslations.fr = 'Accédez au jumeau numérique de votre bâtiment.')) },
    expect: { file: PLEXUS, message: /no white-label that offers PLEXUS offers fr, so this slogan is never shown/, hint: /remove "fr"/ },
    single: true,
  },
  {
    kind: 'locale',
    what: 'an English slogan translation',
    edit: { [PLEXUS]: json((d) => (d.sloganTranslations.en = 'Get to your digital twin.')) },
    expect: { file: PLEXUS, message: /"slogan" is the English text, so this one is never shown/ },
    single: true,
  },
  {
    kind: 'locale',
    what: 'slogan translations of a brand that shows no slogan',
    edit: { 'brands/elumen-mobile/brand.json': json((d) => (d.sloganTranslations = { de: 'Bereit zum Testen.' })) },
    expect: { file: 'brands/elumen-mobile/brand.json', message: /the slogan is null, so its translations are never shown/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'a hidden character in a slogan translation',
    edit: { [PLEXUS]: sub('"Direkt zum digitalen', '"Direkt\u00a0zum digitalen') },
    expect: { file: PLEXUS, message: /the de slogan holds a non-breaking space \(U\+00A0\) after "Direkt", which people cannot see/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'a trailing space in a slogan',
    edit: { [PLEXUS]: sub(`digital twin."`, `digital twin. "`) },
    expect: { file: PLEXUS, message: /the slogan holds a space \(U\+0020\) at the end/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'an HTML tag in a slogan translation',
    edit: { [PLEXUS]: sub('"انتقل إلى التوأم الرقمي لمبناك."', '"انتقل إلى <b>التوأم الرقمي</b> لمبناك."') },
    expect: { file: PLEXUS, message: /the ar slogan would show people the HTML tag "<b>" as it is/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'a placeholder in a slogan (a slogan is shown as written)',
    edit: { [PLEXUS]: sub("Get to your building's digital twin.", "Get to {brand}'s digital twin.") },
    expect: { file: PLEXUS, message: /the slogan would show people the placeholder "\{brand\}" as it is/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'a placeholder of another syntax in a slogan translation',
    edit: { [PLEXUS]: sub('"Direkt zum digitalen Zwilling Ihres Gebäudes."', '"Direkt zum digitalen Zwilling von {{brand}}."') },
    expect: { file: PLEXUS, message: /the de slogan would show people the placeholder "\{\{brand\}\}" as it is/ },
    single: true,
  },
  {
    kind: 'placeholder',
    what: 'a zero-width space in a display name',
    edit: { [PLEXUS]: sub('"displayName": "Plexus"', '"displayName": "Ple\u200bxus"') },
    expect: { file: PLEXUS, message: /the display name holds a zero-width space \(U\+200B\) after "Ple"/ },
    single: true,
  },
  // The sign-in methods block (issue 55 section 2): its links, controls and counted text.
  {
    kind: 'reference',
    what: 'a sign-in methods block whose passkeys link names no route',
    edit: { [METHODS]: sub('"passkeysTo": "/dashboard/security"', '"passkeysTo": "/security"') },
    expect: { file: METHODS, message: /"\/security" is not a route of flows\/routes\.json/ },
    single: true,
  },
  {
    kind: 'reference',
    what: 'a sign-in methods control that leads to a step that does not exist',
    edit: { [METHODS]: json((d) => (d.steps.overview.blocks[1].choose.unlinkPhone = { goto: 'confirmRemovePhone' })) },
    expect: { file: METHODS, message: /there is no step "confirmRemovePhone"/ },
  },
  {
    kind: 'placeholder',
    what: 'the passkey count of the sign-in methods block with a value its place never fills',
    edit: { [METHODS]: sub('"passkeyCount": "ui.methods.passkey_count"', '"passkeyCount": "ui.methods.unlink_phone_confirm"') },
    expect: { file: METHODS, message: /shows \{userPhone\}, but a sign-in method's line gets no such value/ },
    single: true,
  },
];

const schemas = readSchemas(ROOT, SCHEMA_FILES);
const pristine = readDocuments(ROOT);
const readAsset = assetReader(ROOT);

/** Validates the project with one mistake made; returns every problem reported. */
export function issuesOf(m: Mistake): ConfigIssue[] {
  const raw: RawDocument[] = pristine.map((doc) => {
    const change = m.edit?.[doc.file];
    if (!change) return doc;
    const source = parseJsonSource(change(readFileSync(join(ROOT, doc.file), 'utf8')));
    return { ...doc, data: source.data, source };
  });
  const assets = m.assets ?? {};
  return validateDocuments(raw, schemas, {
    contracts: ACTION_CONTRACTS,
    codeKeys: CODE_MESSAGE_KEYS,
    readAsset: (p) => (p in assets ? assets[p] : readAsset(p)),
    // The files the mistake edits are those changed since the last commit, as git would tell validate.
    changed: [...Object.keys(m.edit ?? {}), ...Object.keys(assets)],
  }).issues;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('| # | kind | mistake | what validate prints |\n|---|---|---|---|');
  MISTAKES.forEach((m, i) => {
    const shown = issuesOf(m).map(formatIssue).join('<br>').replace(/\|/g, '\\|');
    console.log(`| ${i + 1} | ${m.kind} | ${m.what} | ${shown} |`);
  });
}
