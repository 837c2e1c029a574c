// 403.4 and 203: energy of a type chosen when it is produced (issue 14, family 11). `Produces M1 or
// B1.` is a crystal whose controller chooses, as he activates it (non stackable, 200.1b), which of
// the energies goes into his Energy Pool; `Add M1 or B1 to your Energy Pool.` adds the one the player
// chooses. Both are decisions the player answers; each card is compiled from its text.
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { arcGame, lib, ok, passUntilEmpty, ref } from "./fixtures.ts";

describe("403.4 a crystal that produces one of two energies", () => {
  it("403.4 `Produces M1 or B1.` compiles to the test library's Prism Crystal", () => {
    const out = compile("card Prism Crystal\ntype: Energy Crystal Card\ntext:\n  Produces M1 or B1.\n", "prism.card");
    expect(out.diagnostics).toEqual([]);
    expect(out.cards[0]!.abilities).toEqual(lib["Prism Crystal"]!.abilities);
  });

  it("403.4 activating Prism Crystal, alice is asked M1 or B1; she takes B1 and her pool holds B1", () => {
    const g = arcGame({ alice: { play: ["Prism Crystal"] } });
    const prism = ref(g, "alice/Prism Crystal");
    expect(g.legalActions("alice")).toContainEqual({ type: "activate", player: "alice", card: prism });
    ok(g, { type: "activate", player: "alice", card: prism });
    const d = g.pending()!;
    expect(d).toMatchObject({ player: "alice", kind: "energyType" });
    expect(d.options.map((o) => o.label)).toEqual(["M1", "B1"]);
    expect(g.pool("alice")).toEqual({}); // nothing yet: the choice comes first
    ok(g, { type: "answer", player: "alice", choice: "B1" });
    expect(g.pool("alice")).toEqual({ B: 1 });
    expect(g.state.cards[prism]!.state).toBe("activated"); // 206.1e: used until its reactivation
    expect(g.state.stack).toEqual([]); // 200.1b non stackable
  });

  it("200.5 the chosen energy pays: Prism Crystal's M1 casts Prism Surge (M1)", () => {
    const g = arcGame({ alice: { play: ["Prism Crystal"], hand: ["Prism Surge"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Prism Crystal") });
    ok(g, { type: "answer", player: "alice", choice: "M1" });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Prism Surge") });
    expect(g.pool("alice")).toEqual({});
  });
});

describe("203 Add M1 or B1 to your Energy Pool.", () => {
  it("203 `Add M1 or B1 to your Energy Pool.` compiles to the test library's Prism Surge", () => {
    const out = compile("card Prism Surge\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  Add M1 or B1 to your Energy Pool.\n", "surge.card");
    expect(out.diagnostics).toEqual([]);
    expect(out.cards[0]!.abilities).toEqual(lib["Prism Surge"]!.abilities);
  });

  it("203 Prism Surge resolves: alice chooses B1, and only B1 is added", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Prism Surge"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Prism Surge") });
    passUntilEmpty(g, { alice: ["B1"] });
    expect(g.pool("alice")).toEqual({ B: 1 });
    expect(g.state.log.filter((e) => e.type === "answered" && e.player === "alice")).toHaveLength(1);
  });
});
