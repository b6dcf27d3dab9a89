/**
 * Starts loading, side by side, the chunks a flow's screens load on demand: its layout, its
 * blocks and its forms' validators. Without this each one starts only when the tree above it has
 * rendered (the dashboard layout, then its blocks, then a form's validator), one round trip each.
 */
import type { FlowDoc, FormDoc } from '../config/types';
import { blockComponents } from './block-registry';
import { layoutComponents } from './layout-registry';
import { preloadComponent } from './preloadable';
import { loadValidator } from './form/form-validators';

export function preloadFlow(flow: FlowDoc, forms: Readonly<Record<string, FormDoc>>): void {
  preloadComponent(layoutComponents[flow.layout]);
  for (const step of Object.values(flow.steps)) {
    for (const block of step.blocks) {
      preloadComponent(blockComponents[block.type]);
      const form = block.type === 'form' ? forms[block.form] : undefined;
      if (form) void loadValidator(form).catch(() => undefined); // the form block shows a failure itself
    }
  }
}
