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
    return copy as unknown as CoreState;
  }
  return rules.migrate(copy);
}
