import { parseWellFormedJson } from '../text/well-formed-json.js';
/**
 * `<script type="application/json" data-ss-server-data>` before the render root: what the server
 * fetched for the block, handed to its first render so hydration matches (BlockProps.serverData).
 * The element base reads it and the renderer writes it; the loader does not, so it lives apart
 * from the hydration schedule (whatever the loader imports travels in the loader).
 */
export const SERVER_DATA_ATTRIBUTE = 'data-ss-server-data';

/** The server data of a server-rendered block, or undefined (none, or unreadable JSON). */
export function readServerData(shadow: ShadowRoot): unknown {
  for (const child of Array.from(shadow.children)) {
    if (child.localName !== 'script' || !child.hasAttribute(SERVER_DATA_ATTRIBUTE)) continue;
    try {
      return parseWellFormedJson(child.textContent ?? '');
    } catch {
      return undefined;
    }
  }
  return undefined;
}
