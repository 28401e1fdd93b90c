import { formDefinitionSchema, type FormDefinition } from './form-definition.js';
import { parseWellFormedJson } from '../text/well-formed-json.js';

/**
 * Reads a form block's definition: the `data-block-json` attribute, else the first child
 * `<script type="application/json">` (DESIGN.md, block data). Never throws: a missing or invalid
 * definition comes back as a message naming what is wrong, for the block's error state.
 */
export type FormBlockJson = { ok: true; definition: FormDefinition } | { ok: false; message: string };

interface Issue {
  path: PropertyKey[];
  message: string;
}

function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : 'definition'}: ${issue.message}`)
    .join('; ');
}

export function parseFormBlockJson(text: string | null | undefined, tag: string, overrides: Partial<Record<string, unknown>> = {}): FormBlockJson {
  if (text === null || text === undefined || text.trim() === '') {
    return { ok: false, message: `<${tag}> has no form definition: add a data-block-json attribute or a <script type="application/json"> child.` };
  }
  let raw: unknown;
  try {
    raw = parseWellFormedJson(text);
  } catch (error) {
    return { ok: false, message: `<${tag}> form definition is not valid JSON: ${(error as Error).message}` };
  }
  const input = raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>), ...overrides } : raw;
  const parsed = formDefinitionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: `<${tag}> form definition is invalid: ${describeIssues(parsed.error.issues as readonly Issue[])}` };
  return { ok: true, definition: parsed.data };
}

/** The block JSON text of a form element. */
export function formBlockJsonText(host: Element): string | null {
  const attribute = host.getAttribute('data-block-json');
  if (attribute !== null) return attribute;
  const script = Array.from(host.children).find((child) => child.localName === 'script' && child.getAttribute('type') === 'application/json');
  return script?.textContent ?? null;
}
