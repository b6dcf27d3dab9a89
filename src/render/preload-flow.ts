/**
 * Starts loading, side by side, the chunks a flow's step loads on demand: its layout, its blocks
 * and its forms' validators and widgets. Without this each one starts only when the tree above it has
 * rendered (the dashboard layout, then its blocks, then a form's validator), one round trip each.
 * Only the step shown: a later step comes after an action's round trip, and its parts (a second
 * factor's code form on the sign-in screen) stay out of the code a first screen waits for.
 */
import type { FlowDoc, FormDoc } from '../config/types';
import { blockComponents } from './block-registry';
import { layoutComponents } from './layout-registry';
import { preloadComponent } from './on-demand-component';
import { loadValidator } from './form/form-validators';
import { widgets } from './form/widget-registry';

export function preloadStep(flow: FlowDoc, stepId: string, forms: Readonly<Record<string, FormDoc>>): void {
  preloadComponent(layoutComponents[flow.layout]);
  for (const block of flow.steps[stepId]?.blocks ?? []) {
    preloadComponent(blockComponents[block.type]);
    const form = block.type === 'form' ? forms[block.form] : undefined;
    if (!form) continue;
    void loadValidator(form).catch(() => undefined); // the form block shows a failure itself
    for (const ui of Object.values(form.uiSchema ?? {}) as { 'ui:widget'?: unknown }[])
      if (typeof ui?.['ui:widget'] === 'string') preloadComponent(widgets[ui['ui:widget']]);
  }
}
