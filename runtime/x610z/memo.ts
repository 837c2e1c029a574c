// Memos for a stretch of engine work that changes nothing (legalActions lists and checks the
// candidates of one state): a value derived once (the continuous effects on a permanent, the free
// summon dots) is reused within it, and forgotten when it ends. Outside such a stretch `memo` derives every time.
// One table per kind of value, keyed by the id it is about (no key strings built per question).

/** The kinds of value memoised: continuous effects on a permanent, a player's free summon dots,
 *  what the listing reads of the whole state (targets.ts: whether anything in play could be
 *  untargetable, the cards in play by kind). Total stats and a crystal's production are kept
 *  longer, from one action to the next (kept.ts). */
type Kind = "on" | "placement" | "listing";

/** The tables of the current stretch, each made when first written (most listings ask few kinds). */
let active: Record<Kind, Map<string, unknown> | null> | null = null;

/** Runs `fn` (which must not change the state) with a fresh memo. */
export function unchanging<T>(fn: () => T): T {
  const prev = active;
  active = { on: null, placement: null, listing: null };
  try {
    return fn();
  } finally {
    active = prev;
  }
}

/** The value of `kind` under `key` in the current memo, derived by `make` the first time. */
export function memo<T>(kind: Kind, key: string, make: () => T): T {
  if (active === null) return make();
  let table = active[kind];
  if (table === null) active[kind] = table = new Map();
  const hit = table.get(key);
  if (hit !== undefined) return hit as T;
  const v = make();
  table.set(key, v);
  return v;
}
