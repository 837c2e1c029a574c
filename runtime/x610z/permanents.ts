// Permanents in play: activated and reactivated (206.1), counters (209.2), control (214, 402.8-9).
import { defOf, isSummonDef, type Engine, cardIn } from "./cards.ts";
import { emit } from "./events.ts";
import { leavePlay } from "./zones.ts";
import type { CardId, PlayerId } from "./types.ts";

export function setState(E: Engine, id: CardId, state: "activated" | "reactivated", deactivated = false): void {
  emit(E, { type: "permanentState", card: id, state, deactivated });
}

export function setCounter(E: Engine, id: CardId, counter: "activation" | "time", n: number): void {
  emit(E, { type: "counters", card: id, counter, n });
}

/** 214.3: control changes with state and counters kept; Effects fixed on it go along; 402.9 the
 *  pawn is the new controller's; 402.8 if he already controls a summon of that class, the one
 *  that came under his control last is discarded; 214.4 a fixed Effect on its own is fixed anew. */
export function changeControl(E: Engine, id: CardId, to: PlayerId): void {
  const c = cardIn(E.state, id);
  if (c.zone !== "play" || c.controller === to) return;
  emit(E, { type: "controlChanged", card: id, from: c.controller, to });
  // 214.4: an Effect fixed on a permanent, taken on its own, gets a target its new controller chooses.
  if (c.fixedOn !== null) E.state.agenda.push({ t: "refix", card: id, answer: null });
  for (const a of [...c.attached]) {
    const ac = cardIn(E.state, a);
    if (ac.controller !== to) emit(E, { type: "controlChanged", card: a, from: ac.controller, to });
  }
  enforceClassLimit(E, id);
}

/** 402.8 after a summon came under a player's control. */
export function enforceClassLimit(E: Engine, id: CardId): void {
  const s = E.state;
  const c = cardIn(s, id);
  if (c.zone !== "play") return;
  const cls = defOf(E, c).class;
  if (!cls || !isSummonDef(defOf(E, c))) return;
  const same = s.index.summons.filter((o) => cardIn(s, o).controller === c.controller && defOf(E, o).class === cls);
  if (same.length < 2) return;
  same.sort((a, b) => cardIn(s, a).controlSince - cardIn(s, b).controlSince);
  leavePlay(E, same[same.length - 1]!, "discard");
}
