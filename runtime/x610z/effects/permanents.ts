// A permanent's state, place, attacks, controller and counters (202, 206.1, 209, 214).
import { getOwn } from "../../core/own.ts";
import type { Duration, Effect, ObjectRef } from "../abilities.ts";
import { durationOf, inPlayOnly, objects } from "../effects.ts";
import { addMod } from "../modifiers.ts";
import { changeControl, setCounter, setState } from "../permanents.ts";
import { updateTurnInfo } from "../turns.ts";
import { count, duration, enm, obj, type EffectTable } from "./define.ts";
import { cardIn } from "../cards.ts";

export type PermanentEffect =
  | { op: "deactivate"; what: ObjectRef } // 206.1g
  | { op: "reactivate"; what: ObjectRef }
  | { op: "move"; what: ObjectRef; upTo: number } // by an effect: no energy, no activation
  | { op: "extraAttack"; what: ObjectRef } // 202.3b "can attack one more time this turn"
  | { op: "gainControl"; what: ObjectRef; duration: Duration } // 214, 402.8-9
  | { op: "putCounters"; what: ObjectRef; counter: "activation" | "time"; n: number } // 209
  | { op: "removeCounters"; what: ObjectRef; counter: "activation" | "time"; n: number } // 209.2, glossary "Remove"
  | { op: "removeAllCounters"; what: ObjectRef; counter: "activation" | "time" | "all" }; // 209.2 "Remove all counters from X"

export const deactivate = (what: ObjectRef): Effect => ({ op: "deactivate", what });
export const reactivate = (what: ObjectRef): Effect => ({ op: "reactivate", what });
export const move = (what: ObjectRef, upTo: number): Effect => ({ op: "move", what, upTo });
export const extraAttack = (what: ObjectRef): Effect => ({ op: "extraAttack", what });
export const gainControl = (what: ObjectRef, duration: Duration): Effect => ({ op: "gainControl", what, duration });
export const putCounters = (what: ObjectRef, counter: "activation" | "time", n: number): Effect => ({
  op: "putCounters",
  what,
  counter,
  n,
});

export const removeCounters = (what: ObjectRef, counter: "activation" | "time", n: number): Effect => ({
  op: "removeCounters",
  what,
  counter,
  n,
});

export const removeAllCounters = (what: ObjectRef, counter: "activation" | "time" | "all"): Effect => ({ op: "removeAllCounters", what, counter });

export const PERMANENT_EFFECTS = {
  deactivate: {
    words: "Deactivate X.",
    rule: "206.1g",
    fields: { what: obj },
    ctor: { fn: "deactivate", args: ["what"], make: deactivate },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      // 206.1f: only a reactivated permanent can be deactivated.
      const ids = inPlayOnly(E, objects(E, e.what, ctx)).filter((id) => cardIn(s, id).state === "reactivated");
      for (const id of ids) setState(E, id, "activated", true);
      return ids.length > 0;
    },
  },
  reactivate: {
    words: "Reactivate X.",
    rule: "206.1g",
    fields: { what: obj },
    ctor: { fn: "reactivate", args: ["what"], make: reactivate },
    continuous: false,
    run(E, e, ctx) {
      const ids = inPlayOnly(E, objects(E, e.what, ctx));
      for (const id of ids) setState(E, id, "reactivated", false);
      return ids.length > 0;
    },
  },
  move: {
    words: "Move X up to N dots.",
    rule: "202",
    fields: { what: obj, upTo: count },
    ctor: { fn: "move", args: ["what", "upTo"], make: move },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      const ids = inPlayOnly(E, objects(E, e.what, ctx)).filter((id) => cardIn(s, id).at !== null);
      for (const id of ids.reverse()) s.agenda.push({ t: "moveBy", card: id, upTo: e.upTo, answer: null });
      return ids.length ? "pushed" : false;
    },
  },
  extraAttack: {
    words: "X can attack one more time this turn.",
    rule: "202.3b",
    fields: { what: obj },
    ctor: { fn: "extraAttack", args: ["what"], make: extraAttack },
    continuous: false,
    run(E, e, ctx) {
      const ids = inPlayOnly(E, objects(E, e.what, ctx));
      for (const id of ids) updateTurnInfo(E, (t) => ({ ...t, extraAttacks: { ...t.extraAttacks, [id]: (getOwn(t.extraAttacks, id) ?? 0) + 1 } }));
      return ids.length > 0;
    },
  },
  gainControl: {
    words: "Gain control of X [until end of turn].",
    rule: "214",
    fields: { what: obj, duration },
    ctor: { fn: "gainControl", args: ["what", "duration"], make: gainControl },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      const ids = inPlayOnly(E, objects(E, e.what, ctx));
      for (const id of ids) {
        const previous = cardIn(s, id).controller;
        if (previous === ctx.you) continue;
        const duration = durationOf(e.duration, ctx);
        if (duration !== "whileInPlay") addMod(E, { op: "control", target: id, source: ctx.source, you: ctx.you, duration, previous });
        changeControl(E, id, ctx.you);
      }
      return ids.length > 0;
    },
  },
  putCounters: {
    words: "Put N activation|time counters on X.",
    rule: "209",
    fields: { what: obj, counter: enm("activation", "time"), n: count },
    ctor: { fn: "putCounters", args: ["what", "counter", "n"], make: putCounters },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      const ids = inPlayOnly(E, objects(E, e.what, ctx));
      for (const id of ids) setCounter(E, id, e.counter, (cardIn(s, id).counters[e.counter] ?? 0) + e.n);
      return ids.length > 0;
    },
  },
  removeCounters: {
    words: "Remove N activation|time counters from X.",
    rule: "209.2",
    fields: { what: obj, counter: enm("activation", "time"), n: count },
    ctor: { fn: "removeCounters", args: ["what", "counter", "n"], make: removeCounters },
    continuous: false,
    run(E, e, ctx) {
      // Glossary "Remove": counters come off, down to none; done when any came off (207.3). At 0
      // the permanent goes to the discard pile right after its effect next resolves or is
      // countered (209.2c, 209.2f: stack.ts afterEffect).
      const s = E.state;
      const ids = inPlayOnly(E, objects(E, e.what, ctx)).filter((id) => (cardIn(s, id).counters[e.counter] ?? 0) > 0);
      for (const id of ids) setCounter(E, id, e.counter, Math.max(0, cardIn(s, id).counters[e.counter]! - e.n));
      return ids.length > 0;
    },
  },
  removeAllCounters: {
    words: "Remove all [activation|time] counters from X.",
    rule: "209.2",
    fields: { what: obj, counter: enm("activation", "time", "all") },
    ctor: { fn: "removeAllCounters", args: ["what", "counter"], make: removeAllCounters },
    continuous: false,
    run(E, e, ctx) {
      // Glossary "Remove": every counter of the kind comes off; done when any came off (207.3). At
      // 0 the permanent goes to the discard pile right after its effect next resolves (209.2c, 209.2f).
      const s = E.state;
      const kinds = e.counter === "all" ? (["activation", "time"] as const) : [e.counter];
      let any = false;
      for (const id of inPlayOnly(E, objects(E, e.what, ctx))) {
        for (const k of kinds) {
          if ((cardIn(s, id).counters[k] ?? 0) === 0) continue;
          setCounter(E, id, k, 0);
          any = true;
        }
      }
      return any;
    },
  },
} satisfies EffectTable<PermanentEffect>;
