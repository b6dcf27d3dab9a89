/**
 * Whether an SVG is a plain picture (issue 53 item 7): every element and attribute must be one a
 * logo needs, named here, so a script in any namespace, foreignObject, animation, links, event
 * handlers and anything not yet thought of are refused alike. No DOCTYPE (no entities), no
 * processing instruction but the XML declaration, and references (href, url()) only to '#...'
 * inside the file. Parsed as XML, as a browser opens an SVG. validate (check-assets.ts) and the
 * studio's uploads (studio/studio-api.ts) both ask this module. Node only (happy-dom's XML parser).
 */
import { Window } from 'happy-dom';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Elements of a logo or icon: shapes, text, grouping, reuse inside the file, paint servers, clipping, masks, filters. */
const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'metadata', 'symbol', 'use', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDropShadow', 'feFlood',
  'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset',
]); // prettier-ignore

/** Attributes without a namespace: geometry, presentation, paint servers, filters, text, accessibility. */
const ATTRIBUTES = new Set([
  'id', 'class', 'style', 'version', 'baseProfile', 'role', 'aria-label', 'aria-labelledby', 'aria-describedby',
  'aria-hidden', 'focusable', 'lang', 'data-name',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'dx', 'dy', 'width', 'height',
  'd', 'points', 'pathLength', 'viewBox', 'preserveAspectRatio', 'transform', 'href',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity', 'color',
  'display', 'visibility', 'overflow', 'clip-path', 'clip-rule', 'mask', 'filter', 'vector-effect', 'paint-order',
  'shape-rendering', 'text-rendering', 'image-rendering', 'color-interpolation', 'color-interpolation-filters',
  'mix-blend-mode', 'isolation',
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits',
  'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'marker-start', 'marker-mid', 'marker-end',
  'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4',
  'values', 'type', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'radius', 'edgeMode',
  'flood-color', 'flood-opacity',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch', 'text-anchor',
  'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing', 'text-decoration',
  'writing-mode', 'direction', 'unicode-bidi', 'textLength', 'lengthAdjust', 'rotate', 'startOffset', 'method',
  'spacing', 'side', 'path', 'media',
  // A namespace declaration, checked below for the namespace it names.
  'xmlns',
]); // prettier-ignore

/** Attributes with a prefix: only the XLink href (checked like href) and the xml: ones. */
const PREFIXED = new Set(['xlink:href', 'xml:space', 'xml:lang', 'xmlns:xlink']);

/** The namespace each declaration may name: redeclaring a prefix or the default elsewhere is refused. */
const DECLARATIONS: Record<string, string> = { xmlns: SVG_NS, 'xmlns:xlink': XLINK_NS };

/** A reference inside the file: '#' and a name. */
const LOCAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;

/** CSS that reaches outside the file or hides what it says: url() not to '#...', @import, escapes, old script hooks. */
function cssProblem(css: string): string | undefined {
  if (css.includes('\\')) return 'a backslash escape in CSS';
  if (/@import/i.test(css)) return 'an @import in CSS';
  if (/expression\s*\(|javascript:|behaviou?r\s*:|-moz-binding/i.test(css)) return 'script in CSS';
  for (const m of css.matchAll(/url\s*\(\s*(['"]?)([^'")]*)/gi))
    if (!LOCAL_REFERENCE.test((m[2] ?? '').trim())) return `url(${m[1] ?? ''}${m[2] ?? ''}...) leaving the file`;
  return undefined;
}

/** Text-level gates, before parsing: what the XML parser would act on (DTDs, style sheets, entities). */
function markupProblem(text: string): string | undefined {
  const body = text.replace(/^\uFEFF/, '').replace(/^\s*<\?xml\s[^?]*\?>/, '');
  if (/<!DOCTYPE/i.test(body)) return 'a DOCTYPE (entities and external DTDs are not accepted)';
  if (/<!ENTITY/i.test(body)) return 'an entity declaration';
  if (/<\?/.test(body)) return 'a processing instruction such as <?xml-stylesheet?>';
  if (/<!\[CDATA\[/i.test(body)) return 'a CDATA section (write the text with &lt; and &amp; instead)';
  // Comments may say anything ("Illustrator & co"); the parser skips them.
  for (const m of body.replace(/<!--[\s\S]*?-->/g, '').matchAll(/&([^;\s<]*);?/g))
    if (!/^(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);$/.test(`${m[1] ?? ''};`) || !m[0].endsWith(';'))
      return `the entity reference ${m[0]} (only &amp; &lt; &gt; &quot; &apos; and numeric ones)`;
  return undefined;
}

let window: Window | undefined;
/** One parser for the process: a happy-dom window costs milliseconds, a parse microseconds. */
const parserWindow = (): Window => (window ??= new Window());

interface Node {
  nodeType: number;
  nodeName: string;
  namespaceURI: string | null;
  localName?: string;
  attributes?: ArrayLike<{ name: string; value: string }>;
  childNodes: ArrayLike<Node>;
  textContent: string | null;
}

function elementProblem(el: Node): string | undefined {
  // nodeName === localName: no prefix (x:script in the SVG namespace is still a script).
  if (el.namespaceURI !== SVG_NS || el.nodeName !== el.localName || !ELEMENTS.has(el.nodeName))
    return `the element <${el.nodeName}>${el.namespaceURI === SVG_NS ? '' : ` in the namespace ${el.namespaceURI ?? 'none'}`}`;
  for (const { name, value } of Array.from(el.attributes ?? [])) {
    if (/^on/i.test(name)) return `the event attribute ${name}="..." on <${el.nodeName}>`;
    if (!ATTRIBUTES.has(name) && !PREFIXED.has(name)) return `the attribute ${name}="..." on <${el.nodeName}>`;
    if (name in DECLARATIONS && value !== DECLARATIONS[name]) return `${name}="${value}" (only ${DECLARATIONS[name]})`;
    if ((name === 'href' || name === 'xlink:href') && !LOCAL_REFERENCE.test(value))
      return `${name}="${value}" on <${el.nodeName}> (a reference may only point inside the file, as "#name")`;
    const css = name === 'style' ? cssProblem(value) : /url\s*\(/i.test(value) ? cssProblem(value) : undefined;
    if (css) return `${css}, in ${name}="..." on <${el.nodeName}>`;
  }
  if (el.nodeName === 'style') {
    if (Array.from(el.childNodes).some((c) => c.nodeType === 1)) return 'an element inside <style>';
    const css = cssProblem(el.textContent ?? '');
    if (css) return `${css}, in <style>`;
  }
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType !== 1) continue;
    const problem = elementProblem(child);
    if (problem) return problem;
  }
  return undefined;
}

/** What makes the SVG text more than a plain picture (to be shown after "it holds "), or undefined when it is one. */
export function svgProblem(text: string): string | undefined {
  const markup = markupProblem(text);
  if (markup) return markup;
  const doc = new (parserWindow().DOMParser)().parseFromString(text, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) return `XML that is not well-formed (${(error.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 160)})`;
  const root = doc.documentElement as unknown as Node | null;
  if (!root || root.nodeName !== 'svg') return `a root element <${root?.nodeName ?? ''}> instead of <svg>`;
  return elementProblem(root);
}
