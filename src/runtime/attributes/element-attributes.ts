import * as z from 'zod/mini';
import { lazySchema } from '../validation/lazy-schema.js';

/**
 * HTML attribute parsing for every block. Attributes behave as HTML authors expect: a bare
 * boolean attribute is true, removing an attribute restores its default, and an invalid value
 * falls back to the default with one clear console error instead of breaking the block.
 */
export interface AttributeDefinition<T> {
  readonly fallback: T;
  /** What a valid value looks like, for error messages and the docs. */
  readonly expected: string;
  /** Parses a present attribute's text; undefined means invalid. */
  parse(text: string): T | undefined;
  /** Writes a property value back as attribute text; null removes the attribute. */
  serialise(value: T): string | null;
}

export type AttributeDefinitions = Record<string, AttributeDefinition<unknown>>;

export type AttributeValues<D extends AttributeDefinitions> = {
  [K in keyof D as CamelCase<K & string>]: D[K] extends AttributeDefinition<infer T> ? T : never;
};

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** `allow-multiple` -> `allowMultiple`. */
export function attributeToProperty(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Present means true, as in HTML; the literal text "false" also means false. */
export function booleanAttribute(): AttributeDefinition<boolean> {
  return {
    fallback: false,
    expected: 'present or absent',
    parse: (text) => text.trim().toLowerCase() !== 'false',
    serialise: (value) => (value ? '' : null),
  };
}

export function integerAttribute(fallback: number, range: { min?: number; max?: number } = {}): AttributeDefinition<number> {
  // Built when an attribute is first parsed: element modules define many and most are never set.
  const schema = lazySchema(() => {
    let bounded = z.int();
    if (range.min !== undefined) bounded = bounded.check(z.gte(range.min));
    if (range.max !== undefined) bounded = bounded.check(z.lte(range.max));
    return bounded;
  });
  const bounds = [range.min !== undefined ? `from ${range.min}` : '', range.max !== undefined ? `to ${range.max}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    fallback,
    expected: `a whole number${bounds ? ` ${bounds}` : ''}`,
    parse: (text) => {
      if (text.trim() === '') return undefined;
      const result = schema.safeParse(Number(text.trim()));
      return result.success ? result.data : undefined;
    },
    serialise: (value) => String(value),
  };
}

export function enumAttribute<const V extends readonly [string, ...string[]]>(values: V, fallback: V[number]): AttributeDefinition<V[number]> {
  const schema = lazySchema(() => z.enum(values));
  return {
    fallback,
    expected: `one of ${values.join(', ')}`,
    parse: (text) => {
      const result = schema.safeParse(text.trim().toLowerCase());
      return result.success ? result.data : undefined;
    },
    serialise: (value) => value,
  };
}

export function stringAttribute(fallback: string): AttributeDefinition<string> {
  return { fallback, expected: 'text', parse: (text) => text, serialise: (value) => value };
}

export interface ParsedAttributes<D extends AttributeDefinitions> {
  values: AttributeValues<D>;
  /** One message per invalid attribute, naming the element, the value and what is expected. */
  errors: string[];
}

/** Parses every defined attribute of an element read through `read`. */
export function parseAttributes<D extends AttributeDefinitions>(
  tag: string,
  definitions: D,
  read: (name: string) => string | null,
): ParsedAttributes<D> {
  const values: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [name, definition] of Object.entries(definitions)) {
    const text = read(name);
    let value = text === null ? definition.fallback : definition.parse(text);
    if (value === undefined) {
      errors.push(`<${tag} ${name}="${text}">: expected ${definition.expected}; using ${JSON.stringify(definition.fallback)}.`);
      value = definition.fallback;
    }
    values[attributeToProperty(name)] = value;
  }
  return { values: values as AttributeValues<D>, errors };
}
