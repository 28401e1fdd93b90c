import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that starts at `value`, can be changed by the block (the visitor picks a tab), and follows
 * `value` whenever it changes (the page sets the attribute again, the cart sends a new quantity).
 * Followed while rendering, not in an effect: an effect also runs after the first render, and on
 * a block that hydrates while the visitor acts, that effect can run after the visitor's first
 * click was handled and put the old value back. `initial` is the first state when it is not `value`
 * (what the server drew, say).
 */
export function useFollowingState<T>(value: T, initial: T = value): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  const [followed, setFollowed] = useState(value);
  if (!Object.is(followed, value)) {
    setFollowed(value);
    setState(value);
  }
  return [state, setState];
}
