/**
 * A schema built on first use. Building a zod schema is real work (tens of objects per field),
 * and modules that define schemas are often loaded on pages that never parse with them (the cart's
 * schemas arrive with the code every block shares). The returned value stands in for the schema
 * everywhere: parse with it, nest it in another schema, infer its type.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const target = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // A proxy may not report a property as non-configurable unless its own target has it.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}

/**
 * Builds lazy schemas one task each, in order (a schema after the ones it holds), so that the first
 * parse, which would build them all in its own task, finds them built. `yieldTask` breaks into a new
 * task (runtime/dom/next-task.ts); it runs before each schema and once after the last, so neither
 * the caller's task nor the parse that follows builds any of them.
 */
export async function buildSchemasInTurns(schemas: readonly object[], yieldTask: () => Promise<unknown>): Promise<void> {
  for (const schema of schemas) {
    await yieldTask();
    // Any trap of a lazy schema builds it.
    Reflect.getPrototypeOf(schema);
  }
  await yieldTask();
}
