/**
 * Shared pieces of the component tests: a flow screen drawn inside the router and the hub context,
 * as the app draws it (fake services: tests/support/fake-services.ts).
 */
import { configure, fireEvent, render, waitFor, within, type RenderResult } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HubProvider } from '../../src/render/hub-context';
import { hubPorts } from '../../src/app/hub-ports';
import { PendingCodes } from '../../src/actions/pending-codes';
import { ToastGate, Toasts } from '../../src/render/toasts';
import { FlowScreen } from '../../src/render/flow-screen';
import { PageContext, PageState } from '../../src/render/page-state';
import { rowPanelId } from '../../src/render/account-rows';
import type { AuthUser, Services } from '../../src/services/types';
import type { HubConfig } from '../../src/config/hub-config';
import { hubConfigFor } from '../support/project';
import type { CatalogueKey } from '../../src/messages/message-key';
import type { MessageParams } from '../../src/messages/format-message';

// Screens load their layout, blocks and validators on demand: on a loaded 2-core machine (CI runs
// the authoring suite and the linters beside these tests) that has taken over testing-library's
// 1 s default, and a find then failed on the loading state. Waiting longer proves nothing less.
configure({ asyncUtilTimeout: 10_000 });

/** One config for all component tests (the documents are validated once). */
export const config: HubConfig = hubConfigFor('localhost');
/** Catalogue text by key (any key of flows/messages.json), as the screens show it. */
export const t = (key: CatalogueKey, params?: MessageParams): string => {
  const plain: string = key; // every catalogue key, not only the ones code names (MessageKey)
  return config.catalogue.t(plain, params);
};

export const signedInUser: AuthUser = {
  uid: 'user-1',
  email: 'pat@example.com',
  emailVerified: true,
  displayName: 'Pat Example',
  photoURL: null,
  phoneNumber: '+61400000001',
};

/** happy-dom may lack the modal dialog API: the smallest stand-in that keeps `open` in step. */
export function polyfillDialog(): void {
  const proto = window.HTMLDialogElement?.prototype as (HTMLDialogElement & Record<string, unknown>) | undefined;
  if (!proto) return;
  if (typeof proto.showModal !== 'function') {
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
  if (typeof proto.close !== 'function') {
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
}

/** Draws one flow at `path`, with the toaster, as the app does; `location()` is where the app has navigated. */
export function renderFlow(
  flowId: string,
  path: string,
  services: Services,
  hubConfig: HubConfig = config,
): RenderResult & { location: () => string } {
  const flow = hubConfig.docs.flows[flowId];
  if (!flow) throw new Error(`no flow ${flowId}`);
  const { hook, history } = memoryLocation({ path, record: true });
  const location = () => history.at(-1) ?? path;
  const result = render(
    <Router hook={hook}>
      <PageContext.Provider value={new PageState()}>
        <HubProvider config={hubConfig} services={services} link={null} ports={hubPorts(new PendingCodes())} toasts={new ToastGate()}>
          <FlowScreen flow={flow} />
          <Toasts />
        </HubProvider>
      </PageContext.Provider>
    </Router>,
  );
  return Object.assign(result, { location });
}

/**
 * Opens an account row's small form in place with its one action (Edit, Change, Add), as a person
 * clicks it (issue 56 item 14: a row's form exists only while the row is open).
 */
export async function openRow(row: 'photo' | 'name' | 'email' | 'phone'): Promise<void> {
  const action = await waitFor(() => {
    const drawn = document.querySelector<HTMLElement>(`.hub-row[data-row="${row}"]`);
    if (!drawn) throw new Error(`no ${row} row yet`);
    return within(drawn).getByRole('button');
  });
  fireEvent.click(action);
  await waitFor(() => {
    if (!document.getElementById(rowPanelId(row))) throw new Error(`the ${row} row did not open`);
  });
}
