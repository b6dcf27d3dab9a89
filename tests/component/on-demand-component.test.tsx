// @vitest-environment happy-dom
/** Screen parts loaded on demand (src/render/on-demand-component.ts), drawn by React. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, useState, type ComponentType } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { onDemandComponent } from '../../src/render/on-demand-component';
import { PageContext, PageState } from '../../src/render/page-state';
import { CrashBoundary } from '../../src/app/crash-boundary';
import { config, t } from './render-flow';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{`count ${n}`}</button>;
}

function Parent({ Part }: { Part: ComponentType<object> }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setRenders(renders + 1)}>{`again ${renders}`}</button>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    </>
  );
}

describe('onDemandComponent in React', () => {
  it('a part drawn before it arrived keeps its state when its parent draws again (a form keeps what was typed)', async () => {
    let arrive: (c: ComponentType<object>) => void = () => undefined;
    const Part = onDemandComponent(
      () => new Promise<ComponentType<object>>((r) => (arrive = r)),
      (c) => c,
    );
    render(<Parent Part={Part} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive(Counter));
    fireEvent.click(await screen.findByRole('button', { name: 'count 0' }));
    expect(screen.getByRole('button', { name: 'count 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'again 0' }));
    expect(screen.getByRole('button', { name: 'again 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'count 1' })).toBeTruthy();
  });

  it('once loaded, a part drawn afresh shows at once: nothing left to suspend on', async () => {
    const Part = onDemandComponent(
      () => Promise.resolve(Counter as ComponentType<object>),
      (c) => c,
    );
    await Part.preload();
    render(<Parent Part={Part} />);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'count 0' })).toBeTruthy();
  });

  it("a part whose code failed to arrive keeps its failure until the page's Try again, then loads afresh", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    let loads = 0;
    const Part = onDemandComponent(
      () => {
        loads += 1;
        return online ? Promise.resolve(Counter as ComponentType<object>) : Promise.reject(new Error('offline'));
      },
      (c) => c,
    );
    render(
      <PageContext.Provider value={new PageState()}>
        <CrashBoundary catalogue={config.catalogue}>
          <Parent Part={Part} />
        </CrashBoundary>
      </PageContext.Provider>,
    );
    expect(await screen.findByTestId('crash-screen')).toBeTruthy();
    const failedLoads = loads;
    online = true;
    fireEvent.click(screen.getByRole('button', { name: t('ui.crash.retry') }));
    expect(await screen.findByRole('button', { name: 'count 0' })).toBeTruthy();
    expect(loads).toBe(failedLoads + 1);
  });
});
