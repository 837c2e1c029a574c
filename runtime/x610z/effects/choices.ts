// Objects an effect picks as it resolves (208.1, 208.4): "Destroy a Summon you control.", "Choose a
// Summon you control. It gets Attack +1 until end of turn.". Without the word "target" nothing is
// declared when the card is cast (208.1): the caster (208.3) picks one as the effect resolves, among
// the permanents in play the words describe then, and the effects under the choice act on it
// (ObjectRef "chosen"). Not targeting, it passes "can't be targeted" (208) and never fizzles: with
// nothing to pick it is not done successfully (207.3).
import type { Effect, Filter } from "../abilities.ts";
import { choosable } from "../effects.ts";
import { effects, filter, type EffectTable } from "./define.ts";

export type ChoiceEffect = { op: "choose"; filter: Filter; effects: Effect[] }; // 208.1, 208.4

export const choose = (filter: Filter, effects: Effect[]): Effect => ({ op: "choose", filter, effects });

export const CHOICE_EFFECTS = {
  choose: {
    words: "Choose a Summon you control. EFFECT on it. / EFFECT a Summon you control.",
    rule: "208.1",
    fields: { filter, effects },
    ctor: { fn: "choose", args: ["filter", "effects"], make: choose },
    continuous: false,
    run(E, e, ctx) {
      if (choosable(E, e.filter, ctx).length === 0) return false; // 207.3: nothing to do it to
      E.state.agenda.push({ t: "choose", filter: e.filter, effects: e.effects, ctx, step: 0, answer: null });
      return "pushed";
    },
  },
} satisfies EffectTable<ChoiceEffect>;
