// How effects follow one another (207.2, 207.3, LANGUAGE.md 3 "Links between sentences"), and
// countering an action on the stack (glossary "Counter").
import type { Condition, Cost, Effect, ObjectRef, PlayerRef } from "../abilities.ts";
import { conditionHolds } from "../continuous.ts";
import { players, pushEffects } from "../effects.ts";
import { normalize } from "../energy.ts";
import { counterEntry } from "../stack.ts";
import { cost, effects, obj, player, ref, type EffectTable } from "./define.ts";

export type FlowEffect =
  | { op: "counter"; what: ObjectRef } // glossary: counter an action
  | { op: "if"; cond: Condition; then: Effect[] }
  | { op: "whenDone"; first: Effect[]; then: Effect[] } // 207.3 "When successfully done, ..."
  | { op: "unless"; payer: PlayerRef; cost: Cost; effects: Effect[] } // 207.2 "... unless its controller pays C3."
  | { op: "may"; who: PlayerRef; effects: Effect[]; otherwise: Effect[] }; // "You may EFFECT. [If you don't, EFFECT.]"

export const counter = (what: ObjectRef): Effect => ({ op: "counter", what });
/** "If CONDITION, EFFECT." (`if` is a reserved word, hence the name). */
export const ifThen = (cond: Condition, then: Effect[]): Effect => ({ op: "if", cond, then });
export const whenDone = (first: Effect[], then: Effect[]): Effect => ({ op: "whenDone", first, then });
export const unless = (payer: PlayerRef, cost: Cost, effects: Effect[]): Effect => ({ op: "unless", payer, cost, effects });
/** "You may EFFECT." / "Target opponent may EFFECT. If they don't, EFFECT." */
export const may = (who: PlayerRef, effects: Effect[], otherwise: Effect[] = []): Effect => ({ op: "may", who, effects, otherwise });

export const FLOW_EFFECTS = {
  counter: {
    words: "Counter target action.",
    rule: "glossary",
    fields: { what: obj },
    ctor: { fn: "counter", args: ["what"], make: counter },
    continuous: false,
    run(E, e, ctx) {
      if (e.what.ref !== "target") return false;
      const t = ctx.targets[e.what.index];
      if (!t || !("entry" in t)) return false;
      return counterEntry(E, t.entry);
    },
  },
  if: {
    words: "If CONDITION, EFFECT.",
    rule: "",
    fields: { cond: ref("Condition"), then: effects },
    ctor: { fn: "ifThen", args: ["cond", "then"], make: ifThen },
    // A continuous ability's `If` counts while its condition holds (continuous.ts inForce).
    continuous: true,
    run(E, e, ctx) {
      if (!conditionHolds(E, e.cond, ctx)) return false;
      pushEffects(E, e.then, ctx);
      return "pushed";
    },
  },
  whenDone: {
    words: "When successfully done, EFFECT.",
    rule: "207.3",
    fields: { first: effects, then: effects },
    ctor: { fn: "whenDone", args: ["first", "then"], make: whenDone },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      s.agenda.push({ t: "whenDone", first: e.first, then: e.then, ctx, step: 0 });
      return "pushed";
    },
  },
  unless: {
    words: "EFFECT unless its controller pays COST.",
    rule: "207.2",
    fields: { payer: player, cost, effects },
    ctor: { fn: "unless", args: ["payer", "cost", "effects"], make: unless },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      s.agenda.push({ t: "unless", payer: players(E, e.payer, ctx), cost: normalize(e.cost), effects: e.effects, ctx, step: 0, paid: false, answer: null });
      return "pushed";
    },
  },
  may: {
    words: "You may EFFECT. [If you don't, EFFECT.]",
    // 207.6: an optional action is the player's choice (as an activated effect is its
    // controller's); 207.3: done successfully only when he chose it and it was done, which is
    // what "If you do," (When successfully done) after it waits for. "If you don't," is the
    // other branch: it happens when the optional action was not done.
    rule: "207.6",
    fields: { who: player, effects, otherwise: effects },
    ctor: { fn: "may", args: ["who", "effects", "otherwise"], make: may },
    continuous: false,
    run(E, e, ctx) {
      // One player decides: the first the reference names (106.1 none out of the game).
      const who = players(E, e.who, ctx)[0] ?? null;
      E.state.agenda.push({ t: "may", player: who, effects: e.effects, otherwise: e.otherwise, ctx, step: 0, ok: false, answer: null });
      return "pushed";
    },
  },
} satisfies EffectTable<FlowEffect>;
