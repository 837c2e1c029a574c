// Energy (200.1b, 203, 204): adding to a pool, extra production, raised and reduced costs.
import type { Cost, Duration, Effect, ObjectRef, PlayerRef } from "../abilities.ts";
import { durationOf, inPlayOnly, objects, players } from "../effects.ts";
import { autoPayment, canPay, format, normalize } from "../energy.ts";
import { playerState } from "../../core/players.ts";
import { addMod } from "../modifiers.ts";
import { addToPool, takeFromPool } from "../pool.ts";
import { cost, duration, enm, nul, obj, oneOf, player, str, type EffectTable } from "./define.ts";
import { cardIn } from "../cards.ts";

export type EnergyEffect =
  | { op: "extraProduce"; what: ObjectRef; energy: Cost; duration: Duration } // 200.1b, 401.4
  | { op: "addEnergy"; who: PlayerRef; energy: Cost } // 203
  | { op: "pay"; who: PlayerRef; cost: Cost } // 203.6, 204.1: "You may pay C1. If you do, ..."
  | {
      // 204, 200.6: "Costs of Effect Cards your opponents cast are raised by C1." (continuous)
      op: "costModifier";
      cardType: string | null; // a card-type id, or null for every card
      casters: "you" | "opponents" | "all";
      change: "raise" | "reduce";
      by: Cost;
      duration: Duration;
    };

export const extraProduce = (what: ObjectRef, energy: Cost, duration: Duration): Effect => ({
  op: "extraProduce",
  what,
  energy,
  duration,
});
export const addEnergy = (who: PlayerRef, energy: Cost): Effect => ({ op: "addEnergy", who, energy });
export const pay = (who: PlayerRef, cost: Cost): Effect => ({ op: "pay", who, cost });
export const costModifier = (m: Omit<Extract<Effect, { op: "costModifier" }>, "op">): Effect => ({
  op: "costModifier",
  cardType: m.cardType,
  casters: m.casters,
  change: m.change,
  by: m.by,
  duration: m.duration,
});

export const ENERGY_EFFECTS = {
  extraProduce: {
    words: "X produces an extra M1.",
    rule: "200.1b",
    fields: { what: obj, energy: cost, duration },
    ctor: { fn: "extraProduce", args: ["what", "energy", "duration"], make: extraProduce },
    continuous: true,
    run(E, e, ctx) {
      const ids = inPlayOnly(E, objects(E, e.what, ctx));
      for (const id of ids) {
        addMod(E, {
          op: e.op,
          target: id,
          source: ctx.source,
          you: ctx.you,
          duration: durationOf(e.duration, ctx),
          energy: normalize(e.energy),
        });
      }
      return ids.length > 0;
    },
  },
  addEnergy: {
    words: "Add M2 to your Energy Pool.",
    rule: "203",
    fields: { who: player, energy: cost },
    ctor: { fn: "addEnergy", args: ["who", "energy"], make: addEnergy },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      for (const p of players(E, e.who, ctx)) addToPool(E, p, normalize(e.energy), `${cardIn(s, ctx.source).name}`);
      return true;
    },
  },
  pay: {
    words: "Pay C1.",
    // 203.6: a player pays with energy from his own Energy Pool, 204.1b of the matching types;
    // paid in full or not at all (then it is not done, 207.3).
    rule: "204.1b",
    fields: { who: player, cost },
    ctor: { fn: "pay", args: ["who", "cost"], make: pay },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      const who = players(E, e.who, ctx);
      const want = normalize(e.cost);
      if (who.length === 0 || !who.every((p) => canPay(playerState(E, p).pool, want))) return false;
      for (const p of who) takeFromPool(E, p, autoPayment(playerState(E, p).pool, want)!, `pays ${format(want)} (${cardIn(s, ctx.source).name})`);
      return true;
    },
  },
  costModifier: {
    words: "Costs of KIND X casts are raised|reduced by COST.",
    rule: "204, 200.6",
    fields: {
      cardType: oneOf(str, nul),
      casters: enm("you", "opponents", "all"),
      change: enm("raise", "reduce"),
      by: cost,
      duration,
    },
    ctor: { fn: "costModifier", args: "object", make: costModifier },
    continuous: true,
    run(E, e, ctx) {
      addMod(E, {
        op: "costModifier",
        target: null,
        source: ctx.source,
        you: ctx.you,
        duration: durationOf(e.duration, ctx),
        cost: { cardType: e.cardType, casters: e.casters, change: e.change, by: normalize(e.by) },
      });
      return true;
    },
  },
} satisfies EffectTable<EnergyEffect>;
