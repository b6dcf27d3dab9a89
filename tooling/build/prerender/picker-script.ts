/**
 * The one inline script of a pre-rendered page (its SHA-256 is in the CSP's script-src). A
 * page holds its screen drawn for every white-label x brand, each in a <template>; before the
 * first paint this script picks the one the app itself would show, by the same rules as
 * src/brand/resolve-brand.ts and src/render/hub-context.tsx:
 *  - white-label: the first whose host prefix starts the host name, else the default one;
 *  - brand: the `brand` query value (given once, letters and underscores, upper-cased) if the
 *    white-label has that brand, else the stored `brand` the same way, else none (the
 *    white-label's default look).
 *  - language: by src/domain/locale.ts (the `lang` value, the stored `locale`, the browser's
 *    languages, the white-label's default); it sets <html lang dir>. The templates are drawn in
 *    English: for another language it shows none (no English flash), starts fetching that
 *    language's catalogue beside the entry, and the app draws the page once it is there.
 *  - it starts fetching the chunks of the brands the app draws first (the chosen one's look).
 * It copies that template into #root and applies the brand's look (theme variables, font,
 * title, icon) and the colour scheme the person picked (stored `colorScheme`, by the rule of
 * src/domain/colour-scheme.ts; without one, CSS follows the system on its own); the app then
 * replaces it with its own identical render (src/main.tsx). A form sent before that (its submit
 * button takes the click, issue 30) is noted on #root as data-early-submit="<index of the form>"
 * and its button shows it is working; the app sends that form once it has taken over.
 * Plain ES5 text, not compiled, so its hash is stable; tests/property/prerender-picker.property.test.ts
 * checks it picks what the app picks.
 */

import { SOURCE_LOCALE } from '../../../src/messages/source-locale.js';

/** What the script knows of one white-label: its id, host prefix (null: default) and brand codes. */
export interface PickerWhiteLabel {
  id: string;
  prefix: string | null;
  brands: string[];
  dark: boolean;
  /** The languages it offers, those of them written right to left, and its default. */
  locales: string[];
  rtl: string[];
  fallback: string;
  /** The built chunks of each other language's texts for this page (added by the build): its catalogue and its flow's part, fetched at once beside the entry. */
  catalogues?: Record<string, string[]>;
  /**
   * The built chunks of the brands the app loads before drawing each variant (keyed by brand code,
   * 'none' for none chosen; added by the build): the shown one's and the switcher's, fetched at once
   * beside the entry (issue 57).
   */
  looks?: Record<string, string[]>;
}

/** Id of the <template> holding one white-label x brand (brand null: none chosen). */
export const variantId = (whiteLabel: string, brand: string | null): string => `hub-pre-${whiteLabel}-${brand ?? 'none'}`;

/** Id of the JSON (PickerWhiteLabel[]) the script reads. */
export const PICKER_DATA_ID = 'hub-prerender';

export const PICKER_SCRIPT = `(function () {
  var d = document, root = d.getElementById('root'), data = d.getElementById('${PICKER_DATA_ID}');
  if (!root || !data) return;
  var wls = JSON.parse(data.textContent), host = location.hostname.toLowerCase(), wl = null, i;
  for (i = 0; i < wls.length && !wl; i++) if (wls[i].prefix !== null && host.indexOf(wls[i].prefix) === 0) wl = wls[i];
  for (i = 0; i < wls.length && !wl; i++) if (wls[i].prefix === null) wl = wls[i];
  if (!wl) return;
  var known = function (v) {
    if (typeof v !== 'string') return null;
    v = v.toUpperCase();
    return wl.brands.indexOf(v) >= 0 ? v : null;
  };
  var match = function (tag) {
    if (typeof tag !== 'string' || !/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/.test(tag)) return null;
    tag = tag.toLowerCase().replace(/_/g, '-');
    var j, primary = tag.split('-')[0];
    for (j = 0; j < wl.locales.length; j++) if (wl.locales[j].toLowerCase() === tag) return wl.locales[j];
    for (j = 0; j < wl.locales.length; j++) if (wl.locales[j].toLowerCase() === primary) return wl.locales[j];
    return null;
  };
  var params = new URLSearchParams(location.search), asked = params.getAll('brand'), langs = params.getAll('lang');
  var stored = null, scheme = null, storedLang = null;
  try { stored = localStorage.getItem('brand'); scheme = localStorage.getItem('colorScheme'); storedLang = localStorage.getItem('locale'); } catch (e) {}
  var lang = (langs.length === 1 ? match(langs[0]) : null) || match(storedLang);
  var browser = typeof navigator === 'object' && navigator.languages ? navigator.languages : [];
  for (i = 0; i < browser.length && !lang; i++) lang = match(browser[i]);
  lang = lang || wl.fallback;
  d.documentElement.lang = lang;
  d.documentElement.dir = wl.rtl.indexOf(lang) >= 0 ? 'rtl' : 'ltr';
  if (!wl.dark) d.documentElement.dataset.scheme = 'light';
  else if (scheme === 'light' || scheme === 'dark') d.documentElement.dataset.scheme = scheme;
  var brand = (asked.length === 1 && /^[A-Za-z_]{1,32}$/.test(asked[0]) ? known(asked[0]) : null) || known(stored);
  var t = d.getElementById('hub-pre-' + wl.id + '-' + (brand || 'none'));
  var texts = lang !== '${SOURCE_LOCALE}' && wl.catalogues ? wl.catalogues[lang] : null;
  var looks = wl.looks ? wl.looks[brand || 'none'] : null;
  var preload = function (href) { var p = d.createElement('link'); p.rel = 'modulepreload'; p.crossOrigin = ''; p.href = href; d.head.appendChild(p); };
  if (texts) texts.forEach(preload);
  if (looks) looks.forEach(preload);
  if (!t || lang !== '${SOURCE_LOCALE}') return;
  root.replaceChildren(t.content.cloneNode(true));
  var h = d.documentElement, s = t.dataset;
  h.setAttribute('style', s.style);
  h.dataset.prerendered = wl.id + '/' + (brand || '');
  d.title = s.title;
  var add = function (rel, href) { var l = d.createElement('link'); l.rel = rel; l.href = href; d.head.appendChild(l); };
  add('icon', s.icon);
  s.fonts.split(' ').forEach(function (f) { if (f) add('stylesheet', f); });
  root.addEventListener('submit', function (e) {
    if (root.dataset.earlySubmit || !h.dataset.prerendered) return;
    var forms = root.querySelectorAll('form'), b = e.submitter || e.target.querySelector('button[type=submit]'), k;
    for (k = 0; k < forms.length; k++) if (forms[k] === e.target) root.dataset.earlySubmit = String(k);
    if (!b) return;
    var spin = d.createElement('span');
    spin.className = 'hub-spinner hub-spinner--inline';
    spin.setAttribute('aria-hidden', 'true');
    b.insertBefore(spin, b.firstChild);
    b.setAttribute('aria-busy', 'true');
  });
})();`;
