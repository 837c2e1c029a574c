// Decks and hands (issue 14, families 6 and 10): cards put into a deck (501.1, 211, 214.1), a
// deck's top cards moved (501.3, 505.1, 506.1), looked at and put back in order (501.2), a discard
// pile shuffled into its deck (211, 505.1), a hand shown (213.1), a search that puts the card found
// into play (211.2, 212.2, 402.6a). Each card is compiled from its text (the same abilities as the
// test library's hand-written card) and played in a game; expected zones come from the rules.
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { arcGame, lib, names, ok, passUntilEmpty, ref, times } from "./fixtures.ts";

const compiled = (name: string): CardDefinition => {
  const text = lib[name]!.abilities[0]!.text;
  const out = compile(`card ${name}\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  ${text}\n`, `${name}.card`);
  expect(out.diagnostics).toEqual([]);
  return out.cards[0]!;
};

/** alice (active, Action Phase) with two Mystic Crystals to pay M1 twice, casting `card`. */
function cast(name: string, opts: { alice?: object; bob?: object; targets?: (g: ReturnType<typeof arcGame>) => unknown[]; answers?: Record<string, Array<string | number>> } = {}) {
  const g = arcGame({ alice: { play: ["Mystic Crystal", "Mystic Crystal"], hand: [name], ...opts.alice }, bob: { ...opts.bob } });
  ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
  ok(g, { type: "cast", player: "alice", card: ref(g, `alice/${name}`), ...(opts.targets ? { targets: opts.targets(g) as never } : {}) });
  passUntilEmpty(g, opts.answers ?? {});
  return g;
}

describe("the sentences compile to the test library's abilities", () => {
  it.each(["Tuck", "Spin Back", "Reshuffle", "Mill Two", "Exile Top", "Recycle", "Revelation", "Peek", "Scry", "Dig", "Lucky Reveal", "Summon Call"])("%s", (name) => {
    expect(compiled(name).abilities).toEqual(lib[name]!.abilities);
  });
});

describe("501.1 a card put into its owner's deck (214.1)", () => {
  const bobDragon = { play: [{ card: "Hunter Dragon", at: "b" }], deck: times(4, "Boost Crystal") };

  it("501.1 Tuck: bob's Hunter Dragon leaves play to the bottom of bob's deck", () => {
    const g = cast("Tuck", { bob: bobDragon, targets: (g) => [{ card: ref(g, "bob/Hunter Dragon") }] });
    const dragon = ref(g, "bob/Hunter Dragon");
    expect(g.zone("bob", "play")).not.toContain(dragon);
    const deck = g.zone("bob", "deck");
    expect(deck).toHaveLength(5);
    expect(deck[4]).toBe(dragon); // the bottom: drawn last
  });

  it("501.1, 212.1 Spin Back: on top of bob's deck, the next card bob draws", () => {
    const g = cast("Spin Back", { bob: bobDragon, targets: (g) => [{ card: ref(g, "bob/Hunter Dragon") }] });
    const deck = g.zone("bob", "deck");
    expect(deck).toHaveLength(5);
    expect(names(g, [deck[0]!])).toEqual(["Hunter Dragon"]);
    expect(g.zone("bob", "play").map((id) => g.state.cards[id]!.name)).not.toContain("Hunter Dragon");
  });

  it("211 Reshuffle: into bob's deck, and bob's deck is shuffled", () => {
    const g = cast("Reshuffle", { bob: bobDragon, targets: (g) => [{ card: ref(g, "bob/Hunter Dragon") }] });
    expect(names(g, g.zone("bob", "deck"))).toEqual(["Boost Crystal", "Boost Crystal", "Boost Crystal", "Boost Crystal", "Hunter Dragon"]);
    expect(g.state.log.filter((e) => e.type === "shuffled" && e.player === "bob")).toHaveLength(1);
  });
});

describe("501.3 the top cards of a deck", () => {
  it("505.1 Mill Two: alice's top 2 cards go to her discard pile, the third stays on top", () => {
    const g = cast("Mill Two", { alice: { deck: ["Tide Beast", "Hunter Dragon", "Boost Crystal", ...times(3, "Mystic Crystal")] } });
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Hunter Dragon", "Mill Two", "Tide Beast"]);
    expect(names(g, [g.zone("alice", "deck")[0]!])).toEqual(["Boost Crystal"]);
    expect(g.zone("alice", "deck")).toHaveLength(4);
  });

  it("506.1 Exile Top on bob with 2 cards in his deck: both are removed from the game, and bob doesn't lose (106.3 is about drawing)", () => {
    const g = cast("Exile Top", { bob: { deck: ["Tide Beast", "Boost Crystal"] }, targets: () => [{ player: "bob" }] });
    expect(names(g, g.zone("bob", "removed"))).toEqual(["Boost Crystal", "Tide Beast"]);
    expect(g.zone("bob", "deck")).toEqual([]);
    expect(g.result()).toBeNull();
  });
});

describe("211, 505.1 a discard pile shuffled into its deck", () => {
  it("211 Recycle: alice's discard pile (2 cards) goes into her 3-card deck, which is shuffled once", () => {
    const g = cast("Recycle", { alice: { discard: ["Tide Beast", "Hunter Dragon"], deck: times(3, "Boost Crystal") } });
    // Recycle itself goes to the discard pile after it resolved (206.2b).
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Recycle"]);
    expect(names(g, g.zone("alice", "deck"))).toEqual(["Boost Crystal", "Boost Crystal", "Boost Crystal", "Hunter Dragon", "Tide Beast"]);
    expect(g.state.log.filter((e) => e.type === "shuffled" && e.player === "alice")).toHaveLength(1);
  });
});

describe("213.1 a hand shown face up", () => {
  const bobHand = { hand: ["Tide Beast", "Hunter Dragon"] };
  it("213.1 Revelation: bob shows his hand (2 cards) to every player", () => {
    const g = cast("Revelation", { bob: bobHand, targets: () => [{ player: "bob" }] });
    const shown = g.state.log.filter((e) => e.type === "shown");
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ player: "bob", to: "all" });
    expect(names(g, (shown[0] as { cards: string[] }).cards)).toEqual(["Hunter Dragon", "Tide Beast"]);
    expect(g.zone("bob", "hand")).toHaveLength(2); // shown, not moved
  });

  it("213.1 Peek: alice looks at bob's hand; it is shown to alice alone", () => {
    const g = cast("Peek", { bob: bobHand, targets: () => [{ player: "bob" }] });
    expect(g.state.log.filter((e) => e.type === "shown")).toMatchObject([{ player: "bob", to: ["alice"] }]);
  });
});

describe("501.2 looking at the top cards and putting them back in any order", () => {
  it("501.2 Scry: alice puts Hunter Dragon, then Tide Beast on top; Boost Crystal third; the rest of the deck is untouched", () => {
    const g = cast("Scry", { alice: { deck: ["Boost Crystal", "Tide Beast", "Hunter Dragon", "Mystic Crystal"] }, answers: { alice: ["Hunter Dragon", "Tide Beast"] } });
    const deck = g.zone("alice", "deck").map((id) => g.state.cards[id]!.name);
    expect(deck).toEqual(["Hunter Dragon", "Tide Beast", "Boost Crystal", "Mystic Crystal"]);
    // Two questions (three cards, the last one needs none), asked of alice.
    expect(g.state.log.filter((e) => e.type === "answered" && e.player === "alice")).toHaveLength(2);
  });

  it("501.2 Scry on alike cards asks nothing and moves nothing", () => {
    const g = cast("Scry", { alice: { deck: times(4, "Boost Crystal") } });
    expect(g.state.log.filter((e) => e.type === "answered")).toHaveLength(0);
    expect(g.state.log.filter((e) => e.type === "cardMoved" && e.to.zone === "deck")).toHaveLength(0);
  });
});

describe("501.2 looking at the top cards and taking one", () => {
  it("501.2 Dig: of Boost Crystal, Tide Beast and Hunter Dragon alice takes Tide Beast; the other two go under Mystic Crystal, in their order", () => {
    const g = cast("Dig", { alice: { deck: ["Boost Crystal", "Tide Beast", "Hunter Dragon", "Mystic Crystal"] }, answers: { alice: ["Tide Beast"] } });
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Tide Beast"]);
    expect(g.zone("alice", "deck").map((id) => g.state.cards[id]!.name)).toEqual(["Mystic Crystal", "Boost Crystal", "Hunter Dragon"]);
  });
});

describe("213.1 revealing the top card", () => {
  it("213.1 Lucky Reveal: the top card, Tide Beast (a Summon Card), is shown to every player and goes into alice's hand", () => {
    const g = cast("Lucky Reveal", { alice: { deck: ["Tide Beast", "Boost Crystal"] } });
    expect(g.state.log.filter((e) => e.type === "shown")).toMatchObject([{ player: "alice", to: "all" }]);
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Tide Beast"]);
    expect(g.zone("alice", "deck")).toHaveLength(1);
  });
  it("213.1 Lucky Reveal: the top card, Boost Crystal (not a Summon Card), is shown and stays on top", () => {
    const g = cast("Lucky Reveal", { alice: { deck: ["Boost Crystal", "Tide Beast"] } });
    expect(g.state.log.filter((e) => e.type === "shown")).toHaveLength(1);
    expect(g.zone("alice", "hand")).toEqual([]);
    expect(names(g, [g.zone("alice", "deck")[0]!])).toEqual(["Boost Crystal"]);
  });
});

describe("211.2, 212.2, 402.6a a search that puts the card found into play", () => {
  it("402.6a Summon Call: alice finds Tide Beast (the one Summon Card: no question) and it comes into play on e1; her deck is shuffled", () => {
    const g = cast("Summon Call", { alice: { deck: ["Boost Crystal", "Tide Beast", "Boost Crystal"] } });
    const beast = ref(g, "alice/Tide Beast");
    expect(g.zone("alice", "play")).toContain(beast);
    // 402.6a her Starting Dot s1 holds her Life Base, so the arc's one Ending Dot, e1, is the one free Summon Dot.
    expect(g.state.cards[beast]!.at).toBe("e1");
    expect(names(g, g.zone("alice", "deck"))).toEqual(["Boost Crystal", "Boost Crystal"]);
    expect(g.state.log.filter((e) => e.type === "shuffled" && e.player === "alice")).toHaveLength(1);
  });

  it("212.2 Summon Call with two Summon Cards: alice chooses Hunter Dragon", () => {
    const g = cast("Summon Call", { alice: { deck: ["Tide Beast", "Hunter Dragon"] }, answers: { alice: ["Hunter Dragon"] } });
    expect(names(g, g.zone("alice", "deck"))).toEqual(["Tide Beast"]);
    expect(g.zone("alice", "play")).toContain(ref(g, "alice/Hunter Dragon"));
  });
});

describe("212.2 what a search looks for", () => {
  const dragonCall = compile("card Dragon Call\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  Search your deck for a Dragon and put it into your hand.\n", "call.card").cards[0]!;
  it("212.2, 402.2 `Search your deck for a Dragon`: of Tide Beast, Hunter Dragon and a crystal only Hunter Dragon is found (no question)", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Dragon Call"], deck: ["Tide Beast", "Hunter Dragon", "Mystic Crystal"] } }, { library: { ...lib, "Dragon Call": dragonCall } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Dragon Call") });
    passUntilEmpty(g);
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Hunter Dragon"]);
    expect(g.state.log.filter((e) => e.type === "answered")).toHaveLength(0);
  });
});
