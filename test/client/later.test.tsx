// @vitest-environment jsdom
// `<Later>` (client/shared/Later.tsx): what it holds is not in the render that mounts it, and comes in a
// render of its own right after, with every other `Later` (nested or not) in that same render, so what
// they hold appears at once (the hotseat board and the record panel below it: docs/performance.md#lighthouse-renders);
// once there, it updates with its parent at once.
import { afterEach, describe, expect, it } from 'vitest';
import { act, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { Later } from '../../client/shared/Later';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** What the page shows at each commit (a layout effect runs before the browser paints). */
const commits: string[] = [];
function Snapshot({ of }: { of: HTMLElement }) {
  useLayoutEffect(() => void commits.push(of.textContent ?? ''));
  return null;
}

function Page({ n, container }: { n: number; container: HTMLElement }) {
  return (
    <>
      <p>now {n}</p>
      <Later>
        <p>later {n}</p>
        <Later>
          <p>inner {n}</p>
          <Snapshot of={container} />
        </Later>
      </Later>
      <Later>
        <p>sibling {n}</p>
      </Later>
    </>
  );
}

describe('Later', () => {
  it('leaves its children out of the first render, draws every Later in the next one, then keeps them up to date', async () => {
    // React's own scheduling, as in the browser (not act(), which runs every scheduled render at once).
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const container = document.createElement('div');
      root = createRoot(container);
      flushSync(() => root?.render(<Page n={1} container={container} />));
      expect(container.textContent).toBe('now 1');
      await waitFor(() => expect(container.textContent).toBe('now 1later 1inner 1sibling 1'));
      expect(commits).toEqual(['now 1later 1inner 1sibling 1']);
      flushSync(() => root?.render(<Page n={2} container={container} />));
      expect(container.textContent).toBe('now 2later 2inner 2sibling 2');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
