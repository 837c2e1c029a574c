// Damage, healing and prevention (209.3, 210).
import type { Amount, Duration, Effect, ObjectRef } from "../abilities.ts";
import { dealDamage } from "../damage.ts";
import { amount, durationOf, inPlayOnly, objects } from "../effects.ts";
import { emit } from "../events.ts";
import { addMod } from "../modifiers.ts";
import { amount as amountType, count, duration, enm, obj, oneOf, type EffectTable } from "./define.ts";
import { cardIn } from "../cards.ts";

export type DamageEffect =
  | { op: "damage"; amount: Amount; to: ObjectRef } // 210
  | { op: "heal"; amount: Amount; from: ObjectRef }
  | { op: "prevent"; what: ObjectRef; amount: number | "all"; duration: Duration };

export const damage = (amount: Amount, to: ObjectRef): Effect => ({ op: "damage", amount, to });
export const heal = (amount: Amount, from: ObjectRef): Effect => ({ op: "heal", amount, from });
export const prevent = (what: ObjectRef, amount: number | "all", duration: Duration): Effect => ({
  op: "prevent",
  what,
  amount,
  duration,
});

export const DAMAGE_EFFECTS = {
  damage: {
    words: "Deal N damage to X.",
    rule: "210",
    fields: { amount: amountType, to: obj },
    ctor: { fn: "damage", args: ["amount", "to"], make: damage },
    continuous: false,
    run(E, e, ctx) {
      let any = false;
      for (const id of inPlayOnly(E, objects(E, e.to, ctx))) if (dealDamage(E, id, amount(E, e.amount, ctx), ctx.source) > 0) any = true;
      return any;
    },
  },
  heal: {
    words: "Heal N damage from X.",
    rule: "glossary",
    fields: { amount: amountType, from: obj },
    ctor: { fn: "heal", args: ["amount", "from"], make: heal },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      let any = false;
      // "Heal all damage from X": each of X its own damage (209.3).
      const own = typeof e.amount === "object" && e.amount.count === "damage" && JSON.stringify(e.amount.of) === JSON.stringify(e.from) ? e.amount.times : null;
      for (const id of inPlayOnly(E, objects(E, e.from, ctx))) {
        const n = Math.min(cardIn(s, id).damage, own !== null ? own * cardIn(s, id).damage : amount(E, e.amount, ctx));
        if (n > 0) {
          emit(E, { type: "healed", card: id, amount: n });
          any = true; // 207.3 healing no damage is not "successfully done"
        }
      }
      return any;
    },
  },
  prevent: {
    words: "Prevent the next N damage that would be dealt to X this turn. / Prevent all damage that would be dealt to X.",
    rule: "",
    fields: { what: obj, amount: oneOf(count, enm("all")), duration },
    ctor: { fn: "prevent", args: ["what", "amount", "duration"], make: prevent },
    continuous: true,
    continuousProblem: (e) => (e.amount === "all" ? null : `a continuous prevention must be "all" damage, not the next ${e.amount}`),
    run(E, e, ctx) {
      const ids = inPlayOnly(E, objects(E, e.what, ctx));
      for (const id of ids) {
        addMod(E, {
          op: e.op,
          target: id,
          source: ctx.source,
          you: ctx.you,
          duration: durationOf(e.duration, ctx),
          remaining: e.amount,
        });
      }
      return ids.length > 0;
    },
  },
} satisfies EffectTable<DamageEffect>;
