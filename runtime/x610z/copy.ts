// A cheap copy of an X610Z state for lookahead (core/lookahead.ts, GameRules.copyState): the state
// is plain data (types.ts), so a copy is the state without its event log (write-only history the
// rules never read back: core/loop.ts, core/events.ts) and
// with every part the engine changes in place copied one level deeper than it is changed.
// Parts this file doesn't know are deep-copied, so a field the engine adds later stays correct
// (only slower). test/ai/fork.test.ts checks the copy against a JSON round trip and that playing on
// the copy leaves the original untouched.
import type { CardState, GameState, PlayerState, ZoneName } from "./types.ts";
import { setOwn } from "../core/own.ts";

/** A deep copy of plain data (arrays and plain objects; a `__proto__` key stays an own property),
 *  many times cheaper than structuredClone on the small parts copied here; anything else (a Map,
 *  a class instance) goes through structuredClone. */
function deep<T>(x: T): T {
  if (x === null || typeof x !== "object") return x;
  if (Array.isArray(x)) {
    // Built by push, as the engine builds its arrays: a list made with `new Array(n)` is of another
    // kind (holey) to the JIT, and code reading the game's lists and the copy's would see two.
    const out: unknown[] = [];
    for (let i = 0; i < x.length; i++) out.push(deep(x[i] as unknown));
    return out as T;
  }
  const proto = Object.getPrototypeOf(x) as unknown;
  if (proto !== Object.prototype && proto !== null) return structuredClone(x);
  const out: Record<string, unknown> = {};
  const o = x as Record<string, unknown>;
  for (const k in o) {
    if (k === "__proto__") Object.defineProperty(out, k, { value: deep(o[k]), writable: true, enumerable: true, configurable: true });
    else out[k] = deep(o[k]);
  }
  return out as T;
}

/** A card's counters are replaced, never changed in place (events.ts freezes them), so the copy
 *  shares them; its attached list is changed in place. */
function copyCard(c: CardState): CardState {
  return { ...c, attached: c.attached.slice() };
}

function copyPlayer(p: PlayerState): PlayerState {
  const zones = {} as Record<ZoneName, string[]>;
  for (const z in p.zones) zones[z as ZoneName] = p.zones[z as ZoneName].slice();
  return { ...p, pool: { ...p.pool }, zones };
}

/** The fields copied by hand; any other field of the state is deep-copied. */
const HANDLED = new Set<string>(["cards", "players", "rng", "stack", "turn", "agenda", "waiting", "mods", "turnInfo", "index", "extraTurns", "skips", "pending", "result", "log"]);

/** A copy of the state without the event log. */
export function copyState(s: GameState): GameState {
  const cards: Record<string, CardState> = {};
  // Object.keys: enumerating a table this size with for-in costs more than copying its cards.
  for (const id of Object.keys(s.cards)) setOwn(cards, id, copyCard(s.cards[id]!));
  return copyStateAround(s, cards);
}

/** A copy of the state without the event log that holds the very card table and cards of `s`
 *  (ai/undo-fork.ts puts the cards back when the copy is done with). */
export function copyStateSharingCards(s: GameState): GameState {
  return copyStateAround(s, s.cards);
}

/** Everything but the cards copied, around the card table `cards`. */
function copyStateAround(s: GameState, cards: Record<string, CardState>): GameState {
  const listeners: Record<string, string[]> = {};
  for (const k in s.index.listeners) listeners[k] = s.index.listeners[k]!.slice();
  const out: GameState = {
    ...s,
    cards,
    players: s.players.map(copyPlayer),
    rng: s.rng.slice(),
    // Stack entries, decisions and the result are replaced, never changed in place, but they are
    // small; tasks (agenda) and modifiers are changed in place.
    stack: s.stack.length ? deep(s.stack) : [],
    turn: { ...s.turn },
    agenda: s.agenda.length ? deep(s.agenda) : [],
    waiting: s.waiting.length ? deep(s.waiting) : [],
    mods: s.mods.length ? deep(s.mods) : [],
    // Replaced by every change (turns.ts updateTurnInfo builds a new one), never changed in place.
    turnInfo: s.turnInfo,
    index: { listeners, statics: s.index.statics.slice(), summons: s.index.summons.slice() },
    extraTurns: s.extraTurns.slice(),
    skips: s.skips.map((k) => ({ ...k })),
    pending: deep(s.pending),
    result: deep(s.result),
    log: [],
  };
  const rec = out as unknown as Record<string, unknown>;
  for (const k of Object.keys(s)) if (!HANDLED.has(k)) rec[k] = deep(rec[k]);
  return out;
}
