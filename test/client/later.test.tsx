// @vitest-environment jsdom
// `<Later>` (client/shared/Later.tsx): what it holds is not in the render that mounts it, and comes in a
// render of its own right after; once there, it updates with its parent at once.
import { afterEach, describe, expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { Later } from '../../client/shared/Later';

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
});

function Page({ n }: { n: number }) {
  return (
    <>
      <p>now {n}</p>
      <Later>
        <p>later {n}</p>
      </Later>
    </>
  );
}

describe('Later', () => {
  it('leaves its children out of the first render, draws them in the next, then keeps them up to date', async () => {
    // React's own scheduling, as in the browser (not act(), which runs every scheduled render at once).
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const container = document.createElement('div');
      root = createRoot(container);
      flushSync(() => root?.render(<Page n={1} />));
      expect(container.textContent).toBe('now 1');
      await waitFor(() => expect(container.textContent).toBe('now 1later 1'));
      flushSync(() => root?.render(<Page n={2} />));
      expect(container.textContent).toBe('now 2later 2');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
