// Trigger conditions (207.4, LANGUAGE.md 3): what a triggered effect or ability waits for, the
// event type it is indexed under (events.ts), and whether an event of that type triggers it
// (triggers.ts collectTriggers).
import type { Filter, PhaseName } from "../abilities.ts";
import { matchesFilter, subjectOf, youOf, cardIn } from "../cards.ts";
import { effectiveStats } from "../continuous.ts";
import { enm, phase, ref, type TriggerDefinition, type TriggerTable } from "./define.ts";

/** The events whose trigger names a subject: `When|Whenever X attacks|moves|...`. */
export type SubjectEvent = "attacks" | "moves" | "destroysSummon" | "isDealtDamage" | "isDestroyed" | "isCast" | "comesIntoPlay" | "leavesPlay";

/** self: this Summon/card; fixed: what this Effect is fixed on ("that Dragon"); any: matching filter */
export type TriggerSubject = { ref: "self" } | { ref: "fixed" } | { ref: "any"; filter: Filter };

export type Trigger =
  | { on: SubjectEvent; subject: TriggerSubject }
  | { on: "castEffectCard"; who: "you" } // "Whenever you cast an Effect Card"
  | { on: "phaseBegins"; phase: PhaseName; whose: "you" | "each" } // "At the beginning of your Draw Phase"
  | { on: "phaseEnds"; phase: PhaseName; whose: "you" | "each" } // "At the end of each turn" = end of End Phase
  | { on: "during"; phase: PhaseName; whose: "you" | "targetPlayer" }; // "During your End Phase", "In target player's Reactivation Phase"

export const on = (event: SubjectEvent, subject: TriggerSubject): Trigger => ({ on: event, subject });
export const castEffectCard = (who: "you"): Trigger => ({ on: "castEffectCard", who });
export const phaseBegins = (phase: PhaseName, whose: "you" | "each"): Trigger => ({ on: "phaseBegins", phase, whose });
export const phaseEnds = (phase: PhaseName, whose: "you" | "each"): Trigger => ({ on: "phaseEnds", phase, whose });
export const during = (phase: PhaseName, whose: "you" | "targetPlayer"): Trigger => ({ on: "during", phase, whose });

/** `When|Whenever X EVENT`: the event's own type, about the subject (a card). */
const subjectTrigger = <K extends SubjectEvent>(event: K, words: string, rule: string): TriggerDefinition<{ on: K; subject: TriggerSubject }> => ({
  words,
  rule,
  fields: { subject: ref("TriggerSubject") },
  ctor: { fn: "on", args: ["on", "subject"], make: on },
  event,
  matches(E, source, t, ev) {
    const s = E.state;
    const you = youOf(E, source);
    if (ev.type !== t.on) return false;
    const subject = subjectOf(ev);
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
      return matchesFilter(E, subject, anyController, you, { source, stats: (x) => effectiveStats(E, x) });
    }
    return matchesFilter(E, subject, t.subject.filter, you, { source, stats: (x) => effectiveStats(E, x) });
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
  castEffectCard: {
    words: "Whenever you cast an Effect Card",
    rule: "503.1",
    fields: { who: enm("you") },
    ctor: { fn: "castEffectCard", args: ["who"], make: castEffectCard },
    event: "castEffectCard",
    matches: (E, source, _t, ev) => ev.type === "castEffectCard" && ev.player === youOf(E, source),
  },
  phaseBegins: {
    words: "At the beginning of your|each PHASE",
    rule: "700.1",
    fields: { phase, whose: enm("you", "each") },
    ctor: { fn: "phaseBegins", args: ["phase", "whose"], make: phaseBegins },
    event: "phaseBegins",
    matches(E, source, t, ev) {
      if (ev.type !== "phaseBegins" || ev.phase !== t.phase) return false;
      return t.whose === "each" || ev.player === youOf(E, source);
    },
  },
  phaseEnds: {
    words: "At the end of each turn",
    rule: "700.1",
    fields: { phase, whose: enm("you", "each") },
    ctor: { fn: "phaseEnds", args: ["phase", "whose"], make: phaseEnds },
    event: "phaseEnds",
    matches(E, source, t, ev) {
      if (ev.type !== "phaseEnds" || ev.phase !== t.phase) return false;
      return t.whose === "each" || ev.player === youOf(E, source);
    },
  },
  during: {
    words: "During your PHASE / In target player's PHASE",
    rule: "700.1",
    fields: { phase, whose: enm("you", "targetPlayer") },
    ctor: { fn: "during", args: ["phase", "whose"], make: during },
    // The phase's beginning: what the effect does happens during the phase.
    event: "phaseBegins",
    matches(E, source, t, ev) {
      const s = E.state;
      if (ev.type !== "phaseBegins" || ev.phase !== t.phase) return false;
      return t.whose === "you" ? ev.player === youOf(E, source) : ev.player === cardIn(s, source).chosenPlayer;
    },
  },
} satisfies TriggerTable<Trigger>;

/** The event types the engine publishes; triggers are indexed by these (DESIGN principle 7). */
export function triggerEventType(t: Trigger): string {
  return TRIGGERS[t.on].event;
}
