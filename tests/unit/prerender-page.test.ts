/** The pre-rendered page's assembly (tooling/build/vite-prerender.ts): where variants go and what is made inert. */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { inertForms, prerenderedPage, widgetSource, widgetSources } from '../../tooling/build/vite-prerender';
import { PICKER_DATA_ID, PICKER_SCRIPT } from '../../tooling/build/prerender/picker-script';

const TEMPLATE = `<!doctype html><html><head><title>Account</title></head><body><div id="root"><svg></svg></div></body></html>`;

describe('pre-rendered page', () => {
  it('makes the copy inert until the app runs: forms submit nowhere, other buttons are disabled, links stay links', () => {
    const html =
      '<form class="hub-form"><input id="root_email"/><button type="submit" class="hub-button">LOG IN</button></form><button type="button">Google</button><button class="x">Later</button><a href="/sign-up">Sign up</a>';
    const inert = inertForms(html);
    expect(inert).toContain('<form method="dialog" class="hub-form">');
    // A form's own button takes the click early (issue 30); the picker script keeps it for the app.
    expect(inert).toContain('<button type="submit" class="hub-button">LOG IN</button>');
    expect(inert.match(/<button disabled=""/g)).toHaveLength(2);
    expect(inert).toContain('<a href="/sign-up">');
    expect(inert).toContain('<input id="root_email"/>');
  });

  it('puts the picker data, the variants and then the picker right after #root, and preloads the route chunks', () => {
    const page = prerenderedPage(
      TEMPLATE,
      ['<template id="a"></template>'],
      [{ id: 'wbs', prefix: null, brands: ['X</script>'] }],
      ['/assets/f.js'],
    );
    const root = page.indexOf('<div id="root"><svg></svg></div>');
    const data = page.indexOf(`id="${PICKER_DATA_ID}"`);
    const variant = page.indexOf('<template id="a">');
    const picker = page.indexOf(`<script>${PICKER_SCRIPT}</script>`);
    expect(root).toBeGreaterThan(0);
    expect(root < data && data < variant && variant < picker).toBe(true);
    expect(page).not.toContain('X</script>'); // data cannot close its script element
    expect(page).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/f\.js">\s*<\/head>/);
  });

  it('refuses a template without a root', () => {
    expect(() => prerenderedPage('<html><body></body></html>', [], [], [])).toThrow(/no <div id="root">/);
  });
});

describe("a first step's widget chunks", () => {
  it('names the on-demand widgets its forms use, by the file each is in', async () => {
    const blocks = [
      { type: 'form', form: 'phone' },
      { type: 'form', form: 'sign-in' },
    ] as Parameters<typeof widgetSources>[1];
    // rjsf's own password widget has no file: the pre-render finds no chunk for it and skips it.
    expect(widgetSources('.', blocks)).toEqual(['src/render/form/phone-widget.tsx', 'src/render/form/password-widget.tsx']);
    // Every widget of the registry is in the file its name gives (the name the pre-render preloads).
    const { widgets } = await import('../../src/render/form/widget-registry');
    for (const name of Object.keys(widgets)) expect(existsSync(widgetSource(name)), widgetSource(name)).toBe(true);
  });
});
