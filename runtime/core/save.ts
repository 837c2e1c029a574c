// Saves: a game's state is plain JSON, so a save is the state itself. Its `format` says how to
// read it; a save of an older format is brought up to date by its game's rules (`migrate`).
import type { GameRules } from "./rules.ts";
import type { CoreState } from "./state.ts";

/** The current format of states and saves, for every game: the state records which game. */
export const STATE_FORMAT = "orrery/2";

/** A saved state, checked and brought up to date for these rules; a copy (the input is untouched). */
export function loadState(rules: GameRules, saved: unknown): CoreState {
  if (!saved || typeof saved !== "object" || Array.isArray(saved)) throw new Error("a saved game is a JSON object (a game's state)");
  const copy = JSON.parse(JSON.stringify(saved)) as Record<string, unknown>;
  if (copy.format === STATE_FORMAT) {
    if (copy.game !== rules.game) throw new Error(`this save is a game of ${JSON.stringify(copy.game)}, not of ${rules.game}`);
    return checkCoreFields(copy);
  }
  return checkCoreFields(rules.migrate(copy) as unknown as Record<string, unknown>);
}

/** The core's part of a state must be there, of the right kinds, before anything reads it (a
 *  truncated or hand-made save is refused here, not by a crash later). The game's own fields are
 *  its rules' to check. */
function checkCoreFields(s: Record<string, unknown>): CoreState {
  const arrays = ["rng", "players", "stack", "agenda", "waiting", "mods", "places", "outOrder", "log"];
  for (const k of arrays) if (!Array.isArray(s[k])) throw new Error(`this save has no ${k} list: it is not a whole game state`);
  for (const k of ["seed", "nextId", "passes"]) if (!Number.isInteger(s[k])) throw new Error(`this save's ${k} is not a whole number`);
  const turn = s.turn as Record<string, unknown> | undefined;
  if (!turn || typeof turn.active !== "string" || typeof turn.phase !== "string") throw new Error("this save has no turn (active player and phase)");
  const index = s.index as { listeners?: unknown } | undefined;
  if (!index || typeof index.listeners !== "object" || index.listeners === null) throw new Error("this save has no trigger index");
  for (const p of s.players as unknown[]) {
    const pl = p as Record<string, unknown>;
    if (!pl || typeof pl.id !== "string" || typeof pl.out !== "boolean") throw new Error("this save has a player without an id");
  }
  return s as unknown as CoreState;
}
