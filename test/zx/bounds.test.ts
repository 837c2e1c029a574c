// Issue 31: the bounds every game has, for Z/X: a draw from an empty deck stops as ZX-803 says; the
// loop rule (core/progress.ts) with Z/X's hooks (progress, fingerprint); pending abilities capped as
// the core caps waiting triggers; actions from outside normalised; numbers on a card within a cap
// that keeps Power exact.
import { describe, expect, it } from "vitest";
import { ACTION_EVENT_LIMIT } from "../../runtime/core/loop.ts";
import { LOOP_CHECK_AFTER, LOOP_QUIET_ACTIONS, MAX_WAITING } from "../../runtime/core/progress.ts";
import {
  atEndOfYourTurn,
  autoAbility,
  cardProblems,
  defineCard,
  draw,
  eventAbility,
  MAX_CARD_NUMBER,
  mode,
  returnToHand,
  self,
  whenAppears,
  type ZxCardDefinition,
} from "../../runtime/zx/abilities.ts";
import { createZxGameFromPosition, type ZxGame } from "../../runtime/zx/game.ts";
import type { ZxPositionPlayer } from "../../runtime/zx/setup.ts";
import type { Action } from "../../runtime/zx/types.ts";
import { card, LIBRARY, names, ok, times } from "./fixtures.ts";

const drawEvent = (name: string, n: number) =>
  defineCard({ name, type: "event", cost: 0, colours: ["red"], icons: [], abilities: [eventAbility(`[Event] <Effect> Draw ${n} cards.`, [mode([], [draw(n)])])] });
/** Z/X of cost 0 that go back to their owner's hand as they appear: a player may play them again and
 *  again, each time bringing the same position back. */
const boomerang = (name: string) =>
  defineCard({
    name,
    type: "zx",
    cost: 0,
    colours: ["red"],
    tribes: ["Cinder Drake"],
    power: 1000,
    icons: [],
    abilities: [autoAbility("[Auto] <Valid> Square <Trigger> When this card appears. <Effect> Return this card to its owner's hand.", "square", whenAppears(), [], [returnToHand(self())])],
  });
/** An [Auto] of the Trash at the end of its controller's turn: many of them trigger at once. */
const mourner = defineCard({
  name: "Trash Mourner",
  type: "zx",
  cost: 1,
  colours: ["black"],
  tribes: ["Hollow Court"],
  power: 1000,
  icons: [],
  abilities: [autoAbility("[Auto] <Valid> Trash <Trigger> At the end of your turn. <Effect> Draw 1 card.", "trash", atEndOfYourTurn(), [], [draw(1)])],
});

const library: Record<string, ZxCardDefinition> = {
  ...LIBRARY,
  "Deep Draw": drawEvent("Deep Draw", 100_000),
  "Boomerang Imp": boomerang("Boomerang Imp"),
  "Boomerang Sprite": boomerang("Boomerang Sprite"),
  "Trash Mourner": mourner,
};

function at(alice: Omit<ZxPositionPlayer, "id">, bob: Omit<ZxPositionPlayer, "id"> = {}, phase: "main" | "resource" = "main"): ZxGame {
  const fill = (p: Omit<ZxPositionPlayer, "id">) => ({ life: times(4, "Thornback Brute"), deck: times(10, "Thornback Brute"), ...p });
  return createZxGameFromPosition({
    library,
    seed: 1,
    players: [
      { id: "alice", ...fill(alice) },
      { id: "bob", ...fill(bob) },
    ],
    turn: { number: 3, phase },
  });
}

/** Answers every decision with its first option; returns how many it answered. */
function answerAll(g: ZxGame, max = 100): number {
  let n = 0;
  while (g.pending() && n < max) {
    ok(g, { type: "answer", player: g.pending()!.player, choice: 0 });
    n++;
  }
  return n;
}

describe("ZX-803 a draw from an empty deck stops (issue 31)", () => {
  it('ZX-803.3 "Draw 100000 cards." with 10 cards in deck, an empty Trash and 4 Life: 10 drawn, 4 refreshes take the Life, then the draw stops and he loses at the check point (ZX-803.1, ZX-101.1)', () => {
    const g = at({ hand: ["Deep Draw"], trash: [] });
    const before = g.state.log.length;
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Deep Draw") });
    answerAll(g);
    expect(g.result()).toEqual({ winners: ["bob"], losers: ["alice"], draw: false, reason: "life" });
    expect(names(g, g.zone("alice", "hand"))).toEqual(times(10, "Thornback Brute"));
    expect(g.life("alice")).toBe(0);
    expect(g.zone("alice", "charge").length).toBe(4); // one Life card per refresh (ZX-803.1b)
    // 10 draws, 4 refreshes with their Life cards, the Event's moves, the end: far under 1,000
    // events (taking each of the 100,000 cards from the empty deck would be 100,000 refreshes).
    expect(g.state.log.length - before).toBeLessThan(200);
    expect(g.state.log.filter((e) => e.type === "deckRefreshed").length).toBe(4);
  }, 60_000);

  it("ZX-803.1 with cards in his Trash the draw goes on through the refresh, as written", () => {
    const g = at({ hand: ["Deep Draw"], deck: times(2, "Thornback Brute"), trash: times(3, "Ember Whelp"), life: ["Grave Page"] });
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Deep Draw") });
    answerAll(g);
    // 2 drawn, the refresh puts the 3 Ember Whelp into the deck and the Life card into the Charge,
    // 3 more drawn, then a refresh finds the Trash empty (the Event is in no zone while it
    // resolves, C-34) and no Life: the draw stops; no Life loses.
    expect(names(g, g.zone("alice", "hand")).sort()).toEqual([...times(3, "Ember Whelp"), ...times(2, "Thornback Brute")]);
    expect(g.result()).toMatchObject({ losers: ["alice"], reason: "life" });
  });
});

describe("the loop rule for Z/X (core/progress.ts with Z/X's isProgress and fingerprint)", () => {
  it("two [Auto] abilities that return their cards as they appear, replayed for ever, end the game as a draw (the same state three times in a turn)", () => {
    const g = at({ hand: ["Boomerang Imp", "Boomerang Sprite"] });
    let n = 0;
    while (!g.result() && n < 5000) {
      if (g.pending()) ok(g, { type: "answer", player: g.pending()!.player, choice: 0 });
      else {
        const hand = g.zone("alice", "hand");
        ok(g, { type: "play", player: "alice", card: hand[0]!, at: g.legalSquares("alice")[0]! });
      }
      n++;
    }
    expect(g.result()).toEqual({ winners: [], losers: [], draw: true, reason: "loop" });
    expect(n).toBeGreaterThan(LOOP_CHECK_AFTER); // a normal turn never gets there
    expect(n).toBeLessThan(LOOP_CHECK_AFTER + 10);
  }, 60_000);

  it(`progress for the ${LOOP_QUIET_ACTIONS}-action count is a card changing zone or damage dealt or healed (ZX-205.2), nothing else`, () => {
    const rules = at({}).engine.rules;
    for (const type of ["cardMoved", "damaged", "healed"]) expect(rules.isProgress?.({ type })).toBe(true);
    for (const type of ["priority", "specials", "slept", "phase", "answered", "abilityPending", "modAdded"]) expect(rules.isProgress?.({ type })).toBe(false);
  });
});

describe("pending abilities are bounded (core/progress.ts MAX_WAITING)", () => {
  it(`${2 * MAX_WAITING} [Auto] abilities triggering at once: at most ${MAX_WAITING} become pending`, () => {
    const g = at({ trash: times(2 * MAX_WAITING, "Trash Mourner") });
    ok(g, { type: "end", player: "alice", turn: true });
    expect(g.pending()?.kind).toBe("pendingOrder");
    expect(g.state.abilities.length).toBe(MAX_WAITING);
  });
});

describe("actions from outside are normalised before they are checked (GameRules.normalize)", () => {
  const junk: Array<[string, object]> = [
    ["end with turn as a string", { type: "end", player: "alice", turn: "no" }],
    ["play with an extra far beyond any game", { type: "play", player: "alice", card: "c1", extra: 1e9 }],
    ["play with pay as a string", { type: "play", player: "alice", card: "c1", pay: "c2" }],
    ["an unknown type", { type: "shuffle", player: "alice" }],
    ["an attack with an object target of no player", { type: "attack", player: "alice", card: "c1", target: { card: "c2" } }],
    ["targets of objects", { type: "play", player: "alice", card: "c1", targets: [{ card: "c2" }] }],
  ];
  for (const [what, action] of junk) {
    it(`a junk action (${what}) is refused and changes nothing`, () => {
      const g = at({ hand: ["Deep Draw"] });
      const before = JSON.stringify(g.state);
      const r = g.perform(action as Action);
      expect(r.ok).toBe(false);
      expect(JSON.stringify(g.state)).toBe(before);
      expect(g.actions.length).toBe(0);
    });
  }

  it("unknown fields are dropped from the replay log: what is kept is the action's known fields", () => {
    const g = at({}, {}, "main");
    ok(g, { type: "end", player: "alice", junk: { deep: [1, 2, 3] } } as unknown as Action);
    expect(g.actions).toEqual([{ type: "end", player: "alice" }]);
  });
});

describe("numbers on a card keep Power exact (ZX-205.1)", () => {
  it(`a Power or an amount beyond ${MAX_CARD_NUMBER} (or not whole) is refused with the rule's number`, () => {
    const base: Omit<ZxCardDefinition, "power"> = { name: "Big", type: "zx", cost: 1, colours: ["red"], tribes: ["Cinder Drake"], icons: [], abilities: [] };
    expect(cardProblems({ ...base, power: 2 ** 53 + 2 } as ZxCardDefinition).join()).toMatch(/^ZX-205\.1 power is 9007199254740994/);
    expect(cardProblems({ ...base, power: Infinity } as ZxCardDefinition).join()).toMatch(/ZX-205\.1 power is Infinity/);
    expect(cardProblems({ ...base, power: MAX_CARD_NUMBER } as ZxCardDefinition)).toEqual([]);
    const ev = { name: "Far Draw", type: "event", cost: 0, colours: ["red"], icons: [], abilities: [eventAbility("x", [mode([], [draw(1e300)])])] } as ZxCardDefinition;
    expect(cardProblems(ev).join()).toMatch(/^ZX-205\.1 abilities\.0\.modes\.0\.effects\.0\.n is 1e\+300/);
    expect(() => defineCard(ev)).toThrow(/ZX-205\.1/);
  });
});

describe("ZX-601.2 paying a colour requirement is counted, not enumerated (costs.ts)", () => {
  const COLOURS5 = ["red", "blue", "white", "black", "green"] as const;
  const rainbow = (name: string, cost: number) => defineCard({ name, type: "zx", cost, colours: [...COLOURS5], tribes: ["Cinder Drake"], power: 1000, icons: [], abilities: [] });
  const pair = (name: string, colours: Array<(typeof COLOURS5)[number]>) => defineCard({ name, type: "zx", cost: 1, colours, tribes: ["Cinder Drake"], power: 1000, icons: [], abilities: [] });
  const lib: Record<string, ZxCardDefinition> = { ...LIBRARY };
  const resourceNames: string[] = [];
  // Multicolour Resource cards of every pair of colours, so every colour can be paid many ways.
  for (let i = 0; i < 5; i++)
    for (let j = i + 1; j < 5; j++) {
      const c = pair(`Twin ${COLOURS5[i]} ${COLOURS5[j]}`, [COLOURS5[i]!, COLOURS5[j]!]);
      lib[c.name] = c;
      resourceNames.push(c.name);
    }
  for (let k = 5; k <= 9; k++) lib[`Prism ${k}`] = rainbow(`Prism ${k}`, k);

  /** Library look-ups (every card's colours are read through it) while `f` runs. */
  function lookups(g: ZxGame, f: () => void): number {
    let n = 0;
    const plain = g.engine.lib;
    g.engine.lib = new Proxy(plain, {
      get(t, k, r) {
        n++;
        return Reflect.get(t, k, r);
      },
    });
    try {
      f();
    } finally {
      g.engine.lib = plain;
    }
    return n;
  }

  const game = (resource: number, hand: number, noGreen = false) => {
    const kinds = noGreen ? resourceNames.filter((n) => !n.includes("green")) : resourceNames;
    const res = Array.from({ length: resource }, (_, i) => kinds[i % kinds.length]!);
    const cards = Array.from({ length: hand }, (_, i) => `Prism ${5 + (i % 5)}`);
    return createZxGameFromPosition({
      library: lib,
      seed: 1,
      players: [
        { id: "alice", life: times(4, "Thornback Brute"), deck: times(10, "Thornback Brute"), resource: res, hand: cards },
        { id: "bob", life: times(4, "Thornback Brute"), deck: times(10, "Thornback Brute") },
      ],
      turn: { number: 3, phase: "main" },
    });
  };

  it("a five-colour cost is paid by a different card for each colour, the first such set in Resource order", () => {
    // Resource: red-blue, red-white, red-black, red-green, blue-white, ... (10 pairs); a cost of 5
    // in five colours: red-blue (red), red-white (white), red-black (black), red-green (green), and
    // blue needs a fifth: red-blue gave red, so blue-white must give blue: the first five cards
    // leave blue to one of red-blue..red-green, which are all spoken for; the fifth card
    // blue-white fills blue.
    const g = game(10, 1);
    const prism = card(g, "alice", "Prism 5");
    ok(g, { type: "play", player: "alice", card: prism, at: g.legalSquares("alice")[0]! });
    const slept = g.zone("alice", "resource").filter((id) => g.state.cards[id]!.sleep);
    expect(names(g, slept)).toEqual(["Twin red blue", "Twin red white", "Twin red black", "Twin red green", "Twin blue white"]);
  });

  it("200 multicolour Resource cards and 40 five-colour cards in hand: one listing reads the library a number of times linear in Resource x hand", () => {
    const small = game(20, 40);
    const big = game(200, 40);
    let listedSmall = 0;
    let listedBig = 0;
    const a = lookups(small, () => (listedSmall = small.legalActions("alice").length));
    const b = lookups(big, () => (listedBig = big.legalActions("alice").length));
    // Every Prism is payable with 20 or 200 Resource cards: on 8 squares each (the 9 less bob's
    // Player Square, ZX-602.2b), plus end and concede.
    expect(listedSmall).toBe(40 * 8 + 2);
    expect(listedBig).toBe(40 * 8 + 2);
    // Ten times the Resource: at most about ten times the work (a quadratic search would read the
    // library about a hundred times as often).
    expect(b / a).toBeLessThan(15);
  }, 120_000);

  it("the same with no green card in Resource (nothing payable): every Resource card is tried for every card in hand, each in constant work", () => {
    const small = game(20, 40, true);
    const big = game(200, 40, true);
    let listed = 0;
    const a = lookups(small, () => small.legalActions("alice"));
    const b = lookups(big, () => (listed = big.legalActions("alice").length));
    expect(listed).toBe(2); // end and concede: ZX-601.2 no card can pay green
    // A search that looks at every card again for each card tried reads the library about a
    // hundred times as often with ten times the Resource; counting reads each card once.
    expect(b / a).toBeLessThan(15);
  }, 120_000);
});

describe("the work of one Z/X action is bounded (core/loop.ts with Z/X's actionEventLimit)", () => {
  it("Z/X bounds an action closer than the core's default, far above a real one", () => {
    const rules = at({}).engine.rules;
    expect(rules.actionEventLimit).toBe(100_000);
    expect(rules.actionEventLimit).toBeLessThan(ACTION_EVENT_LIMIT);
  });
});
