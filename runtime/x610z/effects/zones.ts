// Cards moving between zones (205, 212, 402.6a, 500-506): destroying, removing, returning,
// putting into play, drawing, discarding, searching; cards put into a deck (501, 211), the top
// cards of a deck moved (501.3, 505, 506), a discard pile shuffled into its deck (211, 505), a
// hand shown (213.1).
import type { Amount, Effect, Filter, ObjectRef, PlayerRef } from "../abilities.ts";
import { defOf, isSummonDef, cardIn, matchesFilter } from "../cards.ts";
import { amount, deckFilter, inPlayOnly, objects, players, sendTo } from "../effects.ts";
import { emit } from "../events.ts";
import { playerState } from "../../core/players.ts";
import { destroy as destroySummon, drawCards, leavePlay, moveCard, shuffleDeck } from "../zones.ts";
import { amount as amountType, count, enm, filter, obj, player, type EffectTable } from "./define.ts";

export type ZoneEffect =
  | { op: "destroy"; what: ObjectRef } // 205.3
  | { op: "removeFromGame"; what: ObjectRef } // 506
  | { op: "draw"; who: PlayerRef; n: Amount } // 212, 106.3
  | { op: "discard"; who: PlayerRef; n: Amount } // chosen by that player
  | { op: "search"; who: PlayerRef; filter: Filter } // 211.2, 212.2: show, put into hand, shuffle
  | { op: "returnToHand"; what: ObjectRef }
  | { op: "putIntoPlay"; what: ObjectRef } // placed as in 402.6a
  | { op: "toDeck"; what: ObjectRef; where: "top" | "bottom" | "shuffle" } // 501.1, 211: into its owner's deck
  | { op: "topCards"; who: PlayerRef; n: number; to: "discard" | "removed" } // 501.3, 505.1, 506.1
  | { op: "shuffleDiscard"; who: PlayerRef } // 211, 505.1: the discard pile into the deck
  | { op: "showHand"; who: PlayerRef; to: "all" | "you" } // 213.1: face up, to every player or to the caster
  | { op: "searchIntoPlay"; who: PlayerRef; filter: Filter } // 211.2, 212.2, 402.6a
  | { op: "reorderTop"; who: PlayerRef; n: number } // 501.2: the caster looks at them and orders them
  | { op: "revealTop"; who: PlayerRef; filter: Filter } // 213.1: shown to every player; into the hand if it is of the kind
  | { op: "lookTake"; who: PlayerRef; n: number }; // 501.2: the caster takes one into his hand, the rest go to the bottom

export const destroy = (what: ObjectRef): Effect => ({ op: "destroy", what });
export const removeFromGame = (what: ObjectRef): Effect => ({ op: "removeFromGame", what });
export const draw = (who: PlayerRef, n: Amount): Effect => ({ op: "draw", who, n });
export const discard = (who: PlayerRef, n: Amount): Effect => ({ op: "discard", who, n });
export const search = (who: PlayerRef, filter: Filter): Effect => ({ op: "search", who, filter });
export const returnToHand = (what: ObjectRef): Effect => ({ op: "returnToHand", what });
export const putIntoPlay = (what: ObjectRef): Effect => ({ op: "putIntoPlay", what });
export const toDeck = (what: ObjectRef, where: "top" | "bottom" | "shuffle"): Effect => ({ op: "toDeck", what, where });
export const topCards = (who: PlayerRef, n: number, to: "discard" | "removed"): Effect => ({ op: "topCards", who, n, to });
export const shuffleDiscard = (who: PlayerRef): Effect => ({ op: "shuffleDiscard", who });
export const searchIntoPlay = (who: PlayerRef, filter: Filter): Effect => ({ op: "searchIntoPlay", who, filter });
export const reorderTop = (who: PlayerRef, n: number): Effect => ({ op: "reorderTop", who, n });
export const revealTop = (who: PlayerRef, filter: Filter): Effect => ({ op: "revealTop", who, filter });
export const lookTake = (who: PlayerRef, n: number): Effect => ({ op: "lookTake", who, n });
export const showHand = (who: PlayerRef, to: "all" | "you"): Effect => ({ op: "showHand", who, to });

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
  toDeck: {
    words: "Put X on top of|on the bottom of its owner's deck. / Shuffle X into its owner's deck.",
    rule: "501.1, 211",
    fields: { what: obj, where: enm("top", "bottom", "shuffle") },
    ctor: { fn: "toDeck", args: ["what", "where"], make: toDeck },
    continuous: false,
    run(E, e, ctx) {
      // 214.1: a card goes to its owner's deck (leavePlay and moveCard both send it to the owner's).
      const ids = objects(E, e.what, ctx).filter((id) => cardIn(E.state, id).zone !== "deck" && cardIn(E.state, id).zone !== "cast");
      for (const id of ids) {
        const top = e.where !== "bottom";
        if (cardIn(E.state, id).zone === "play") leavePlay(E, id, "deck", { bottom: !top });
        else moveCard(E, id, "deck", { top });
      }
      // 211: shuffled into it, the deck is shuffled (each owner's once).
      if (e.where === "shuffle") for (const p of new Set(ids.map((id) => cardIn(E.state, id).owner))) shuffleDeck(E, p);
      return ids.length > 0;
    },
  },
  topCards: {
    words: "Put the top N cards of X's deck into X's discard pile. / Remove the top N cards of X's deck from the game.",
    rule: "501.3, 505.1, 506.1",
    fields: { who: player, n: count, to: enm("discard", "removed") },
    ctor: { fn: "topCards", args: ["who", "n", "to"], make: topCards },
    continuous: false,
    run(E, e, ctx) {
      // 501.3 the top card is the deck's first; a deck with fewer cards gives what it has (no loss: 106.3 is about drawing).
      let moved = 0;
      for (const p of players(E, e.who, ctx)) {
        for (const id of playerState(E, p).zones.deck.slice(0, e.n)) {
          moveCard(E, id, e.to);
          moved++;
        }
      }
      return moved > 0;
    },
  },
  shuffleDiscard: {
    words: "Shuffle your discard pile into your deck. / X shuffles their discard pile into their deck.",
    rule: "211, 505.1",
    fields: { who: player },
    ctor: { fn: "shuffleDiscard", args: ["who"], make: shuffleDiscard },
    continuous: false,
    run(E, e, ctx) {
      for (const p of players(E, e.who, ctx)) {
        for (const id of playerState(E, p).zones.discard.slice()) moveCard(E, id, "deck");
        shuffleDeck(E, p);
      }
      return true;
    },
  },
  showHand: {
    words: "Show your hand. / X shows their hand. / Look at X's hand.",
    rule: "213.1",
    fields: { who: player, to: enm("all", "you") },
    ctor: { fn: "showHand", args: ["who", "to"], make: showHand },
    continuous: false,
    run(E, e, ctx) {
      // 213.1 shown face up: the log records which cards and to whom (the caster alone for "Look at").
      for (const p of players(E, e.who, ctx)) emit(E, { type: "shown", player: p, cards: playerState(E, p).zones.hand.slice(), to: e.to === "all" ? "all" : [ctx.you] });
      return true;
    },
  },
  searchIntoPlay: {
    words: "Search your deck for a KIND and put it into play.",
    rule: "211.2, 212.2, 402.6a",
    fields: { who: player, filter },
    ctor: { fn: "searchIntoPlay", args: ["who", "filter"], make: searchIntoPlay },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      for (const p of players(E, e.who, ctx)) s.agenda.push({ t: "search", player: p, filter: e.filter, ctx, answer: null, to: "play" });
      return "pushed";
    },
  },
  reorderTop: {
    words: "Look at the top N cards of X's deck and put them back in any order.",
    rule: "501.2",
    fields: { who: player, n: count },
    ctor: { fn: "reorderTop", args: ["who", "n"], make: reorderTop },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      // The agenda is a stack: pushed in reverse, the first player's deck is ordered first.
      for (const p of players(E, e.who, ctx).reverse()) s.agenda.push({ t: "reorder", player: ctx.you, deckOf: p, n: e.n, left: null, placed: [], answer: null });
      return "pushed";
    },
  },
  lookTake: {
    words: "Look at the top N cards of your deck. Put one of them into your hand and the rest on the bottom of your deck.",
    rule: "501.2",
    fields: { who: player, n: count },
    ctor: { fn: "lookTake", args: ["who", "n"], make: lookTake },
    continuous: false,
    run(E, e, ctx) {
      const s = E.state;
      for (const p of players(E, e.who, ctx).reverse()) s.agenda.push({ t: "lookTake", player: ctx.you, deckOf: p, n: e.n, answer: null });
      return "pushed";
    },
  },
  revealTop: {
    words: "Reveal the top card of your deck. If it's a KIND, put it into your hand.",
    rule: "213.1, 501.3",
    fields: { who: player, filter },
    ctor: { fn: "revealTop", args: ["who", "filter"], make: revealTop },
    continuous: false,
    run(E, e, ctx) {
      let moved = false;
      for (const p of players(E, e.who, ctx)) {
        const top = playerState(E, p).zones.deck[0];
        if (top === undefined) continue;
        // 213.1 shown face up to every player; it stays on top unless it is of the kind (212.2's reading of a kind).
        emit(E, { type: "shown", player: p, cards: [top], to: "all" });
        if (matchesFilter(E, top, deckFilter(e.filter), ctx.you)) {
          moveCard(E, top, "hand");
          moved = true;
        }
      }
      return moved;
    },
  },
} satisfies EffectTable<ZoneEffect>;
