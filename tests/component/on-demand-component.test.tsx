// @vitest-environment happy-dom
/** Screen parts loaded on demand (src/render/on-demand-component.ts), drawn by React. */
import { afterEach, describe, expect, it } from 'vitest';
import { Suspense, useState, type ComponentType } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { onDemandComponent } from '../../src/render/on-demand-component';

afterEach(cleanup);

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
});
