// A cheap copy of an X610Z state for lookahead (core/lookahead.ts, GameRules.copyState): the state
// is plain data (types.ts), so a copy is the state without its event log (write-only history the
// rules never read back: core/loop.ts, core/events.ts) and
// with every part the engine changes in place copied one level deeper than it is changed.
// Parts this file doesn't know are deep-copied, so a field the engine adds later stays correct
// (only slower). test/ai/fork.test.ts checks the copy against a JSON round trip and that playing on
// the copy leaves the original untouched.
import type { CardState, GameState, PlayerState, ZoneName } from "./types.ts";
import { cardIn } from "./cards.ts";

const deep = <T>(x: T): T => (x === null || typeof x !== "object" ? x : structuredClone(x));

function copyCard(c: CardState): CardState {
  return { ...c, counters: { ...c.counters }, attached: c.attached.slice() };
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
  for (const id in s.cards) cards[id] = copyCard(cardIn(s, id));
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
    turnInfo: deep(s.turnInfo),
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
