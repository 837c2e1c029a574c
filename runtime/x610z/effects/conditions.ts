// The conditions of `If CONDITION, EFFECT.` (LANGUAGE.md 3).
import type { Filter, ObjectRef, PlayerRef } from "../abilities.ts";
import { playerState } from "../../core/players.ts";
import { inPlayOnly, objects, players } from "../effects.ts";
import { dotKind } from "../movement.ts";
import { matchesFilter, cardIn } from "../cards.ts";
import { count, filter, obj, player, type ConditionTable } from "./define.ts";

export type Condition =
  | { cond: "youControl"; filter: Filter } // "if you control a Dragon"
  | { cond: "damageAtLeast"; what: ObjectRef; n: number } // "if X has N or more damage"
  | { cond: "onNoAttackDot"; what: ObjectRef } // "if X is on a No Attack Dot"
  | { cond: "handAtMost"; who: PlayerRef; n: number } // "if you have N or fewer cards in your hand"
  | { cond: "destroyed"; what: ObjectRef }; // "If it is destroyed," "If that Summon is destroyed this way,"

export const youControl = (filter: Filter): Condition => ({ cond: "youControl", filter });
export const damageAtLeast = (what: ObjectRef, n: number): Condition => ({ cond: "damageAtLeast", what, n });
export const onNoAttackDot = (what: ObjectRef): Condition => ({ cond: "onNoAttackDot", what });
export const destroyed = (what: ObjectRef): Condition => ({ cond: "destroyed", what });
export const handAtMost = (who: PlayerRef, n: number): Condition => ({ cond: "handAtMost", who, n });

export const CONDITIONS = {
  youControl: {
    words: "if you control a Dragon",
    rule: "214.2",
    fields: { filter },
    ctor: { fn: "youControl", args: ["filter"], make: youControl },
    holds(E, c, ctx) {
      const s = E.state;
      return s.players.some((p) => p.zones.play.some((id) => cardIn(s, id).controller === ctx.you && matchesFilter(E, id, { ...c.filter, controller: "you" }, ctx.you)));
    },
  },
  damageAtLeast: {
    words: "if X has N or more damage",
    rule: "209.3",
    fields: { what: obj, n: count },
    ctor: { fn: "damageAtLeast", args: ["what", "n"], make: damageAtLeast },
    holds(E, c, ctx) {
      const s = E.state;
      return inPlayOnly(E, objects(E, c.what, ctx)).some((id) => cardIn(s, id).damage >= c.n);
    },
  },
  onNoAttackDot: {
    words: "if X is on a No Attack Dot",
    rule: "603",
    fields: { what: obj },
    ctor: { fn: "onNoAttackDot", args: ["what"], make: onNoAttackDot },
    holds(E, c, ctx) {
      const s = E.state;
      return inPlayOnly(E, objects(E, c.what, ctx)).some((id) => {
        const at = cardIn(s, id).at;
        return at !== null && (dotKind(E, at) === "no-attack" || dotKind(E, at) === "starting");
      });
    },
  },
  handAtMost: {
    words: "if you have N or fewer cards in your hand",
    rule: "502",
    fields: { who: player, n: count },
    ctor: { fn: "handAtMost", args: ["who", "n"], make: handAtMost },
    holds: (E, c, ctx) => players(E, c.who, ctx).every((p) => playerState(E, p).zones.hand.length <= c.n),
  },
  destroyed: {
    words: "if X is destroyed (this way)",
    // 210.5, 205.3: a summon dealt lethal damage is destroyed, into its owner's discard pile. Asked
    // after the effects before it in the resolution: X was in play when they began (a target is
    // checked then, 200.4), so X in a discard pile now was destroyed by them.
    rule: "210.5",
    fields: { what: obj },
    ctor: { fn: "destroyed", args: ["what"], make: destroyed },
    holds(E, c, ctx) {
      const s = E.state;
      return objects(E, c.what, ctx).some((id) => cardIn(s, id).zone === "discard");
    },
  },
} satisfies ConditionTable<Condition>;
