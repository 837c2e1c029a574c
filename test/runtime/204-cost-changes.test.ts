// 204 cost changes beyond casting (issue 14, family 5): the Movement Energy paid to move a Summon
// (204.5, 202.2a), the Activation Cost of an Effect (204.3), and a cast cost change for the Summon
// Cards of one class (402.2). Each card is compiled from its text and played; expected costs are
// the printed cost changed by hand.
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { arcGame, lib, ok, passUntilEmpty, ref } from "./fixtures.ts";

describe("the sentences compile to the test library's abilities", () => {
  it.each(["Swift Roads", "Toll Gate", "Dragon Tithe"])("%s", (name) => {
    const text = lib[name]!.abilities[0]!.text;
    const out = compile(`card ${name}\ncost: C1\ntype: Effect Card\npermanent\ntext:\n  ${text}\n`, `${name}.card`);
    expect(out.diagnostics).toEqual([]);
    expect(out.cards[0]!.abilities).toEqual(lib[name]!.abilities);
  });
  it("204.5 `Summons you control cost C1 less to move.` means the same as Swift Roads", () => {
    const out = compile("card X\ncost: C1\ntype: Effect Card\npermanent\ntext:\n  Summons you control cost C1 less to move.\n", "x.card");
    expect(out.cards[0]!.abilities).toEqual(lib["Swift Roads"]!.abilities.map((a) => ({ ...a, text: "Summons you control cost C1 less to move." })));
  });
});

describe("204.5 Movement Energy of Summons you control is reduced by C1.", () => {
  it("204.5, 202.2a with Swift Roads alice's Iron Vessel (Movement Energy C2) moves for C1", () => {
    const g = arcGame({ alice: { play: ["Swift Roads", "Mystic Crystal", { card: "Iron Vessel", at: "a" }] } });
    const vessel = ref(g, "alice/Iron Vessel");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "move", player: "alice", card: vessel, path: ["a", "b"] });
    expect(g.pool("alice")).toEqual({}); // C2 - C1 = C1, paid with the M1 (204.1c)
    passUntilEmpty(g);
    expect(g.dotOf(vessel)).toBe("b");
  });

  it("202.2a without Swift Roads the same move is refused: C2 is not paid by M1", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", { card: "Iron Vessel", at: "a" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    const r = g.perform({ type: "move", player: "alice", card: ref(g, "alice/Iron Vessel"), path: ["a", "b"] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain("202.2a");
  });

  it("214.2 bob's Swift Roads reduces only what bob controls: alice's Iron Vessel still needs C2", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", { card: "Iron Vessel", at: "a" }] }, bob: { play: ["Swift Roads"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(g.perform({ type: "move", player: "alice", card: ref(g, "alice/Iron Vessel"), path: ["a", "b"] }).ok).toBe(false);
  });
});

describe("204.3 Activating Effects costs C1 more.", () => {
  it("204.3, 200.5 with Toll Gate Precision Failure (☉, M1) costs M1 C1: M1 alone doesn't pay it in full", () => {
    const g = arcGame({ alice: { play: ["Toll Gate", "Mystic Crystal", "Mystic Crystal", "Precision Failure"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    const activate = { type: "activate" as const, player: "alice", card: ref(g, "alice/Precision Failure"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] };
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(g.check(activate)).toEqual({ ok: true, fullyPaid: false });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    expect(g.check(activate)).toEqual({ ok: true, fullyPaid: true });
    ok(g, activate);
    expect(g.pool("alice")).toEqual({});
  });

  it("204.3 without Toll Gate M1 pays it in full", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Precision Failure"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(g.check({ type: "activate", player: "alice", card: ref(g, "alice/Precision Failure"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] })).toEqual({ ok: true, fullyPaid: true });
  });
});

describe("402.2 Dragon Summon Cards you cast cost M1 less.", () => {
  it("402.2, 204 with Dragon Tithe Hunter Dragon (M2 B1, a Dragon) costs M1 B1; Tide Beast (B2, a Beast) still costs B2", () => {
    const g = arcGame({ alice: { play: ["Dragon Tithe", "Mystic Crystal", "Boost Crystal"], hand: ["Hunter Dragon", "Tide Beast"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    expect(g.check({ type: "cast", player: "alice", card: ref(g, "alice/Tide Beast") })).toEqual({ ok: true, fullyPaid: false });
    expect(g.check({ type: "cast", player: "alice", card: ref(g, "alice/Hunter Dragon") })).toEqual({ ok: true, fullyPaid: true });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Hunter Dragon") });
    expect(g.pool("alice")).toEqual({});
  });
});
