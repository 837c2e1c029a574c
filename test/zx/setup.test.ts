// ZX-401 deck construction, ZX-402 preparation of a full game.
import { describe, expect, it } from "vitest";
import { deckProblems } from "../../runtime/zx/deck.ts";
import { createZxGame, type ZxGame } from "../../runtime/zx/game.ts";
import { LIBRARY, otherDeck, testDeck } from "./cards.ts";
import { answer, names } from "./fixtures.ts";

function newGame(seed: number, opts: { firstPlayer?: string; alicePlayer?: string } = {}): ZxGame {
  return createZxGame({
    library: LIBRARY,
    seed,
    players: [
      { id: "alice", deck: testDeck(), ...(opts.alicePlayer ? { player: opts.alicePlayer } : {}) },
      { id: "bob", deck: otherDeck() },
    ],
    ...(opts.firstPlayer ? { firstPlayer: opts.firstPlayer } : {}),
  });
}

describe("ZX-401 deck construction", () => {
  it("ZX-401.1-401.4 the test decks are legal: 50 cards, 20 with the Ignition icon, at most 4 of a name, at most 4 Life Recovery and 4 Void Bringer", () => {
    expect(deckProblems(LIBRARY, testDeck())).toEqual([]);
    expect(deckProblems(LIBRARY, otherDeck())).toEqual([]);
  });

  it("ZX-401.1 a deck of 49 cards is refused", () => {
    expect(deckProblems(LIBRARY, testDeck().slice(1))).toEqual(expect.arrayContaining([expect.stringContaining("ZX-401.1")]));
  });

  it("ZX-401.2 five cards of one name are refused", () => {
    const d = testDeck();
    d[d.indexOf("Searing Verdict")] = "Thornback Brute"; // 5 Thornback Brute
    expect(deckProblems(LIBRARY, d)).toEqual([expect.stringContaining("ZX-401.2 at most 4 cards named Thornback Brute, not 5")]);
  });

  it("ZX-401.3 exactly 20 cards with the Ignition icon: 19 is refused", () => {
    const d = testDeck();
    d[d.indexOf("Ember Whelp")] = "Old Rootwarden";
    expect(deckProblems(LIBRARY, d)).toEqual([expect.stringContaining("ZX-401.3 exactly 20 cards with the Ignition icon, not 19")]);
  });

  it("ZX-401.4 at most 4 cards with Life Recovery (and Void Bringer): 5 is refused", () => {
    const d = testDeck();
    // 2 Bloom Keeper + 2 Mending Bell + 1 more Mending Bell replacing Ignition cards keeps 20 Ignition.
    d.splice(d.indexOf("Ember Whelp"), 3, "Mending Bell", "Mending Bell", "Mending Bell");
    expect(deckProblems(LIBRARY, d)).toEqual([expect.stringContaining("ZX-401.4 at most 4 cards with Life Recovery, not 5")]);
    const v = testDeck();
    v.splice(v.indexOf("Ember Whelp"), 3, "Ruin Seed Drake", "Ruin Seed Drake", "Ruin Seed Drake");
    expect(deckProblems(LIBRARY, v)).toEqual([expect.stringContaining("ZX-401.4 at most 4 cards with Void Bringer, not 5")]);
  });

  it("ZX-401.5 a Player card is not part of the deck; a game refuses an illegal deck", () => {
    const d = testDeck();
    d[d.indexOf("Thornback Brute")] = "Aster Vale, Square Captain";
    expect(deckProblems(LIBRARY, d)).toEqual(expect.arrayContaining([expect.stringContaining("ZX-401.5")]));
    expect(() =>
      createZxGame({
        library: LIBRARY,
        seed: 1,
        players: [
          { id: "a", deck: d },
          { id: "b", deck: testDeck() },
        ],
      }),
    ).toThrow(/ZX-401.5/);
  });
});

describe("ZX-402 preparation", () => {
  it("ZX-402.1 steps 1-12 and ZX-402.2: Player card on b1, Start Card choice, 4 in hand, redraw, 4 Life, 2 Resource; turn 1 has no draw (ZX-502.2)", () => {
    const g = newGame(5, { firstPlayer: "bob", alicePlayer: "Aster Vale, Square Captain" });
    // Step 1: the Player card lies on alice's Player Square b1 (zone "player").
    expect(names(g, g.zone("alice", "player"))).toEqual(["Aster Vale, Square Captain"]);
    // Step 2: alice (seat 1) is asked first; only Brass Sentry has the subtext Start Card.
    expect(g.pending()).toMatchObject({ player: "alice", kind: "startCard" });
    expect(g.pending()!.options.map((o) => o.label)).toEqual(["none", "Brass Sentry"]);
    answer(g, "Brass Sentry");
    // bob's deck (otherDeck) has no Start Card: he is not asked. Step 9: the first player (bob) redraws first.
    expect(g.pending()).toMatchObject({ player: "bob", kind: "redraw" });
    answer(g, "yes");
    expect(g.pending()).toMatchObject({ player: "alice", kind: "redraw" });
    answer(g, "no");
    // Brass Sentry on b1 (on top of the Player card), 4 cards in hand, 4 in Life, 2 in Resource.
    expect(g.squareOf(g.zone("alice", "square")[0]!)).toBe("b1");
    for (const p of ["alice", "bob"]) {
      expect(g.zone(p, "hand").length).toBe(4);
      expect(g.life(p)).toBe(4);
      expect(g.zone(p, "resource").length).toBe(2);
    }
    expect(g.zone("alice", "deck").length).toBe(50 - 1 - 4 - 4 - 2);
    expect(g.zone("bob", "deck").length).toBe(50 - 4 - 4 - 2);
    // ZX-402.2: bob's turn 1, Reboot and Draw (no draw in turn 1) done: his Resource Phase.
    expect(g.turn()).toEqual({ active: "bob", phase: "resource", number: 1 });
    expect(g.priority()).toBe("bob");
  });

  it("ZX-402.1 step 7 (K-05): the first player is drawn with the seeded RNG: the same seed, the same player; both seats happen", () => {
    const first = (seed: number) => {
      const g = newGame(seed);
      while (g.pending()) answer(g, g.pending()!.kind === "startCard" ? "none" : "no");
      return g.turn().active;
    };
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      expect(first(seed)).toBe(first(seed));
      seen.add(first(seed));
    }
    expect([...seen].sort()).toEqual(["alice", "bob"]);
  });

  it("ZX-402.1 step 9: a redraw puts the whole hand into the deck, shuffles and draws 4 (the hand changes, the counts don't)", () => {
    const g = newGame(9, { firstPlayer: "alice" });
    answer(g, "none"); // alice's Start Card
    const before = [...g.zone("alice", "hand")];
    answer(g, "yes");
    const after = g.zone("alice", "hand");
    expect(after.length).toBe(4);
    expect(after).not.toEqual(before);
    expect(g.zone("alice", "deck").length + after.length).toBe(50);
  });
});
