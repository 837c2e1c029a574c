// Modifiers with durations: the game says what a modifier does and when a duration ends; the core
// adds them (ids and timestamps from the one counter) and ends them.
import { emit } from "./events.ts";
import { nextFreeId } from "./players.ts";
import type { CoreEngine } from "./rules.ts";
import type { CoreModifier, PlayerId } from "./state.ts";

export function addModifier<M extends CoreModifier>(E: CoreEngine, m: Omit<M, "id" | "ts">): void {
  const id = nextFreeId(E);
  emit(E, { type: "modAdded", mod: { id, ts: id, ...m } });
}

/** Ends the modifiers of a duration (of one player's, when `player` is given: "until your next
 *  ..."), oldest first; the game hears of each after it is gone (GameRules.modifierEnded). */
export function expireModifiers(E: CoreEngine, duration: string, player?: PlayerId): void {
  for (const m of [...E.state.mods]) {
    if (m.duration !== duration) continue;
    if (player !== undefined && m.you !== player) continue;
    emit(E, { type: "modRemoved", id: m.id });
    E.rules.modifierEnded?.(E, m);
  }
}
