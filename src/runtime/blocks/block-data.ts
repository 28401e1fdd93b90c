import { parseWellFormedJson } from '../text/well-formed-json.js';
/**
 * A block's structured data (DESIGN.md "Page context and block data"): a non-blank
 * `data-block-json` attribute, else the text of the block's first child
 * `<script type="application/json">`. One reader for every block, on the browser's DOM and on a
 * server's parsed page alike (it only uses `getAttribute` and `children`).
 */
export const BLOCK_JSON_ATTRIBUTE = 'data-block-json';

/** The block's JSON text, or null when it has none (blank text counts as none). */
export function readBlockJsonText(host: Element): string | null {
  const attribute = host.getAttribute(BLOCK_JSON_ATTRIBUTE);
  if (attribute !== null && attribute.trim() !== '') return attribute;
  return blockJsonScriptText(host);
}

/** The text of the block's first child `<script type="application/json">`, or null when blank or absent. */
export function blockJsonScriptText(host: Element): string | null {
  for (const child of Array.from(host.children)) {
    if (child.localName === 'script' && (child.getAttribute('type') ?? '').trim().toLowerCase() === 'application/json') {
      const text = child.textContent ?? '';
      return text.trim() === '' ? null : text;
    }
  }
  return null;
}

/** Chooses between an attribute value already read and the child script's text, as `readBlockJsonText` does. */
export function chooseBlockJsonText(attributeValue: string | null | undefined, scriptText: string | null): string | null {
  if (attributeValue != null && attributeValue.trim() !== '') return attributeValue;
  return scriptText !== null && scriptText.trim() !== '' ? scriptText : null;
}

/** What a block says about block data that is not JSON. */
export const INVALID_BLOCK_JSON_MESSAGE = 'the block data is not valid JSON';

export type BlockJson =
  | { status: 'none' }
  | { status: 'ok'; value: unknown }
  | { status: 'invalid'; message: string; detail: string };

/**
 * Parses block JSON text; never throws. Blank or missing text is `none`, not an error. An invalid
 * text's `message` is our own words, the same on a server and in any browser, for the page;
 * `detail` is the engine's (Node and each browser word it differently), for the console only.
 */
export function parseBlockJson(text: string | null | undefined): BlockJson {
  if (text == null || text.trim() === '') return { status: 'none' };
  try {
    return { status: 'ok', value: parseWellFormedJson(text) };
  } catch (error) {
    return { status: 'invalid', message: INVALID_BLOCK_JSON_MESSAGE, detail: (error as Error).message };
  }
}

/** Parses block JSON that must be an object (most blocks); a missing value is an empty object. */
export function parseBlockJsonObject(text: string | null | undefined): { value: Record<string, unknown> } | { error: string } {
  const parsed = parseBlockJson(text);
  if (parsed.status === 'none') return { value: {} };
  if (parsed.status === 'invalid') return { error: parsed.message };
  const { value } = parsed;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'the block data must be a JSON object' };
  return { value: value as Record<string, unknown> };
}
