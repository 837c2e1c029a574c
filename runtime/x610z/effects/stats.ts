// Lasting changes to a permanent (202.6-202.7, 107.1b, 208): stats, "can't", untargetable. Each
// may stand in a continuous ability (continuous.ts reads them there) or leave a modification with
// a duration when it resolves.
import type { Amount, Duration, Effect, ObjectRef, StatName } from "../abilities.ts";
import { amount, durationOf, inPlayOnly, objects } from "../effects.ts";
import { addMod } from "../modifiers.ts";
import { count, delta, duration, enm, obj, stat, type EffectTable } from "./define.ts";

export type StatEffect =
  | { op: "modifyStat"; what: ObjectRef; stat: StatName; delta: Amount; duration: Duration } // 202.6-7; a counted delta is counted as it resolves
  | { op: "setStat"; what: ObjectRef; stat: StatName; value: number; duration: Duration } // 202.6 base change
  | { op: "forbid"; what: ObjectRef; action: "move" | "attack" | "beActivated"; duration: Duration } // 107.1b
  | { op: "untargetable"; what: ObjectRef; by: "opponentsEffects"; duration: Duration }; // 208

export const modifyStat = (what: ObjectRef, stat: StatName, delta: Amount, duration: Duration): Effect => ({
  op: "modifyStat",
  what,
  stat,
  delta,
  duration,
});
export const setStat = (what: ObjectRef, stat: StatName, value: number, duration: Duration): Effect => ({
  op: "setStat",
  what,
  stat,
  value,
  duration,
});
export const forbid = (what: ObjectRef, action: "move" | "attack" | "beActivated", duration: Duration): Effect => ({
  op: "forbid",
  what,
  action,
  duration,
});
export const untargetable = (what: ObjectRef, by: "opponentsEffects", duration: Duration): Effect => ({
  op: "untargetable",
  what,
  by,
  duration,
});

export const STAT_EFFECTS = {
  modifyStat: {
    words: "X gets STAT +N / -N [until end of turn].",
    rule: "202.6",
    fields: { what: obj, stat, delta, duration },
    ctor: { fn: "modifyStat", args: ["what", "stat", "delta", "duration"], make: modifyStat },
    continuous: true,
    // 207.5 a lasting change is counted whenever the stats are: objects and damage, never a stat
    // (a stat counting stats has no end).
    continuousProblem: (e) =>
      typeof e.delta === "number" || e.delta.count === "objects" || e.delta.count === "damage"
        ? null
        : `a lasting stat change can count objects or damage, not ${e.delta.count === "stat" ? "a stat" : "X"}`,
    run(E, e, ctx) {
      const ids = inPlayOnly(E, objects(E, e.what, ctx));
      for (const id of ids) {
        addMod(E, {
          op: e.op,
          target: id,
          source: ctx.source,
          you: ctx.you,
          duration: durationOf(e.duration, ctx),
          stat: e.stat,
          delta: amount(E, e.delta, ctx),
        });
      }
      return ids.length > 0;
    },
  },
  setStat: {
    words: "X's STAT becomes N.",
    rule: "202.6",
    fields: { what: obj, stat, value: count, duration },
    ctor: { fn: "setStat", args: ["what", "stat", "value", "duration"], make: setStat },
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
          stat: e.stat,
          value: e.value,
        });
      }
      return ids.length > 0;
    },
  },
  forbid: {
    words: "X can't move|attack|be activated [this turn].",
    rule: "107.1b",
    fields: { what: obj, action: enm("move", "attack", "beActivated"), duration },
    ctor: { fn: "forbid", args: ["what", "action", "duration"], make: forbid },
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
          action: e.action,
        });
      }
      return ids.length > 0;
    },
  },
  untargetable: {
    words: "X can't be targeted by Effects your opponents control.",
    rule: "208",
    fields: { what: obj, by: enm("opponentsEffects"), duration },
    ctor: { fn: "untargetable", args: ["what", "by", "duration"], make: untargetable },
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
        });
      }
      return ids.length > 0;
    },
  },
} satisfies EffectTable<StatEffect>;
