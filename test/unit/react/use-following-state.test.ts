// @vitest-environment jsdom
import { act, createElement, type Dispatch, type SetStateAction } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useFollowingState } from '../../../src/react/hooks/use-following-state.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let setLocal: Dispatch<SetStateAction<number>> = () => undefined;

function Probe({ value, initial }: { value: number; initial?: number }) {
  const [state, setState] = useFollowingState(value, initial ?? value);
  setLocal = setState;
  return createElement('output', null, String(state));
}

const container = document.createElement('div');
let root: ReturnType<typeof createRoot> | null = null;
const render = (props: { value: number; initial?: number }) => act(() => (root ??= createRoot(container)).render(createElement(Probe, props)));

describe('useFollowingState: block state that follows a value the page sets', () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
  });

  it('starts at the value, keeps what the block set while the value stays, and follows a new value', () => {
    render({ value: 0 });
    expect(container.textContent).toBe('0');
    act(() => setLocal(2));
    expect(container.textContent).toBe('2');
    // Rendered again with the same value (a parent re-render): the visitor's choice stays.
    render({ value: 0 });
    expect(container.textContent).toBe('2');
    // The page sets a new value: it wins.
    render({ value: 1 });
    expect(container.textContent).toBe('1');
  });

  it('starts at `initial` when given (what the server drew), and follows the value only when it changes', () => {
    render({ value: 9, initial: 3 });
    expect(container.textContent).toBe('3');
    render({ value: 9, initial: 3 });
    expect(container.textContent).toBe('3');
    render({ value: 4, initial: 3 });
    expect(container.textContent).toBe('4');
  });
});
