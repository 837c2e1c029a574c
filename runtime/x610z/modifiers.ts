// X610Z's modifiers (202.6 third layer, 107.1b, 208, 214, prevention, 204) on the core's
// (core/modifiers.ts): modifications with a duration (402.10e).
import { addModifier, expireModifiers } from "../core/modifiers.ts";
import type { Duration } from "./abilities.ts";
import type { Engine } from "./cards.ts";
import { changeControl } from "./permanents.ts";
import type { Modifier, PlayerId } from "./types.ts";

export function addMod(E: Engine, m: Omit<Modifier, "id" | "ts">): void {
  addModifier<Modifier>(E, m);
}

/** Durations that end now: at the end of a turn, or at the start of `player`'s Reactivation Phase
 *  (then only his "until your next Reactivation Phase" ones). */
export function expireMods(E: Engine, which: Duration, player?: PlayerId): void {
  expireModifiers(E, which, which === "untilYourNextReactivation" ? player : undefined);
}

/** GameRules.modifierEnded: a control change that ends gives the permanent back (214). */
export function modifierEnded(E: Engine, m: Modifier): void {
  if (m.op !== "control") return;
  const c = E.state.cards[m.target!];
  if (c && c.zone === "play" && m.previous && c.controller !== m.previous) changeControl(E, c.id, m.previous);
}
