// A cheap copy of a Z/X state for lookahead (GameRules.copyState, core/lookahead.ts): the state
// without its event log, every part the engine changes in place copied one level deeper than it is
// changed; fields this file doesn't know are deep-copied, so a field added later stays correct.
import type { ZoneName, ZxCardState, ZxPlayerState, ZxState } from "./types.ts";

const deep = <T>(x: T): T => (x === null || typeof x !== "object" ? x : structuredClone(x));

function copyPlayer(p: ZxPlayerState): ZxPlayerState {
  const zones = {} as Record<ZoneName, string[]>;
  for (const z in p.zones) zones[z as ZoneName] = p.zones[z as ZoneName].slice();
  return { ...p, zones };
}

const HANDLED = new Set<string>(["cards", "players", "rng", "turn", "agenda", "mods", "battle", "abilities", "specials", "pending", "result", "log"]);

export function copyState(s: ZxState): ZxState {
  const cards: Record<string, ZxCardState> = {};
  for (const id in s.cards) cards[id] = { ...s.cards[id]! };
  const specials: ZxState["specials"] = {};
  for (const k in s.specials) specials[k] = { ...s.specials[k]! };
  const out: ZxState = {
    ...s,
    cards,
    players: s.players.map(copyPlayer),
    rng: s.rng.slice(),
    turn: { ...s.turn },
    agenda: s.agenda.length ? deep(s.agenda) : [],
    mods: s.mods.map((m) => ({ ...m })),
    battle: deep(s.battle),
    abilities: s.abilities.map((a) => ({ ...a })),
    specials,
    pending: deep(s.pending),
    result: deep(s.result),
    log: [],
  };
  const rec = out as unknown as Record<string, unknown>;
  for (const k of Object.keys(s)) if (!HANDLED.has(k)) rec[k] = deep(rec[k]);
  return out;
}
