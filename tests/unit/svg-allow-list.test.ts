// Brand SVGs are checked by an allow-list (issue 53 item 7, probe ST4): what the probe slipped past
// the old deny-list patterns, and more, is refused by validate and the studio alike; every SVG the
// project ships is accepted.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { svgProblem } from '../../validate/svg-allow-list';
import { assetProblem } from '../../validate/check-assets';
import { ROOT } from '../support/project';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
/** A logo around a body. */
const logo = (body: string, attrs = '') => `<svg ${SVG} ${attrs} viewBox="0 0 10 10">${body}<rect width="10" height="10"/></svg>`;

const hostile: [string, string, RegExp][] = [
  ['a script', logo('<script>alert(1)</script>'), /<script>/],
  [
    'a script under another prefix in the SVG namespace',
    logo(`<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>`),
    /x:script/,
  ],
  [
    'an XHTML script by default namespace',
    logo('<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>'),
    /namespace|xmlns/,
  ],
  ['an XHTML script by prefix', logo('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), /h:script/],
  ['a script in a made-up namespace', logo('<s:script xmlns:s="urn:x">alert(1)</s:script>'), /s:script/],
  ['an XML Events handler', logo('<handler type="application/ecmascript">alert(1)</handler>'), /handler/],
  [
    'foreignObject with an iframe srcdoc',
    logo(
      '<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject>',
    ),
    /foreignObject/,
  ],
  [
    'a DOCTYPE with an entity',
    `<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]>${logo('<text>&x;</text>')}`,
    /DOCTYPE/,
  ],
  [
    'an external DTD',
    `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${logo('')}`,
    /DOCTYPE/,
  ],
  ['an entity declared by hand', `${logo('<!ENTITY y "z">')}`, /ENTITY|entity/],
  ['an undeclared entity', logo('<text>&nbsp;</text>'), /entity reference &nbsp;/],
  ['an XSLT style sheet', `<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>${logo('')}`, /processing instruction/],
  ['a javascript: xlink:href', logo('<a xlink:href="javascript:alert(1)"><text>x</text></a>', XLINK), /<a>|xlink:href/],
  ['a javascript: href on use', logo('<use href="javascript:alert(1)"/>'), /href="javascript/],
  ['an href with a space before javascript:', logo('<use href=" javascript:alert(1)"/>'), /href=/],
  ['an external href', logo('<use href="https://evil.example/sprite.svg#a"/>'), /href="https:/],
  ['a data: href', logo('<use xlink:href="data:image/svg+xml;base64,PHN2Zy8+#a"/>', XLINK), /xlink:href="data:/],
  ['an embedded image', logo('<image href="https://evil.example/p.png" width="1" height="1"/>'), /<image>/],
  [
    'an xlink prefix bound elsewhere',
    logo('<use l:href="javascript:alert(1)"/>', 'xmlns:l="http://www.w3.org/1999/xlink"'),
    /xmlns:l|l:href/,
  ],
  ['xmlns:xlink naming another namespace', logo('<use xlink:href="#a"/>', 'xmlns:xlink="urn:x"'), /xmlns:xlink="urn:x"/],
  [
    'SMIL animation of href',
    logo('<a href="#a"><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
    /<a>|animate/,
  ],
  ['SMIL set', logo('<set attributeName="onmouseover" to="alert(1)"/>'), /<set>/],
  ['an onload handler', logo('', 'onload="alert(1)"'), /event attribute onload/],
  ['an onclick handler on a shape', logo('<circle r="1" onclick="alert(1)"/>'), /event attribute onclick/],
  ['an upper-case handler name', logo('<circle r="1" ONCLICK="alert(1)"/>'), /ONCLICK/],
  [
    'a handler under a prefix',
    logo('<circle r="1" ev:onclick="alert(1)"/>', 'xmlns:ev="http://www.w3.org/2001/xml-events"'),
    /xmlns:ev|ev:onclick/,
  ],
  ['an external url() in a fill', logo('<circle r="1" fill="url(https://evil.example/p.svg#g)"/>'), /url\(/],
  ['an @import in a style element', logo('<style>@import url(https://evil.example/x.css);</style>'), /@import/],
  ['an external url() in a style attribute', logo('<circle r="1" style="fill:url(\'//evil.example/a#b\')"/>'), /url\(/],
  ['a CSS escape', logo('<style>rect{fill:u\\72l(https://evil.example/a)}</style>'), /backslash/],
  ['an iframe', logo('<iframe src="https://evil.example"/>'), /iframe/],
  ['a root that is not svg', `<html ${SVG}><body/></html>`, /root|html/],
  ['XML that is not well-formed', logo('<g><rect></g>'), /not well-formed/],
];

describe('SVG allow-list (issue 53 item 7)', () => {
  it.each(hostile)('refuses %s', (_, text, reason) => {
    const problem = svgProblem(text);
    expect(problem).toBeDefined();
    expect(problem).toMatch(reason);
  });

  it.each(hostile)('validate refuses %s as a brand image', (_, text) => {
    const problem = assetProblem('brands/plexus/logo.svg', new TextEncoder().encode(text));
    // Some are not even taken for an SVG (a DOCTYPE with an internal subset, an HTML root).
    expect(problem?.message).toMatch(/^brands\/plexus\/logo\.svg (holds .*, which a brand image may not|is not an SVG|holds HTML data)/);
  });

  const shipped = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? shipped(join(dir, e.name)) : e.name.endsWith('.svg') ? [join(dir, e.name)] : [],
    );
  const files = shipped(join(ROOT, 'brands'));

  it('accepts every SVG in brands/', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(svgProblem(readFileSync(file, 'utf8')), relative(ROOT, file)).toBeUndefined();
  });

  it('accepts what a logo exported by a design tool holds: declaration, comments, gradients, reuse, styles, filters', () => {
    const exported = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: Adobe Illustrator 28 & co -->
<svg ${SVG} ${XLINK} version="1.1" viewBox="0 0 120 40" xml:space="preserve" role="img" aria-label="Nova &amp; Co">
  <title>Nova &#38; Co</title>
  <defs>
    <style>.a{fill:url(#g)} .b{font-family:'Poppins', sans-serif}</style>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox"><stop offset="0" stop-color="#0a4f69"/><stop offset="1" stop-color="#fff" stop-opacity=".5"/></linearGradient>
    <clipPath id="c"><circle cx="20" cy="20" r="18"/></clipPath>
    <filter id="f"><feGaussianBlur in="SourceAlpha" stdDeviation="1"/><feOffset dx="1" dy="1" result="o"/><feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
    <symbol id="s" viewBox="0 0 10 10"><path d="M0 0h10v10z" fill-rule="evenodd"/></symbol>
  </defs>
  <g clip-path="url(#c)" filter="url('#f')"><rect class="a" width="40" height="40"/></g>
  <use href="#s" x="44" width="10" height="10"/><use xlink:href="#s" x="56" width="10" height="10"/>
  <text class="b" x="70" y="26" font-size="14" text-anchor="start" style="letter-spacing:.5px">Nova</text>
</svg>
`;
    expect(svgProblem(exported)).toBeUndefined();
    expect(assetProblem('brands/nova/logo.svg', new TextEncoder().encode(exported))).toBeUndefined();
  });

  it('refuses a hostile fragment wherever it sits in an accepted logo', () => {
    const harmless = fc.constantFrom('<rect width="1" height="1"/>', '<circle r="2" fill="#123"/>', '<text x="1">Nova</text>', '');
    const fragment = fc.constantFrom(
      '<script>alert(1)</script>',
      '<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
      '<use href="https://evil.example/a.svg#b"/>',
      '<rect onmouseover="alert(1)"/>',
      '<animate attributeName="href" to="javascript:alert(1)"/>',
    );
    fc.assert(
      fc.property(fc.array(harmless, { maxLength: 4 }), fragment, fc.nat(), fc.boolean(), (parts, bad, at, nested) => {
        const i = at % (parts.length + 1);
        const inner = nested ? `<g>${bad}</g>` : bad;
        const body = [...parts.slice(0, i), inner, ...parts.slice(i)].join('');
        expect(svgProblem(logo(''))).toBeUndefined();
        expect(svgProblem(logo(parts.join('')))).toBeUndefined();
        expect(svgProblem(logo(body))).toBeDefined();
      }),
      { numRuns: 150 },
    );
  });
});
