// Damage (210): prevention, damage indicators, and lethal damage destroying a summon (210.5).
import { continuousReads, effectiveDefense, effectiveStats, preventsAll } from "./continuous.ts";
import { defOf, filterReads, isSummonDef, type Engine, cardIn } from "./cards.ts";
import { emit } from "./events.ts";
import { destroy, simultaneously } from "./zones.ts";
import type { CardId, GameEvent, GameState } from "./types.ts";
import { eventCount } from "../core/events.ts";
import { RecentStates } from "./recent-states.ts";

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
  // When the last check read no condition, `all` filter or count (continuous.ts continuousReads),
  // it read only the summons in play, their damage, the continuous abilities of those and of what
  // is fixed on them and the statics, and the modifiers: events that change none of these (a card
  // moving between zones other than play, the stack, a pawn, a permanent's state, an
  // announcement) are neutral too.
  // Counted in events since the game began (core/events.ts eventCount), so a log kept as a ring
  // (logLimit) is read where the events are; events already let go need the full check.
  const dropped = s.logDropped ?? 0;
  const count = eventCount(s);
  const mark = marks.get(s);
  if (mark !== undefined && mark.since >= dropped && mark.since <= count) {
    const stateNeutral = mark.readsState === false;
    let changed = false;
    for (let i = mark.since - dropped; i < s.log.length; i++) {
      const ev = s.log[i]! as GameEvent;
      const type = ev.type;
      if (NEUTRAL.has(type) || (stateNeutral && type === "permanentState")) continue;
      if (mark.plain && neutralToPlain(E, ev)) continue;
      changed = true;
      break;
    }
    if (!changed) {
      mark.since = count;
      return;
    }
  }
  const reads = filterReads.state;
  const readsBefore = continuousReads.n;
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
    setMark(s, count, filterReads.state !== reads, continuousReads.n === readsBefore);
    return;
  }
  destroyLethal(E);
  if (s.result) return;
  setMark(s, eventCount(s), true, false); // after destructions: not worth knowing what the check read
}

/** 106.1a: the summons with lethal damage are destroyed together; Life Bases among them lose
 *  together. (Its own function: the closure would make checkLethal allocate at every call.) */
function destroyLethal(E: Engine): void {
  const s = E.state;
  simultaneously(E, () => {
    for (const id of [...s.index.summons]) {
      const c = cardIn(s, id);
      if (c.zone === "play" && c.damage >= effectiveStats(E, id).defense) destroy(E, id);
    }
  });
}

/** A copy of `from` (its log left behind: `to.log` empty) is as clean as `from` was: when the last
 *  check on `from` found no lethal damage and no event came since, none is found on the copy before
 *  its first event either (the copy holds the same cards, damage, modifiers and players). */
export function inheritLethalCheck(from: GameState, to: GameState): void {
  const mark = marks.get(from);
  if (to.log.length !== 0 || mark === undefined || mark.since !== eventCount(from)) return;
  setMark(to, eventCount(to), mark.readsState, mark.plain);
}

/** Where checkLethal last found no lethal damage on a state. */
interface LethalMark {
  /** The events counted (eventCount) then. */
  since: number;
  /** Whether that check asked a filter's `state` (cards.ts filterReads); undefined: not known. */
  readsState: boolean | undefined;
  /** Whether that check read no condition, `all` filter or count (continuous.ts continuousReads). */
  plain: boolean;
}

/** The marks of the states checked last, the latest first: a game checks the same state after
 *  every action, a lookahead its own copy and the copy's parent. A state not among them is
 *  checked in full (a mark only spares that work), and no mark keeps a state alive for long. */
const marks = new RecentStates<LethalMark>(8);

function setMark(s: object, since: number, readsState: boolean | undefined, plain: boolean): void {
  const m = marks.get(s);
  if (m !== undefined) {
    m.since = since;
    m.readsState = readsState;
    m.plain = plain;
  } else marks.put(s, { since, readsState, plain }); // the oldest goes
}

/** Events that change nothing a plain check read (the summons in play, their damage, the
 *  continuous abilities of those, of what is fixed on them and of the statics, the modifiers) or
 *  can't make damage lethal: a card moving between zones other than play (a draw, a cast put on
 *  the stack, a discard) or into play without being a summon or holding a continuous ability, an
 *  entry leaving the stack, a pawn moving, a permanent's state, a coming, a leaving or a
 *  destruction announced (the move out of play is its own event), damage healed, a phase
 *  beginning. */
function neutralToPlain(E: Engine, ev: GameEvent): boolean {
  switch (ev.type) {
    case "cardMoved":
      if (ev.from.zone !== "play" && ev.to.zone !== "play") return true;
      // Into play, a card that is no summon and has no continuous ability (a crystal): no summon
      // and nothing applying to one came.
      return ev.from.zone !== "play" && !isSummonDef(defOf(E, ev.card)) && !defOf(E, ev.card).abilities.some((a) => a.kind === "continuous");
    case "stackRemoved":
    case "pawnMoved":
    case "permanentState":
    case "phase": // a new active player: read only by an `all` reference ("of the active player") or a condition
    case "isDestroyed":
    case "comesIntoPlay":
    case "leavesPlay":
    case "healed": // damage only goes down, and a plain check's Defense doesn't read damage
      return true;
    default:
      return false;
  }
}

/** Events that change nothing lethal damage depends on (cards, damage, modifiers, counters,
 *  players in the game, hands, the active player): priority, the stack, decisions, pools, turn
 *  bookkeeping, and the events that only announce. A condition (effects/conditions.ts) that reads
 *  any of these must take its event out of this list. */
const NEUTRAL = new Set(["passed", "priority", "stackPushed", "decision", "answered", "triggered", "pool", "turnInfo", "attacks", "moves", "isCast", "castEffectCard", "phaseBegins", "phaseEnds"]);
