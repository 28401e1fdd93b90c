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
