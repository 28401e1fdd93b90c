/** The text of the block's child `<script type="application/json">`, or null when there is none. */
export function readBlockJsonScript(host: HTMLElement): string | null {
  const script = host.querySelector(':scope > script[type="application/json"]');
  return script ? (script.textContent ?? '') : null;
}

/**
 * Block JSON (DESIGN.md "Page context and block data"): the `data-block-json` attribute when set,
 * else the child script's text.
 */
export function chooseBlockJson(attributeValue: string, scriptText: string | null): string | null {
  return attributeValue.trim() !== '' ? attributeValue : scriptText;
}
