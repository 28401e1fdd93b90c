import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formDefinitionSchema, type FormDefinition } from '../../src/runtime/forms/form-definition.js';
import type { Queryable } from '../db/database.js';

/**
 * The demo's forms: every `<ss-form>` / `<ss-newsletter>` in `demo/*.html` carries its definition
 * in a child `<script type="application/json">`; the server stores those definitions so the demo
 * forms save real rows. Definitions the owner already stored are kept.
 */
const BLOCK_JSON = /<ss-(?:form|newsletter)\b[^>]*>\s*<script type="application\/json">([\s\S]*?)<\/script>/g;

export function formDefinitionsInHtml(html: string): FormDefinition[] {
  const found: FormDefinition[] = [];
  for (const match of html.matchAll(BLOCK_JSON)) {
    try {
      const parsed = formDefinitionSchema.safeParse(JSON.parse(match[1]!));
      if (parsed.success) found.push(parsed.data);
    } catch {
      // A broken demo block shows its own error state in the page; nothing to seed.
    }
  }
  return found;
}

/**
 * Demo pages may show the same form in several places (a popup embeds the newsletter block of
 * the contact page): their definitions are merged, fields by id (first wins), so every copy saves.
 */
export function mergeFormDefinitions(definitions: readonly FormDefinition[]): FormDefinition[] {
  const byId = new Map<string, FormDefinition>();
  for (const definition of definitions) {
    const known = byId.get(definition.formId);
    if (!known) {
      byId.set(definition.formId, { ...definition, fields: [...definition.fields] });
      continue;
    }
    for (const field of definition.fields) if (!known.fields.some((existing) => existing.id === field.id)) known.fields.push(field);
  }
  return [...byId.values()];
}

export async function seedDemoForms(db: Queryable, demoDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(demoDir)).filter((name) => name.endsWith('.html')).sort();
  } catch {
    return [];
  }
  const found: FormDefinition[] = [];
  for (const name of names) found.push(...formDefinitionsInHtml(await readFile(join(demoDir, name), 'utf8')));
  const seeded: string[] = [];
  for (const definition of mergeFormDefinitions(found)) {
    const result = await db.query(
      `INSERT INTO form_definitions (form_id, name, fields, captcha, success_message, success_redirect, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now()) ON CONFLICT (form_id) DO NOTHING RETURNING form_id`,
      [
        definition.formId,
        definition.name ?? definition.formId,
        JSON.stringify(definition.fields),
        definition.captcha,
        definition.successMessage ?? null,
        definition.successRedirect ?? null,
      ],
    );
    if (result.rows.length > 0) seeded.push(definition.formId);
  }
  return seeded;
}
