import { useSyncExternalStore } from 'react';
import { getPageContext } from '../../runtime/context/current-context.js';
import type { PageContext } from '../../runtime/context/page-context.js';

const noSubscription = () => () => undefined;

/**
 * A rule of the login state (spec 01 §6) for `host`'s page: asked with the page's window in the
 * browser (in the editor frame only the browser can ask the top window's login helper), and
 * without one on a server and while hydrating, so hydration starts from the server's picture and
 * settles after it.
 */
export function useLoginState(host: HTMLElement, rule: (context: PageContext, win: Window | null) => boolean): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => rule(getPageContext(), host.ownerDocument.defaultView),
    () => rule(getPageContext(), null),
  );
}
