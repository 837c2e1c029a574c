// Auto and Special abilities (ZX-607, ZX-609): an event is offered only to the card it is about
// (every Z/X trigger is "this card"), or, at the end of a turn, to the indexed cards with such a
// trigger; a match becomes pending, and pending abilities resolve at check points (checkpoint.ts).
import { roomForTrigger } from "../core/progress.ts";
import type { AutoAbility, SpecialAbility } from "./abilities.ts";
import { conditionHolds } from "./abilities.ts";
import { cardOf, controllerOf, defOf, type ZxEngine } from "./cards.ts";
import { pushEffects } from "./effects.ts";
import { emit } from "./events.ts";
import { abilityWorks, inValidZone, viewFor } from "./power.ts";
import type { CardId, GameEvent, PendingAbility, Task } from "./types.ts";

/** The events Auto abilities wait for (abilities.ts TRIGGERS). */
const TRIGGER_EVENTS = new Set(["appears", "attacks", "isAttacked", "isDestroyed", "turnEnds", "phase"]);

export const isTriggerEvent = (type: string): boolean => TRIGGER_EVENTS.has(type);

function pend(E: ZxEngine, card: CardId, ability: number, obj: number): void {
  // Bounded as the core bounds waiting triggers (core/progress.ts MAX_WAITING): past it an ability
  // doesn't become pending, so abilities feeding each other can't grow the state without bound.
  if (!roomForTrigger(E.state, E.state.abilities.length)) return;
  emit(E, { type: "abilityPending", pending: { card, ability, controller: controllerOf(E, card), obj }, add: true });
}

/** ZX-607.1-607.2: the Auto abilities an event triggers. */
export function collectTriggers(E: ZxEngine, ev: GameEvent): void {
  switch (ev.type) {
    case "appears":
    case "attacks":
    case "isAttacked": {
      const on = ev.type;
      const fromHand = on === "appears" && E.playingFromHand === ev.card;
      defOf(E, ev.card).abilities.forEach((a, i) => {
        if (a.kind === "auto" && (a.trigger.on === on || (fromHand && a.trigger.on === "playedFromHand")) && abilityWorks(E, ev.card, a)) pend(E, ev.card, i, cardOf(E, ev.card).obj);
      });
      return;
    }
    case "phase": {
      // ZX-501: a turn starts with its Reboot Phase.
      if (ev.phase !== "reboot") return;
      for (const id of E.idx.startOfTurn) {
        const mine = controllerOf(E, id) === ev.active;
        defOf(E, id).abilities.forEach((a, i) => {
          if (a.kind === "auto" && a.trigger.on === (mine ? "startOfTurn" : "startOfOpponentsTurn") && abilityWorks(E, id, a)) pend(E, id, i, cardOf(E, id).obj);
        });
      }
      return;
    }
    case "isDestroyed":
      // Judged just before it left the Square (zones.ts destroyCards); resolves from the Charge.
      for (const i of ev.abilities) pend(E, ev.card, i, ev.obj);
      return;
    case "turnEnds":
      // ZX-506.1 step 1: the turn player's cards.
      for (const id of E.idx.endOfTurn) {
        if (controllerOf(E, id) !== ev.player) continue;
        defOf(E, id).abilities.forEach((a, i) => {
          if (a.kind === "auto" && a.trigger.on === "endOfTurn" && abilityWorks(E, id, a)) pend(E, id, i, cardOf(E, id).obj);
        });
      }
      return;
    default:
      return;
  }
}

const specialKey = (card: CardId, i: number) => `${card}:${i}`;

/** ZX-609: each Special ability's condition now (false when its card is not in its <Valid> zone or
 *  its <Player> doesn't hold). */
function specialValues(E: ZxEngine): Array<{ card: CardId; ability: number; obj: number; held: boolean }> {
  const out: Array<{ card: CardId; ability: number; obj: number; held: boolean }> = [];
  for (const id of E.idx.specials) {
    const c = cardOf(E, id);
    defOf(E, id).abilities.forEach((a, i) => {
      if (a.kind !== "special") return;
      const held = abilityWorks(E, id, a) && conditionHolds(viewFor(E), a.condition, { you: controllerOf(E, id), source: id, targets: [] });
      out.push({ card: id, ability: i, obj: c.obj, held });
    });
  }
  return out;
}

/** ZX-609.1-609.2: the Special abilities that fire now: held now and not at the previous check
 *  point (a new object counts as not having held). Also whether the record must change. */
export function specialChanges(E: ZxEngine): { fire: Array<{ card: CardId; ability: number; obj: number }>; values: Record<string, { obj: number; held: boolean }> } {
  const fire: Array<{ card: CardId; ability: number; obj: number }> = [];
  const values: Record<string, { obj: number; held: boolean }> = {};
  for (const v of specialValues(E)) {
    const key = specialKey(v.card, v.ability);
    const was = E.state.specials[key];
    const heldBefore = !!was && was.held && was.obj === v.obj;
    if (v.held && !heldBefore) fire.push({ card: v.card, ability: v.ability, obj: v.obj });
    if (!was || was.held !== v.held || (v.held && was.obj !== v.obj)) values[key] = { obj: v.obj, held: v.held };
  }
  return { fire, values };
}

/** The record at the start of a game or a position (ZX-609.2): each condition as it is. */
export function initialSpecials(E: ZxEngine): Record<string, { obj: number; held: boolean }> {
  const out: Record<string, { obj: number; held: boolean }> = {};
  for (const v of specialValues(E)) out[specialKey(v.card, v.ability)] = { obj: v.obj, held: v.held };
  return out;
}

/** ZX-609.1: record this check point's values; those that came true become pending. */
export function checkSpecials(E: ZxEngine): void {
  const { fire, values } = specialChanges(E);
  if (Object.keys(values).length) emit(E, { type: "specials", values });
  for (const f of fire) pend(E, f.card, f.ability, f.obj);
}

/** ZX-607.3-607.5: a pending ability resolves, if its card is still the object it was (in its
 *  <Valid> zone, or for "is destroyed" in the Charge it went to); its targets are chosen as its
 *  sentences happen. */
export function stepResolveAbility(E: ZxEngine, task: Extract<Task, { t: "resolveAbility" }>): "done" {
  const p: PendingAbility = task.pending;
  const c = E.state.cards[p.card]!;
  const a = defOf(E, c).abilities[p.ability] as AutoAbility | SpecialAbility;
  const leaving = a.kind === "auto" && a.trigger.on === "isDestroyed";
  const there = c.obj === p.obj && (leaving ? c.zone === "charge" || inValidZone(c, a.valid) : inValidZone(c, a.valid));
  if (there) pushEffects(E, a.effects, { you: p.controller, source: p.card, targets: a.targets.map(() => null) }, a.targets);
  return "done";
}
