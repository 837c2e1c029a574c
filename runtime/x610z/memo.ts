// Memos for a stretch of engine work that changes nothing (legalActions lists and checks the
// candidates of one state): a value derived once (a summon's stats, the free summon dots) is
// reused within it, and forgotten when it ends. Outside such a stretch `memo` derives every time.
let active: Map<string, unknown> | null = null;

/** Runs `fn` (which must not change the state) with a fresh memo. */
export function unchanging<T>(fn: () => T): T {
  const prev = active;
  active = new Map();
  try {
    return fn();
  } finally {
    active = prev;
  }
}

/** The value under `key` in the current memo, derived by `make` the first time. */
export function memo<T>(key: string, make: () => T): T {
  if (active === null) return make();
  const hit = active.get(key);
  if (hit !== undefined) return hit as T;
  const v = make();
  active.set(key, v);
  return v;
}
