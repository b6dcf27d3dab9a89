/**
 * `npm run new-brand -- <folder> [--name "Display Name"] [--white-labels wbs,fvs]`
 * Scaffolds brands/<folder>/ from studio/templates/brand/, offers the brand in the named
 * white-labels (default: the default white-label), adds its host to every environment, then
 * validates. Edits keep each JSON file's own formatting (jsonc-parser's modify).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { applyEdits, modify, type FormattingOptions } from 'jsonc-parser';
import { readDocuments } from '../validate/load-documents.js';
import { whiteLabelBrands } from '../src/brand/resolve-brand.js';
import type { BrandDoc, EnvironmentsDoc, WhiteLabelDoc } from '../src/config/types';
import { validateProject, report } from '../validate/validate-config.js';

const FORMAT: FormattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };

/** 'nimbus-mobile' -> 'Nimbus Mobile'. */
const titleOf = (folder: string): string =>
  folder
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
/** 'nimbus-mobile' -> 'nimbusMobileUrl'. */
const hostKeyOf = (folder: string): string => `${folder.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Url`;

/** Sets path in a JSON file, keeping the rest of its text as it is. */
function editJson(file: string, path: (string | number)[], value: unknown): void {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, applyEdits(text, modify(text, path, value, { formattingOptions: FORMAT })));
}

/** The same address with its first host label replaced: https://emiot.wbs.example -> https://nimbus.wbs.example. */
function siblingHost(url: string, label: string): string {
  const u = new URL(url);
  u.hostname = [label, ...u.hostname.split('.').slice(1)].join('.');
  return u.origin;
}

export interface NewBrandResult {
  folder: string;
  code: string;
  files: string[];
}

export function newBrand(root: string, folder: string, opts: { name?: string; whiteLabels?: string[] } = {}): NewBrandResult {
  if (!/^[a-z][a-z0-9-]{1,30}$/.test(folder))
    throw new Error(`"${folder}" cannot be a brand folder: use lower-case letters, digits and dashes, e.g. nimbus`);
  const dir = join(root, 'brands', folder);
  if (existsSync(dir)) throw new Error(`brands/${folder} already exists`);
  const raw = readDocuments(root);
  const brands = raw.filter((r) => r.kind === 'brand').map((r) => r.data as BrandDoc);
  const whiteLabels = raw.filter((r) => r.kind === 'whiteLabel').map((r) => ({ file: r.file, doc: r.data as WhiteLabelDoc }));
  const environments = raw.find((r) => r.kind === 'environments');
  const code = folder.toUpperCase().replace(/-/g, '_');
  if (brands.some((b) => b.brand === code)) throw new Error(`the brand code ${code} is already used`);
  const name = opts.name ?? titleOf(folder);
  const hostKey = hostKeyOf(folder);
  const wanted = opts.whiteLabels ?? whiteLabels.filter((w) => w.doc.hostPrefix === null).map((w) => w.doc.id);
  const unknown = wanted.filter((id) => !whiteLabels.some((w) => w.doc.id === id));
  if (unknown.length > 0) throw new Error(`no white-label ${unknown.join(', ')}; there are ${whiteLabels.map((w) => w.doc.id).join(', ')}`);
  if (!environments) throw new Error('brands/environments.json is missing');

  const files: string[] = [];
  const fill = (text: string): string =>
    text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => ({ code, name, hostKey, initial: name.charAt(0).toUpperCase() })[k] ?? '');
  mkdirSync(dir, { recursive: true });
  const template = join(root, 'studio/templates/brand');
  for (const f of readdirSync(template)) {
    writeFileSync(join(dir, f), fill(readFileSync(join(template, f), 'utf8')));
    files.push(`brands/${folder}/${f}`);
  }

  // Offer it: a brands entry in each white-label named.
  for (const { file } of whiteLabels.filter((w) => wanted.includes(w.doc.id))) {
    editJson(join(root, file), ['brands', name.replace(/\s+/g, '')], { brand: code });
    files.push(file);
  }
  // The template's slogan translations, in the languages those white-labels offer (validate asks for each of those, and refuses others).
  const offered = new Set(whiteLabels.filter((w) => wanted.includes(w.doc.id)).flatMap((w) => w.doc.locales ?? []));
  const brandFile = join(dir, 'brand.json');
  const translated = Object.keys((JSON.parse(readFileSync(brandFile, 'utf8')) as BrandDoc).sloganTranslations ?? {});
  if (translated.length > 0 && !translated.some((lang) => offered.has(lang))) editJson(brandFile, ['sloganTranslations'], undefined);
  else for (const lang of translated.filter((l) => !offered.has(l))) editJson(brandFile, ['sloganTranslations', lang], undefined);
  // Its host in every environment, next to the default brand's application host.
  const envDoc = environments.data as EnvironmentsDoc;
  const defaultWl = whiteLabels.find((w) => w.doc.hostPrefix === null)?.doc ?? whiteLabels[0]?.doc;
  const neighbour = defaultWl
    ? whiteLabelBrands(defaultWl)
        .map((e) => brands.find((b) => b.brand === e.brand)?.hostKey)
        .find(Boolean)
    : undefined;
  for (const [env, hosts] of Object.entries(envDoc.hosts) as [string, Record<string, string>][]) {
    const near = (neighbour && hosts[neighbour]) || hosts.baseUrl;
    if (near && !(hostKey in hosts)) editJson(join(root, environments.file), ['hosts', env, hostKey], siblingHost(near, folder));
  }
  files.push(environments.file);
  return { folder, code, files };
}

if (process.argv[1]?.endsWith('new-brand.ts')) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, 'white-labels': { type: 'string' } },
  });
  const folder = positionals[0];
  if (!folder) {
    console.error('usage: npm run new-brand -- <folder> [--name "Display Name"] [--white-labels wbs,fvs]');
    process.exit(2);
  }
  const root = resolve('.');
  try {
    const result = newBrand(root, folder, {
      ...(values.name ? { name: values.name } : {}),
      ...(values['white-labels'] ? { whiteLabels: values['white-labels'].split(',').map((s) => s.trim()) } : {}),
    });
    console.log(`new brand ${result.code}:\n${result.files.map((f) => `  ${f}`).join('\n')}`);
    const code = report(validateProject(root));
    if (code !== 0) process.exit(code);
    console.log(
      `config: valid. Next: replace the logos in brands/${folder}/, set its colours and slogan in brand.json, and check the hosts added to brands/environments.json (production and staging are guesses).\nTry it: npm start, then http://localhost:5173/sign-in?brand=${folder}`,
    );
  } catch (error) {
    console.error(`new-brand: ${(error as Error).message}`);
    process.exit(1);
  }
}
