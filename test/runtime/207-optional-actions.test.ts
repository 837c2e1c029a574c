// 207.6 optional actions (issue 14, family 2): "You may EFFECT." asks the player when it resolves;
// 207.3 "If you do," (When successfully done) follows only an optional action that was taken and
// done; "If you don't," is the other branch. 203.6 / 204.1b "You may pay C1.": from the payer's own
// pool. 210.5 "If it is destroyed,": after lethal damage. Cards compiled from their text and played.
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { HeuristicAgent } from "../../runtime/x610z/ai/heuristic.ts";
import { arcGame, lib, names, ok, passUntilEmpty, ref, times } from "./fixtures.ts";

const card = (name: string, sentence: string): CardDefinition => {
  const out = compile(`card ${name}\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  ${sentence}\n`, `${name}.card`);
  expect(out.diagnostics).toEqual([]);
  return out.cards[0]!;
};

describe("207.6 You may ... / If you do / If you don't", () => {
  it("the sentences compile to the test library's cards", () => {
    expect(card("Second Thought", "You may discard a card. If you do, draw 2 cards.").abilities).toEqual(
      lib["Second Thought"]!.abilities.map((a) => ({ ...a, text: "You may discard a card. If you do, draw 2 cards." })),
    );
    expect(card("Toll", "You may pay C1. If you do, draw a card.").abilities[0]).toMatchObject({
      modes: [{ effects: lib["Toll"]!.abilities[0]!.kind === "effect" ? lib["Toll"]!.abilities[0]!.modes[0]!.effects : [] }],
    });
    expect(card("Dare", "Target opponent may discard a card. If they don't, you draw a card.").abilities[0]).toMatchObject({
      modes: lib["Dare"]!.abilities[0]!.kind === "effect" ? lib["Dare"]!.abilities[0]!.modes : [],
    });
    expect(card("Last Straw", "Deal 1 damage to target Summon. If it is destroyed, draw a card.").abilities[0]).toMatchObject({
      modes: lib["Last Straw"]!.abilities[0]!.kind === "effect" ? lib["Last Straw"]!.abilities[0]!.modes : [],
    });
  });

  it("207.6, 207.3: Second Thought, yes: alice discards her 1 other card and draws 2", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Second Thought", "Boost Crystal"], deck: times(5, "Mystic Crystal") } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Second Thought") });
    passUntilEmpty(g, { alice: ["yes"] });
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Boost Crystal", "Second Thought"]);
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Mystic Crystal", "Mystic Crystal"]); // 2 drawn
  });

  it("207.6: Second Thought, no: nothing is discarded, so nothing is drawn (207.3)", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Second Thought", "Boost Crystal"], deck: times(5, "Mystic Crystal") } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Second Thought") });
    expect(g.state.stack).toHaveLength(1);
    passUntilEmpty(g, { alice: ["no"] });
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Boost Crystal"]);
  });

  it("207.3: Second Thought, yes with an empty hand: the discard isn't done, so nothing is drawn", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Second Thought"], deck: times(5, "Mystic Crystal") } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Second Thought") });
    passUntilEmpty(g, { alice: ["yes"] });
    expect(g.zone("alice", "hand")).toEqual([]);
  });

  it("207.6: the decision is alice's, asked when the card resolves, and answered yes or no", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Second Thought", "Boost Crystal"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Second Thought") });
    for (let i = 0; i < 4 && !g.pending(); i++) ok(g, { type: "pass", player: g.priority()! });
    const d = g.pending()!;
    expect(d).toMatchObject({ player: "alice", kind: "may" });
    expect(d.options.map((o) => o.label)).toEqual(["yes", "no"]);
    expect(g.perform({ type: "answer", player: "bob", choice: "yes" }).ok).toBe(false); // not bob's to answer
  });

  it("203.6, 204.1b: Toll pays C1 from alice's pool and draws; with an empty pool it pays nothing and draws nothing", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Mystic Crystal"], hand: ["Toll", "Toll"], deck: times(5, "Boost Crystal") } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Toll") }); // M1 of M2: M1 left
    passUntilEmpty(g, { alice: ["yes"] });
    expect(g.state.players.find((p) => p.id === "alice")!.pool).toEqual({}); // 204.1c: C1 paid with the M1 left
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Boost Crystal", "Toll"]);
  });

  it("203.6: Toll with nothing left in the pool: yes pays nothing, and nothing is drawn (207.3)", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Toll"], deck: times(5, "Boost Crystal") } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Toll") });
    passUntilEmpty(g, { alice: ["yes"] });
    expect(g.zone("alice", "hand")).toEqual([]);
  });

  it("207.6: Dare: bob chooses; if he discards, alice draws nothing; if he doesn't, alice draws 1", () => {
    for (const [answer, bobHand, aliceHand] of [
      ["yes", [], []],
      ["no", ["Hunter Dragon"], ["Mystic Crystal"]],
    ] as const) {
      const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Dare"], deck: times(5, "Mystic Crystal") }, bob: { hand: ["Hunter Dragon"] } });
      ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
      ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Dare"), targets: [{ player: "bob" }] });
      passUntilEmpty(g, { bob: [answer] });
      expect(names(g, g.zone("bob", "hand")), answer).toEqual(bobHand);
      expect(names(g, g.zone("alice", "hand")), answer).toEqual(aliceHand);
    }
  });

  it("210.5: Last Straw draws only when its 1 damage destroys the Summon (Tide Beast, Defense 3, with 2 damage: yes; with none: no)", () => {
    for (const [damage, drawn] of [
      [2, 1],
      [0, 0],
    ] as const) {
      const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Last Straw"], deck: times(5, "Mystic Crystal") }, bob: { play: [{ card: "Tide Beast", at: "b", damage }] } });
      ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
      ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Last Straw"), targets: [{ card: ref(g, "bob/Tide Beast") }] });
      passUntilEmpty(g);
      expect(g.zone("alice", "hand"), `damage ${damage}`).toHaveLength(drawn);
      expect(g.zone("bob", "discard").length, `damage ${damage}`).toBe(drawn);
    }
  });

  it("the heuristic agent takes a may that helps: Second Thought's discard of 1 for 2 cards", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Second Thought", "Boost Crystal"], deck: times(5, "Hunter Dragon") } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Second Thought") });
    for (let i = 0; i < 4 && !g.pending(); i++) ok(g, { type: "pass", player: g.priority()! });
    const agent = new HeuristicAgent({ seed: 1 });
    const a = agent.chooseAction(g, "alice", g.legalActions("alice"));
    expect(a).toEqual({ type: "answer", player: "alice", choice: 0 }); // "yes"
  });
});
