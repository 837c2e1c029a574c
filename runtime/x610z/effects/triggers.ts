// Trigger conditions (207.4, LANGUAGE.md 3): what a triggered effect or ability waits for, the
// event type it is indexed under (events.ts), and whether an event of that type triggers it
// (triggers.ts collectTriggers).
import type { Filter, PhaseName } from "../abilities.ts";
import { defOf, isOpponent, matchesFilter, subjectOf, youOf, cardIn, type Engine } from "../cards.ts";
import type { CardId, GameEvent, PlayerId } from "../types.ts";
import { enm, phase, ref, str, type TriggerDefinition, type TriggerTable } from "./define.ts";

/** The events whose trigger names a subject: `When|Whenever X attacks|moves|...`. */
export type SubjectEvent = "attacks" | "moves" | "destroysSummon" | "isDealtDamage" | "isDestroyed" | "isCast" | "comesIntoPlay" | "leavesPlay" | "isAttacked" | "dealsDamage";

/** self: this Summon/card; fixed: what this Effect is fixed on ("that Dragon"); any: matching filter */
export type TriggerSubject = { ref: "self" } | { ref: "fixed" } | { ref: "any"; filter: Filter };

export type Trigger =
  | { on: SubjectEvent; subject: TriggerSubject }
  | { on: "castEffectCard"; who: "you" } // "Whenever you cast an Effect Card"
  | { on: "casts"; who: "you" | "opponent"; cardType: string } // "Whenever an opponent casts a Summon Card"
  | { on: "draws"; who: "you" | "opponent" } // "Whenever you draw a card", "Whenever an opponent draws a card"
  | { on: "phaseBegins"; phase: PhaseName; whose: "you" | "each" | "opponent" } // "At the beginning of your Draw Phase", "... of each opponent's End Phase"
  | { on: "phaseEnds"; phase: PhaseName; whose: "you" | "each" | "opponent" } // "At the end of each turn" = end of End Phase
  | { on: "during"; phase: PhaseName; whose: "you" | "targetPlayer" | "opponent" }; // "During your End Phase", "In target player's Reactivation Phase", "During each opponent's End Phase"

export const on = (event: SubjectEvent, subject: TriggerSubject): Trigger => ({ on: event, subject });
export const castEffectCard = (who: "you"): Trigger => ({ on: "castEffectCard", who });
export const casts = (who: "you" | "opponent", cardType: string): Trigger => ({ on: "casts", who, cardType });
export const draws = (who: "you" | "opponent"): Trigger => ({ on: "draws", who });
export const phaseBegins = (phase: PhaseName, whose: "you" | "each" | "opponent"): Trigger => ({ on: "phaseBegins", phase, whose });
export const phaseEnds = (phase: PhaseName, whose: "you" | "each" | "opponent"): Trigger => ({ on: "phaseEnds", phase, whose });
export const during = (phase: PhaseName, whose: "you" | "targetPlayer" | "opponent"): Trigger => ({ on: "during", phase, whose });

/** Whether a phase of `player` is `whose` phase, seen from the trigger's "you". */
function phaseOf(E: Engine, source: CardId, whose: "you" | "each" | "opponent", player: PlayerId): boolean {
  if (whose === "each") return true;
  const you = youOf(E, source);
  return whose === "you" ? player === you : isOpponent(E, you, player);
}

/**
 * `When|Whenever X EVENT`: about the subject (a card). The event type is the trigger's own, or
 * `listen` with `pick` saying which card of it is the subject (`is attacked`: the attack's target).
 */
const subjectTrigger = <K extends SubjectEvent>(
  event: K,
  words: string,
  rule: string,
  listen?: { type: GameEvent["type"]; pick: (ev: GameEvent) => CardId | null },
): TriggerDefinition<{ on: K; subject: TriggerSubject }> => ({
  words,
  rule,
  fields: { subject: ref("TriggerSubject") },
  ctor: { fn: "on", args: ["on", "subject"], make: on },
  event: listen?.type ?? (event as GameEvent["type"]),
  ...(listen && { subject: listen.pick }),
  matches(E, source, t, ev) {
    const s = E.state;
    const you = youOf(E, source);
    if (ev.type !== (listen?.type ?? t.on)) return false;
    const subject = listen ? listen.pick(ev) : subjectOf(ev);
    if (subject === null) return false;
    if (t.subject.ref === "self") return subject === source;
    if (t.subject.ref === "fixed") return subject === cardIn(s, source).fixedOn;
    // Leaving play: the subject is judged as it last was in play (its controller then).
    if (ev.type === "isDestroyed" || ev.type === "leavesPlay") {
      const f = t.subject.filter;
      if (f.controller === "you" && ev.controller !== you) return false;
      if (f.controller === "opponent" && ev.controller === you) return false;
      // The controller was checked on the event (the card may have left its controller's play).
      const { controller: _checked, ...anyController } = f;
      return matchesFilter(E, subject, anyController, you);
    }
    return matchesFilter(E, subject, t.subject.filter, you);
  },
});

export const TRIGGERS = {
  attacks: subjectTrigger("attacks", "When|Whenever X attacks", "202.3"),
  moves: subjectTrigger("moves", "When|Whenever X moves", "202.2"),
  destroysSummon: subjectTrigger("destroysSummon", "When|Whenever X destroys a Summon", "210.5"),
  isDealtDamage: subjectTrigger("isDealtDamage", "When|Whenever X is dealt damage", "210.2"),
  isDestroyed: subjectTrigger("isDestroyed", "When|Whenever X is destroyed", "210.7"),
  isCast: subjectTrigger("isCast", "When|Whenever X is cast", "503.1"),
  comesIntoPlay: subjectTrigger("comesIntoPlay", "When|Whenever X comes into play", "504.1"),
  leavesPlay: subjectTrigger("leavesPlay", "When|Whenever X leaves play", "205.3"),
  // 202.3: the Summon an attack is announced against (the event of `attacks`, its target).
  isAttacked: subjectTrigger("isAttacked", "When|Whenever X is attacked", "202.3", { type: "attacks", pick: (ev) => (ev.type === "attacks" ? ev.target : null) }),
  // 210.1: damage a Summon deals (what dealt the damage of an `is dealt damage` event, when any was dealt).
  dealsDamage: subjectTrigger("dealsDamage", "When|Whenever X deals damage to a Summon", "210.1", {
    type: "isDealtDamage",
    pick: (ev) => (ev.type === "isDealtDamage" && ev.amount > 0 ? ev.source : null),
  }),
  castEffectCard: {
    words: "Whenever you cast an Effect Card",
    rule: "503.1",
    fields: { who: enm("you") },
    ctor: { fn: "castEffectCard", args: ["who"], make: castEffectCard },
    event: "castEffectCard",
    matches: (E, source, _t, ev) => ev.type === "castEffectCard" && ev.player === youOf(E, source),
  },
  casts: {
    words: "Whenever you|an opponent cast(s) a CARD TYPE",
    rule: "503.1",
    fields: { who: enm("you", "opponent"), cardType: str },
    ctor: { fn: "casts", args: ["who", "cardType"], make: casts },
    event: "isCast",
    matches(E, source, t, ev) {
      if (ev.type !== "isCast" || defOf(E, ev.card).type !== t.cardType) return false;
      const you = youOf(E, source);
      return t.who === "you" ? ev.player === you : isOpponent(E, you, ev.player);
    },
  },
  draws: {
    words: "Whenever you|an opponent draw(s) a card",
    // 212.1: each card drawn (from the top of the deck, the Draw Phase's too, 702.1) is one event.
    rule: "212.1",
    fields: { who: enm("you", "opponent") },
    ctor: { fn: "draws", args: ["who"], make: draws },
    event: "draws",
    matches(E, source, t, ev) {
      if (ev.type !== "draws") return false;
      const you = youOf(E, source);
      return t.who === "you" ? ev.player === you : isOpponent(E, you, ev.player);
    },
  },
  phaseBegins: {
    words: "At the beginning of your|each|each opponent's PHASE",
    rule: "700.1",
    fields: { phase, whose: enm("you", "each", "opponent") },
    ctor: { fn: "phaseBegins", args: ["phase", "whose"], make: phaseBegins },
    event: "phaseBegins",
    matches(E, source, t, ev) {
      if (ev.type !== "phaseBegins" || ev.phase !== t.phase) return false;
      return phaseOf(E, source, t.whose, ev.player);
    },
  },
  phaseEnds: {
    words: "At the end of each turn",
    rule: "700.1",
    fields: { phase, whose: enm("you", "each", "opponent") },
    ctor: { fn: "phaseEnds", args: ["phase", "whose"], make: phaseEnds },
    event: "phaseEnds",
    matches(E, source, t, ev) {
      if (ev.type !== "phaseEnds" || ev.phase !== t.phase) return false;
      return phaseOf(E, source, t.whose, ev.player);
    },
  },
  during: {
    words: "During your PHASE / In target player's PHASE / During each opponent's PHASE",
    rule: "700.1",
    fields: { phase, whose: enm("you", "targetPlayer", "opponent") },
    ctor: { fn: "during", args: ["phase", "whose"], make: during },
    // The phase's beginning: what the effect does happens during the phase.
    event: "phaseBegins",
    matches(E, source, t, ev) {
      const s = E.state;
      if (ev.type !== "phaseBegins" || ev.phase !== t.phase) return false;
      if (t.whose === "targetPlayer") return ev.player === cardIn(s, source).chosenPlayer;
      return phaseOf(E, source, t.whose, ev.player);
    },
  },
} satisfies TriggerTable<Trigger>;

/** The event types the engine publishes; triggers are indexed by these (DESIGN principle 7). */
export function triggerEventType(t: Trigger): string {
  return TRIGGERS[t.on].event;
}
