import { HYDRATE_NOW_EVENT, isAwaitingHydration } from './hydration-schedule.js';

/**
 * Hydrates a server-drawn block now (when it is still waiting and its code is defined). Blocks
 * call it (the cart, when another block changed it); the loader does not, so it lives apart from
 * the hydration schedule (whatever the loader imports travels in the loader).
 */
export function hydrateNow(host: Element): void {
  if (isAwaitingHydration(host)) host.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
}
