/**
 * Checks across brands, white-labels and environments: the brand codes are the brand folders,
 * every brand is reachable, every host a document names exists in every environment, colours
 * are readable. Each problem is reported in the file where it is written, once; a conflict
 * between two files names both (ConfigIssue.also). Pure.
 */
import { conflictOrder, type ConfigIssue, type IssuePlace } from './config-issue.js';
import type { ConfigDocuments } from '../src/config/types';
import { contrastFailures, type ThemeToken } from '../src/brand/contrast.js';
import { whiteLabelBrands } from '../src/brand/resolve-brand.js';
import { pointerSegment as seg } from './json-pointer.js';
import { suggestion } from './suggest.js';

type FileOf = (kind: string, key?: string) => string;

export function checkBrands(docs: ConfigDocuments, fileOf: FileOf, changed: ReadonlySet<string> = new Set()): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const conflict: BrandCheck['conflict'] = (later, earlier, message, hint) => {
    const [first, also] = conflictOrder(later, earlier, changed);
    issues.push({ ...first, also, message, hint });
  };
  const bc: BrandCheck = { docs, fileOf, issues, conflict, needBrand: brandCodes(docs, fileOf, issues, conflict) };
  const offeredBy = checkWhiteLabels(bc);
  checkDefaultWhiteLabel(bc);
  checkBrandReach(bc, offeredBy);
  checkHosts(bc);
  // Colours: WCAG 2.2 AA contrast of every pair the layouts draw, in both schemes, blamed where
  // the colour is written (base.json once, not in every brand that inherits it), one problem per colour.
  for (const scheme of ['theme', 'darkTheme'] as const) issues.push(...contrastIssues(docs, fileOf, scheme));
  return issues;
}

/** What the brand checks share, and where they report. */
interface BrandCheck {
  docs: ConfigDocuments;
  fileOf: FileOf;
  issues: ConfigIssue[];
  /** One issue at both places of a conflict, the one that brought it first. */
  conflict: (later: IssuePlace, earlier: IssuePlace, message: string, hint: string) => void;
  /** False, with an issue, when no brand folder has the code. */
  needBrand: (file: string, pointer: string, code: string) => boolean;
}

/** Each brand folder's code is its own; gives the check that a named code exists. */
function brandCodes(
  docs: ConfigDocuments,
  fileOf: FileOf,
  issues: ConfigIssue[],
  conflict: BrandCheck['conflict'],
): BrandCheck['needBrand'] {
  const codes = new Map<string, string>();
  for (const [folder, brand] of Object.entries(docs.brands)) {
    const prev = codes.get(brand.brand);
    if (prev)
      conflict(
        { file: fileOf('brand', folder), pointer: '/brand' },
        { file: fileOf('brand', prev), pointer: '/brand' },
        `both brand folders have the code ${brand.brand}`,
        'give each brand folder its own code',
      );
    else codes.set(brand.brand, folder);
  }
  const known = [...codes.keys()];
  const needBrand: BrandCheck['needBrand'] = (file, pointer, code) => {
    if (codes.has(code)) return true;
    issues.push({ file, pointer, message: `no brand folder has the code ${code}`, hint: suggestion(code, known, 'brand codes') });
    return false;
  };
  return needBrand;
}

/** White-labels: the brands each one offers, the default brand, footer and switcher. Gives who offers each brand code. */
function checkWhiteLabels({ docs, fileOf, issues, conflict, needBrand }: BrandCheck): Map<string, string[]> {
  const offeredBy = new Map<string, string[]>();
  const prefixes = new Map<string, string>();
  for (const [key, wl] of Object.entries(docs.whiteLabels)) {
    const file = fileOf('whiteLabel', key);
    if (wl.id !== key)
      issues.push({ file, pointer: '/id', message: `the id "${wl.id}" differs from the file name`, hint: `write "id": "${key}"` });
    if (wl.hostPrefix !== null) {
      const other = [...prefixes].find(([p]) => p.startsWith(wl.hostPrefix ?? '') || (wl.hostPrefix ?? '').startsWith(p));
      if (other)
        conflict(
          { file, pointer: '/hostPrefix' },
          { file: fileOf('whiteLabel', other[1]), pointer: '/hostPrefix' },
          `the host prefixes "${wl.hostPrefix}" and "${other[0]}" overlap, so one host would match both`,
          'give each white-label a prefix that does not start the other',
        );
      prefixes.set(wl.hostPrefix, key);
    }
    needBrand(file, '/defaultBrand', wl.defaultBrand);
    for (const [name, entry] of Object.entries(wl.brands)) {
      if (entry) needBrand(file, `/brands/${seg(name)}/brand`, entry.brand);
    }
    const offered = whiteLabelBrands(wl).map((e) => e.brand);
    for (const code of offered) offeredBy.set(code, [...(offeredBy.get(code) ?? []), key]);
    for (const list of ['footerBrands', 'switcherBrands'] as const) {
      wl[list].forEach((code, i) => {
        if (needBrand(file, `/${list}/${i}`, code) && !offered.includes(code)) {
          issues.push({
            file,
            pointer: `/${list}/${i}`,
            message: `${code} is listed but this white-label does not offer it`,
            hint: `add it to "brands" here, or remove it from "${list}"`,
          });
        }
      });
    }
  }
  return offeredBy;
}

/** Exactly one white-label is the default: the one with no host prefix. */
function checkDefaultWhiteLabel({ docs, fileOf, issues, conflict }: BrandCheck): void {
  const defaults = Object.keys(docs.whiteLabels).filter((key) => docs.whiteLabels[key]?.hostPrefix === null);
  const [firstDefault, secondDefault] = defaults;
  if (firstDefault !== undefined && secondDefault !== undefined)
    conflict(
      { file: fileOf('whiteLabel', secondDefault), pointer: '/hostPrefix' },
      { file: fileOf('whiteLabel', firstDefault), pointer: '/hostPrefix' },
      `${defaults.length} white-labels have "hostPrefix": null, but exactly one must be the default`,
      defaults.length === 2 ? 'give one of the two a host prefix' : 'give all but one of them a host prefix',
    );
  else if (firstDefault === undefined)
    issues.push({
      file: 'brands/white-labels',
      pointer: '',
      message: '0 white-labels have "hostPrefix": null, but exactly one must be the default',
      hint: 'set "hostPrefix": null in the white-label used on any other host',
    });
}

/** Brands: reachable, one returns to itself on logout. */
function checkBrandReach({ docs, fileOf, issues, conflict, needBrand }: BrandCheck, offeredBy: Map<string, string[]>): void {
  let returning: string | undefined;
  for (const [folder, brand] of Object.entries(docs.brands)) {
    const file = fileOf('brand', folder);
    if (!offeredBy.has(brand.brand)) {
      issues.push({
        file,
        pointer: '/brand',
        message: `no white-label offers ${brand.brand}, so nobody can reach it`,
        hint: `add "${brand.displayName.replace(/\s+/g, '')}": { "brand": "${brand.brand}" } to "brands" of a file in brands/white-labels/ (npm run new-brand does this)`,
      });
    }
    if (brand.sharesApplicationWith !== undefined) needBrand(file, '/sharesApplicationWith', brand.sharesApplicationWith);
    if (brand.logoutReturnsToBrand) {
      if (returning)
        conflict(
          { file, pointer: '/logoutReturnsToBrand' },
          { file: fileOf('brand', returning), pointer: '/logoutReturnsToBrand' },
          'only one brand may return to its own address on logout, and both do',
          'remove "logoutReturnsToBrand" from one of the two',
        );
      else returning = folder;
    }
  }
}

/** Environments: every host a brand or white-label names, in every environment. */
function checkHosts({ docs, fileOf, issues }: BrandCheck): void {
  const envFile = fileOf('environments');
  const envs = Object.entries(docs.environments.hosts) as [string, Record<string, string>][];
  const needHost = (file: string, pointer: string, hostKey: string): void => {
    const missing = envs.filter(([, hosts]) => !(hostKey in hosts)).map(([name]) => name);
    if (missing.length === 0) return;
    const near = suggestion(hostKey, Object.keys(envs[0]?.[1] ?? {}), 'hosts');
    issues.push({
      file,
      pointer,
      message: `the host "${hostKey}" is not defined for ${missing.join(', ')} in ${envFile}`,
      hint: near.startsWith('did you mean')
        ? near
        : `add "${hostKey}": "https://..." to hosts > ${missing.join(', hosts > ')} in ${envFile}`,
    });
  };
  for (const [folder, brand] of Object.entries(docs.brands)) needHost(fileOf('brand', folder), '/hostKey', brand.hostKey);
  for (const [key, wl] of Object.entries(docs.whiteLabels)) {
    needHost(fileOf('whiteLabel', key), '/baseUrlKey', wl.baseUrlKey);
    for (const [name, entry] of Object.entries(wl.brands))
      if (entry?.hostKey) needHost(fileOf('whiteLabel', key), `/brands/${seg(name)}/hostKey`, entry.hostKey);
  }
}

/** The contrast problems of one scheme ("theme": light, "darkTheme": dark) over every brand. */
function contrastIssues(docs: ConfigDocuments, fileOf: FileOf, scheme: 'theme' | 'darkTheme'): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const inScheme = scheme === 'darkTheme' ? ' in the dark scheme' : '';
  const baseTheme = docs.brandBase[scheme] as Record<ThemeToken, string>;
  const reportedInBase = new Set<string>();
  for (const [folder, brand] of Object.entries(docs.brands)) {
    const own = (brand[scheme] ?? {}) as Partial<Record<ThemeToken, string>>;
    const theme = { ...baseTheme, ...own };
    const byColour = new Map<string, { file: string; token: ThemeToken; pairs: string[] }>();
    for (const f of contrastFailures(theme)) {
      const token = f.fg in own ? f.fg : f.bg in own ? f.bg : f.fg;
      const file = f.fg in own || f.bg in own ? fileOf('brand', folder) : fileOf('brandBase');
      const id = `${file}|${token}`;
      if (file === fileOf('brandBase') && reportedInBase.has(`${token}|${f.fg}/${f.bg}`)) continue;
      if (file === fileOf('brandBase')) reportedInBase.add(`${token}|${f.fg}/${f.bg}`);
      const entry = byColour.get(id) ?? { file, token, pairs: [] };
      entry.pairs.push(`${f.fg} ${theme[f.fg]} on ${f.bg} ${theme[f.bg]} (${f.what}) is ${f.ratio.toFixed(2)}:1, needs ${f.min}:1`);
      byColour.set(id, entry);
    }
    for (const e of byColour.values()) {
      issues.push({
        file: e.file,
        pointer: `/${scheme}/${e.token}`,
        message: `"${e.token}" ${theme[e.token]} is too hard to read against its neighbours${inScheme} (WCAG AA): ${e.pairs.join('; ')}`,
        hint: `make "${e.token}" darker or lighter until every pair reaches its ratio (a contrast checker such as webaim.org/resources/contrastchecker helps)`,
      });
    }
  }
  return issues;
}
