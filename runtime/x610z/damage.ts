// Damage (210): prevention, damage indicators, and lethal damage destroying a summon (210.5).
import { effectiveDefense, effectiveStats, preventsAll } from "./continuous.ts";
import { defOf, filterReads, isSummonDef, type Engine, cardIn } from "./cards.ts";
import { emit } from "./events.ts";
import { destroy, simultaneously } from "./zones.ts";
import type { CardId } from "./types.ts";

/** 210: deals damage from `source` (which must be in play, or be the card whose cast is resolving,
 *  210.4) after prevention; 210.5 lethal damage destroys. Returns the damage dealt. */
export function dealDamage(E: Engine, target: CardId, amount: number, source: CardId | null, fromAttack = false): number {
  const s = E.state;
  const c = s.cards[target];
  if (!c || c.zone !== "play" || !isSummonDef(defOf(E, c)) || amount <= 0) return 0;
  if (source !== null) {
    const src = s.cards[source];
    if (!src || (src.zone !== "play" && src.zone !== "cast")) return 0;
  }
  let left = amount;
  let prevented = 0;
  if (preventsAll(E, target)) {
    prevented = left;
    left = 0;
  }
  for (const m of s.mods) {
    if (left === 0) break;
    if (m.op !== "prevent" || m.target !== target) continue;
    if (m.remaining === "all") {
      prevented += left;
      left = 0;
    } else if ((m.remaining ?? 0) > 0) {
      const n = Math.min(left, m.remaining!);
      left -= n;
      prevented += n;
      emit(E, { type: "modChanged", id: m.id, remaining: m.remaining! - n });
    }
  }
  if (left === 0) return 0;
  emit(E, { type: "isDealtDamage", card: target, amount: left, source, prevented, ...(fromAttack ? { fromAttack: true } : {}) });
  if (c.zone === "play" && c.damage >= effectiveStats(E, target).defense) destroy(E, target, source);
  return left;
}

/** 210.5 as a standing rule: any summon whose damage reaches its (possibly lowered) Defense. */
export function checkLethal(E: Engine): void {
  const s = E.state;
  if (s.result) return;
  // Nothing that damage, Defense or a condition reads has happened since the last check found no
  // lethal damage: it would find none again.
  // A permanent activated or reactivated (permanentState) changes a Defense only through a filter
  // that reads a permanent's state (206.1d) in a continuous effect or its condition: when the last
  // check asked none, it is neutral too.
  const since = lethalClean.get(s);
  if (since !== undefined && since <= s.log.length) {
    const stateNeutral = lethalReadState.get(s) === false;
    let changed = false;
    for (let i = since; i < s.log.length; i++) {
      const type = s.log[i]!.type;
      if (!NEUTRAL.has(type) && !(stateNeutral && type === "permanentState")) changed = true;
    }
    if (!changed) {
      lethalClean.set(s, s.log.length);
      return;
    }
  }
  const reads = filterReads.state;
  // Most checks find none: the summons are scanned first, and only a find destroys (the same
  // loop as before, which asks again after each destruction).
  let any = false;
  for (const id of s.index.summons) {
    const c = cardIn(s, id);
    if (c.zone === "play" && c.damage >= effectiveDefense(E, id)) {
      any = true;
      break;
    }
  }
  if (!any) {
    lethalClean.set(s, s.log.length);
    lethalReadState.set(s, filterReads.state !== reads);
    return;
  }
  // 106.1a: the summons with lethal damage are destroyed together; Life Bases among them lose together.
  simultaneously(E, () => {
    for (const id of [...s.index.summons]) {
      const c = cardIn(s, id);
      if (c.zone === "play" && c.damage >= effectiveStats(E, id).defense) destroy(E, id);
    }
  });
  if (s.result) return;
  lethalClean.set(s, s.log.length);
  lethalReadState.set(s, true); // after destructions: not worth knowing what the check read
}

/** Per state: the log's length when checkLethal last ran (by then no summon had lethal damage). */
const lethalClean = new WeakMap<object, number>();
/** Per state: whether that check asked a filter's `state` (cards.ts filterReads). */
const lethalReadState = new WeakMap<object, boolean>();

/** Events that change nothing lethal damage depends on (cards, damage, modifiers, counters,
 *  players in the game, hands): priority, the stack, decisions, pools, turn bookkeeping, and the
 *  events that only announce. A condition (effects/conditions.ts) that reads any of these must take
 *  its event out of this list. */
const NEUTRAL = new Set([
  "passed",
  "priority",
  "stackPushed",
  "decision",
  "answered",
  "triggered",
  "pool",
  "turnInfo",
  "attacks",
  "moves",
  "isCast",
  "castEffectCard",
  "phaseBegins",
  "phaseEnds",
  "phase",
]);
