import { BLOCK_JSON_ATTRIBUTE, blockJsonScriptText, chooseBlockJsonText } from '../../runtime/blocks/block-data.js';
import { useLightDom } from './use-light-dom.js';

/**
 * The block's JSON text (runtime/blocks/block-data.ts): the `data-block-json` attribute when
 * set, else its child JSON script, re-read when the page edits that script.
 * `attributeValue` is the parsed attribute when the element declares it (so a change re-renders).
 */
export function useBlockJsonText(host: HTMLElement, attributeValue?: string): string | null {
  const scriptText = useLightDom(host, blockJsonScriptText, Object.is);
  return chooseBlockJsonText(attributeValue ?? host.getAttribute(BLOCK_JSON_ATTRIBUTE), scriptText);
}
