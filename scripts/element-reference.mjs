/**
 * Writes the element reference in docs/elements.md (between `<!-- elements:start -->` and
 * `<!-- elements:end -->`) from custom-elements.json, so the docs say exactly what each
 * element's JSDoc says. `npm run build` runs it after `cem analyze`; running it again changes
 * nothing. Sections that are not one element stay hand-written outside the markers.
 *
 *   node scripts/element-reference.mjs           rewrite docs/elements.md
 *   node scripts/element-reference.mjs --check   exit 1 when docs/elements.md is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const START_MARKER = '<!-- elements:start -->';
export const END_MARKER = '<!-- elements:end -->';

/** Every custom element declared in a manifest, ordered by tag name. */
export function elementDeclarations(manifest) {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName, 'en'));
}

/** `text Default: x.` → `{ text, value: 'x' }` (the JSDoc convention for defaults). */
export function splitTrailing(description, label) {
  const text = oneLine(description);
  const at = text.lastIndexOf(` ${label}: `);
  const start = text.startsWith(`${label}: `) ? 0 : at;
  if (start < 0) return { text, value: '' };
  const value = text.slice(start + label.length + (start === 0 ? 2 : 3)).replace(/\.$/, '');
  return { text: text.slice(0, start).trim(), value };
}

function oneLine(text = '') {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

function cell(text) {
  return oneLine(text).replace(/\|/g, '\\|') || '—';
}

function code(name) {
  return `\`${name}\``;
}

function table(header, rows) {
  if (rows.length === 0) return [];
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`), ''];
}

/** The Markdown reference of one element. */
export function renderElement(declaration) {
  const lines = [`## \`<${declaration.tagName}>\``, ''];
  if (declaration.description) lines.push(declaration.description.trim(), '');
  lines.push(
    ...table(
      ['attribute', 'type', 'default', 'meaning'],
      (declaration.attributes ?? []).map((attribute) => {
        const { text, value } = splitTrailing(attribute.description, 'Default');
        return [code(attribute.name), attribute.type?.text ?? '', value, text];
      }),
    ),
    ...table(
      ['event', 'detail', 'when'],
      (declaration.events ?? []).map((event) => {
        const { text, value } = splitTrailing(event.description, 'detail');
        return [code(event.name), value, text];
      }),
    ),
    ...table(
      ['part', 'what it is'],
      (declaration.cssParts ?? []).map((part) => [code(part.name), part.description ?? '']),
    ),
    ...table(
      ['custom property', 'default', 'what it changes'],
      (declaration.cssProperties ?? []).map((property) => {
        const { text, value } = splitTrailing(property.description, 'Default');
        return [code(property.name), value, text];
      }),
    ),
  );
  return lines.join('\n').trimEnd();
}

/** The whole generated reference, one section per element. */
export function renderElementReference(manifest) {
  return elementDeclarations(manifest).map(renderElement).join('\n\n');
}

/** `page` with the text between the markers replaced by `reference`. */
export function replaceElementReference(page, reference) {
  const start = page.indexOf(START_MARKER);
  const end = page.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`${ELEMENTS_PAGE} needs ${START_MARKER} and ${END_MARKER} around the element reference`);
  const notice = '<!-- Generated from the JSDoc of src/elements/*.ts by scripts/element-reference.mjs; edit the JSDoc, not this text. -->';
  return `${page.slice(0, start)}${START_MARKER}\n${notice}\n\n${reference}\n\n${page.slice(end)}`;
}

const root = new URL('../', import.meta.url);
/** The page that holds the element reference, relative to the repository root. */
export const ELEMENTS_PAGE = 'docs/elements.md';

/** docs/elements.md as it is (`page`) and as the current custom-elements.json says it should read. */
export function expectedElementsPage() {
  const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));
  const page = readFileSync(new URL(ELEMENTS_PAGE, root), 'utf8');
  return { page, expected: replaceElementReference(page, renderElementReference(manifest)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { page, expected } = expectedElementsPage();
  if (process.argv.includes('--check')) {
    if (page !== expected) {
      console.error(`${ELEMENTS_PAGE}: the element reference is out of date: run \`node scripts/element-reference.mjs\`.`);
      process.exit(1);
    }
  } else if (page !== expected) {
    writeFileSync(new URL(ELEMENTS_PAGE, root), expected);
  }
}
