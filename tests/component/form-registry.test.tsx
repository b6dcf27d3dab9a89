// @vitest-environment happy-dom
/**
 * Every form document drawn by @rjsf/core with the app's trimmed registry, as the build ships it
 * (tooling/build/vite-rjsf-trim.ts runs here too, vitest.config.ts): each field gets its input and
 * none falls back to rjsf's "Unsupported field".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { RJSF_PARTS } from '../../validate/form-parts';
import { loadValidator } from '../../src/render/form/form-validators';
import { widgets } from '../../src/render/form/widget-registry';
import { config } from './render-flow';
import { fakeAuth, fakeServices } from '../support/fake-services';
import { HubProvider } from '../../src/render/hub-context';
import { hubPorts } from '../../src/app/hub-ports';
import { PendingCodes } from '../../src/actions/pending-codes';
import { FactorChoicesContext } from '../../src/render/form/factor-choices';
import { ToastGate } from '../../src/render/toasts';

/** What the flow screen gives forms: the hub, and (for the second-factor choice) two factors. */
const CHOICES = [
  { id: 'f1', phone: '+61412000111' },
  { id: 'f2', phone: '+61412000222' },
];

afterEach(cleanup);

describe("the app's rjsf registry", () => {
  it('is the one rjsf uses: exactly the parts of RJSF_PARTS', () => {
    const registry = getDefaultRegistry();
    expect(Object.keys(registry.fields).sort()).toEqual([...RJSF_PARTS.fields].sort());
    expect(Object.keys(registry.widgets).sort()).toEqual([...RJSF_PARTS.widgets].sort());
    expect(Object.keys(registry.templates).sort()).toEqual([...RJSF_PARTS.templates].sort());
  });

  it.each(Object.keys(config.docs.forms))('draws every field of form %s', async (id) => {
    const form = config.docs.forms[id]!;
    const validator = await loadValidator(form);
    // Widgets that load with their step (preload-flow.ts) are loaded first, as the step preloads them.
    await Promise.all(Object.values(widgets).map((w) => ('preload' in w && typeof w.preload === 'function' ? w.preload() : null)));
    const { container } = render(
      <HubProvider
        config={config}
        services={fakeServices(fakeAuth(null)).services}
        ports={hubPorts(new PendingCodes())}
        toasts={new ToastGate()}
      >
        <FactorChoicesContext.Provider value={CHOICES}>
          <Form schema={form.schema as RJSFSchema} uiSchema={form.uiSchema as UiSchema} validator={validator} widgets={widgets} />
        </FactorChoicesContext.Provider>
      </HubProvider>,
    );
    for (const field of Object.keys(form.schema.properties)) expect(container.querySelector(`#root_${field}`), field).not.toBeNull();
    expect(container.textContent).not.toMatch(/unsupported/i);
    const ui = form.uiSchema as Record<string, Record<string, unknown>>;
    for (const [field, opts] of Object.entries(ui))
      if (opts['ui:widget'] === 'password') expect(container.querySelector(`#root_${field}`)?.getAttribute('type')).toBe('password');
  });
});
