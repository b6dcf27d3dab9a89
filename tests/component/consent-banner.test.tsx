// @vitest-environment happy-dom
// Spec 4's consent banner, reopened from "Analytics settings" (issue 31): it can be closed again
// (Close, or Escape) without changing the choice; the first ask, while pending, has no Close.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HubProvider } from '../../src/render/hub-context';
import { hubPorts } from '../../src/app/hub-ports';
import { PendingCodes } from '../../src/actions/pending-codes';
import { ConsentBanner } from '../../src/app/consent-banner';
import type { Analytics } from '../../src/services/types';
import { config, t } from './render-flow';
import { fakeAuth, fakeServices } from '../support/fake-services';
import { ToastGate } from '../../src/render/toasts';
import { PageContext, PageState } from '../../src/render/page-state';

afterEach(cleanup);

type Consent = ReturnType<Analytics['consent']>;

/** An analytics service that keeps the choice it is given. */
function analyticsAt(start: Consent) {
  let consent = start;
  const listeners = new Set<(c: Consent) => void>();
  const analytics: Analytics = {
    enabled: true,
    consent: () => consent,
    setConsent: (c) => {
      consent = c;
      listeners.forEach((l) => l(c));
    },
    onConsentChange: (l) => (listeners.add(l), () => listeners.delete(l)),
    capture: () => undefined,
  };
  return { analytics, now: () => consent };
}

function renderBanner(start: Consent, page = new PageState()) {
  const { analytics, now } = analyticsAt(start);
  const { services } = fakeServices(fakeAuth(null));
  const { hook } = memoryLocation({ path: '/sign-in' });
  render(
    <PageContext.Provider value={page}>
      <Router hook={hook}>
        <HubProvider
          config={config}
          services={{ ...services, analytics }}
          link={null}
          ports={hubPorts(new PendingCodes())}
          toasts={new ToastGate()}
        >
          <ConsentBanner part="question" />
          <ConsentBanner part="settings" />
        </HubProvider>
      </Router>
    </PageContext.Provider>,
  );
  return now;
}

const button = (key: Parameters<typeof t>[0]) => screen.queryByRole('button', { name: t(key) });

describe('consent banner', () => {
  it('asked the first time: Allow and No thanks, no Close', () => {
    renderBanner('pending');
    expect(button('ui.consent.allow')).not.toBeNull();
    expect(button('ui.consent.close')).toBeNull();
  });

  it('reopened: Close and Escape close it and keep the choice', () => {
    const consent = renderBanner('denied');
    fireEvent.click(button('ui.consent.settings')!);
    expect(screen.getByText(t('ui.consent.now_off'))).toBeTruthy();
    fireEvent.click(button('ui.consent.close')!);
    expect(screen.queryByText(t('ui.consent.now_off'))).toBeNull();
    expect(button('ui.consent.settings')).not.toBeNull();

    fireEvent.click(button('ui.consent.settings')!);
    fireEvent.keyDown(button('ui.consent.allow')!, { key: 'Escape' });
    expect(screen.queryByText(t('ui.consent.now_off'))).toBeNull();
    expect(consent()).toBe('denied');
  });
});

describe('consent question while the app takes over a pre-rendered page (issue 59)', () => {
  it("is left to the pre-rendered copy until the page's take-over ends, then drawn at once", () => {
    const page = new PageState();
    page.takeOver.begin();
    renderBanner('pending', page);
    expect(button('ui.consent.allow')).toBeNull();
    act(() => page.takeOver.end());
    expect(button('ui.consent.allow')).not.toBeNull();
  });
});
