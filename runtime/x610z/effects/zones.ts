// Cards moving between zones (205, 212, 402.6a, 500-506): destroying, removing, returning,
// putting into play, drawing, discarding, searching.
import type { Amount, Effect, Filter, ObjectRef, PlayerRef } from "../abilities.ts";
import { defOf, isSummonDef, cardIn } from "../cards.ts";
import { amount, inPlayOnly, objects, players, sendTo } from "../effects.ts";
import { destroy as destroySummon, drawCards, leavePlay } from "../zones.ts";
import { amount as amountType, filter, obj, player, type EffectTable } from "./define.ts";

export type ZoneEffect =
  | { op: "destroy"; what: ObjectRef } // 205.3
  | { op: "removeFromGame"; what: ObjectRef } // 506
  | { op: "draw"; who: PlayerRef; n: Amount } // 212, 106.3
  | { op: "discard"; who: PlayerRef; n: Amount } // chosen by that player
  | { op: "search"; who: PlayerRef; filter: Filter } // 211.2, 212.2: show, put into hand, shuffle
  | { op: "returnToHand"; what: ObjectRef }
  | { op: "putIntoPlay"; what: ObjectRef }; // placed as in 402.6a

export const destroy = (what: ObjectRef): Effect => ({ op: "destroy", what });
export const removeFromGame = (what: ObjectRef): Effect => ({ op: "removeFromGame", what });
export const draw = (who: PlayerRef, n: Amount): Effect => ({ op: "draw", who, n });
export const discard = (who: PlayerRef, n: Amount): Effect => ({ op: "discard", who, n });
export const search = (who: PlayerRef, filter: Filter): Effect => ({ op: "search", who, filter });
export const returnToHand = (what: ObjectRef): Effect => ({ op: "returnToHand", what });
export const putIntoPlay = (what: ObjectRef): Effect => ({ op: "putIntoPlay", what });

export const ZONE_EFFECTS = {
  destroy: {
    words: "Destroy X.",
    rule: "205.3",
    fields: { what: obj },
    ctor: { fn: "destroy", args: ["what"], make: destroy },
    continuous: false,
    run(E, e, ctx) {
      const ids = inPlayOnly(E, objects(E, e.what, ctx));
      for (const id of ids) {
        if (isSummonDef(defOf(E, id))) destroySummon(E, id);
        else leavePlay(E, id, "discard");
      }
      return ids.length > 0;
    },
  },
  removeFromGame: {
    words: "Remove X from the game.",
    rule: "506",
    fields: { what: obj },
    ctor: { fn: "removeFromGame", args: ["what"], make: removeFromGame },
    continuous: false,
    run: (E, e, ctx) => sendTo(E, objects(E, e.what, ctx), "removed"),
  },
  draw: {
    words: "Draw N cards. / X draws N cards.",
    rule: "212",
    fields: { who: player, n: amountType },
    ctor: { fn: "draw", args: ["who", "n"], make: draw },
    continuous: false,
    run: (E, e, ctx) => drawCards(E, players(E, e.who, ctx), Math.max(0, amount(E, e.n, ctx))),
  },
  discard: {
    words: "Discard N cards. / X discards N cards.",
    rule: "",
    fields: { who: player, n: amountType },
    ctor: { fn: "discard", args: ["who", "n"], make: discard },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      const who = players(E, e.who, ctx);
      const n = Math.max(0, amount(E, e.n, ctx));
      s.agenda.push({ t: "discard", players: who, n, left: n, ctx, answer: null, ok: true });
      return "pushed";
    },
  },
  search: {
    words: "Search your deck for a KIND, show it and put it into your hand.",
    rule: "211.2",
    fields: { who: player, filter },
    ctor: { fn: "search", args: ["who", "filter"], make: search },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      for (const p of players(E, e.who, ctx)) s.agenda.push({ t: "search", player: p, filter: e.filter, ctx, answer: null });
      return "pushed";
    },
  },
  returnToHand: {
    words: "Return X to its owner's hand.",
    rule: "",
    fields: { what: obj },
    ctor: { fn: "returnToHand", args: ["what"], make: returnToHand },
    continuous: false,
    run: (E, e, ctx) => sendTo(E, objects(E, e.what, ctx), "hand"),
  },
  putIntoPlay: {
    words: "Put target Summon Card from your discard pile into play.",
    rule: "402.6a",
    fields: { what: obj },
    ctor: { fn: "putIntoPlay", args: ["what"], make: putIntoPlay },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      const ids = objects(E, e.what, ctx).filter((id) => cardIn(s, id).zone !== "play" && cardIn(s, id).zone !== "cast");
      if (ids.length === 0) return false;
      for (const id of ids.reverse()) s.agenda.push({ t: "place", card: id, player: ctx.you, answer: null, ok: false });
      return "pushed";
    },
  },
} satisfies EffectTable<ZoneEffect>;
