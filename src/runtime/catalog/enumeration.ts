/**
 * A numbered enumeration with reverse lookup: `ProductType.DIGITAL === 2` and
 * `ProductType.nameOf(2) === 'DIGITAL'`. Used for the catalogues of spec 03 §3 and §6.
 */
export type Enumeration<T extends Record<string, number>> = Readonly<T> & {
  /** The constant's name for a code, or undefined when the code is not in the catalogue. */
  nameOf(code: number | string | null | undefined): (keyof T & string) | undefined;
  /** The code for a name (case-insensitive), or undefined. */
  codeOf(name: string): T[keyof T] | undefined;
  /** Whether a value is one of the catalogue's codes. */
  has(code: unknown): code is T[keyof T];
  /** Every [name, code] pair, in declaration order. */
  entries(): ReadonlyArray<readonly [keyof T & string, T[keyof T]]>;
};

export function defineEnumeration<const T extends Record<string, number>>(values: T): Enumeration<T> {
  const byCode = new Map<number, keyof T & string>();
  const byName = new Map<string, T[keyof T]>();
  const pairs: Array<readonly [keyof T & string, T[keyof T]]> = [];
  for (const [name, code] of Object.entries(values) as Array<[keyof T & string, T[keyof T]]>) {
    if (byCode.has(code)) throw new Error(`Enumeration code ${code} is used twice (${byCode.get(code)} and ${name}).`);
    byCode.set(code, name);
    byName.set(name.toLowerCase(), code);
    pairs.push(Object.freeze([name, code] as const));
  }
  const toCode = (code: unknown): number | undefined => {
    if (typeof code === 'number') return code;
    if (typeof code === 'string' && /^-?\d+(\.\d+)?$/.test(code.trim())) return Number(code);
    return undefined;
  };
  const methods = {
    nameOf: (code: number | string | null | undefined) => {
      const n = toCode(code);
      return n === undefined ? undefined : byCode.get(n);
    },
    codeOf: (name: string) => byName.get(name.trim().toLowerCase()),
    has: (code: unknown): code is T[keyof T] => typeof code === 'number' && byCode.has(code),
    entries: () => pairs,
  };
  return Object.freeze(Object.assign(Object.create(null) as object, values, methods)) as Enumeration<T>;
}

/**
 * A catalogue of spec 03 §3 and §6 as a plain constant object (constant name to code), which a
 * bundler can trim to the codes a chunk reads; the lookups below read any of them both ways.
 */
export type Catalogue = Readonly<Record<string, number>>;

/** 'V5_LINKED', 'v5 linked' and 'v5-linked' are one name; 11 and ' 11 ' one code. */
const lookupKey = (value: unknown) => String(value).trim().toLowerCase().replace(/[\s_-]+/g, ' ');

/**
 * The constant name ('V5_LINKED') of a value given as its code (11, or '11') or its name, as the
 * constant or in the spec's words ('v5 linked'), any case; undefined when the catalogue does not list it.
 */
export function catalogueName<T extends Catalogue>(catalogue: T, value: unknown): (keyof T & string) | undefined {
  const key = lookupKey(value);
  for (const name in catalogue) if (lookupKey(name) === key || String(catalogue[name]) === key) return name;
  return undefined;
}

/** A catalogue's code for a value given as its code or its name (as `catalogueName` reads them). */
export function catalogueCode<T extends Catalogue>(catalogue: T, value: unknown): T[keyof T] | undefined {
  const name = catalogueName(catalogue, value);
  return name === undefined ? undefined : catalogue[name];
}

/** The spec's words for a value given as a code or a name ('v5 linked'); undefined when not listed. */
export function catalogueWords(catalogue: Catalogue, value: unknown): string | undefined {
  const name = catalogueName(catalogue, value);
  return name === undefined ? undefined : lookupKey(name);
}
