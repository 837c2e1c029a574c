// Tables keyed by names or ids that come from outside (players, cards, event types, dots): read and
// written as own properties only, so a key such as `constructor`, `toString` or `__proto__` is a
// key like any other and never reaches Object.prototype, in a fresh state as in one restored from
// JSON (where a null-prototype object would come back as a plain one).

/** `table[key]` when `table` has it as its own property; otherwise undefined. */
export function getOwn<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** `table[key] = value`, as an own property even for `__proto__` (plain assignment would set the
 *  prototype). */
export function setOwn<T>(table: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__") Object.defineProperty(table, key, { value, writable: true, enumerable: true, configurable: true });
  else table[key] = value;
}
