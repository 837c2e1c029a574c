// The five acceptance scenarios of spec/scenarios/, driven through the engine API the way the
// scenario runner drives it (SCENARIOS.md), with expected values from the scenario files.
// They run twice: with the hand-written definitions of test/runtime/fixtures.ts and with the spec's
// core.card (the copy of ../shared/spec in test/golden/spec) compiled by the project's compiler.
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { compile } from "../../compiler/index.ts";
import { arcGame as arcGameWith, core, names, ok, passTop, passUntilEmpty, ref, snapshot, times } from "./fixtures.ts";
import { specText } from "../spec.ts";

const result = compile(specText("cards/core.card"), "core.card");
const compiled: Record<string, CardDefinition> = {};
for (const c of result.cards) compiled[c.name] = c;
const libraries: Array<[string, Record<string, CardDefinition>]> = [
  ["hand-written definitions", core],
  ["compiled core.card", compiled],
];
it("core.card compiles without diagnostics to every card the fixtures mirror", () => {
  expect(result.diagnostics).toEqual([]);
  expect(Object.keys(compiled).sort()).toEqual(Object.keys(core).sort());
});

describe.each(libraries)("spec/scenarios (%s)", (_label, library) => {
  const arcGame = (players: Parameters<typeof arcGameWith>[0], opts: Parameters<typeof arcGameWith>[1] = {}) => arcGameWith(players, { ...opts, library });

  it("bullseye-extra: Bullseye with its extra cost paid deals 4 and destroys Hunter Dragon (204.4, 210.5)", () => {
    const g = arcGame({
      alice: { play: times(4, "Mystic Crystal"), hand: ["Bullseye"] },
      bob: { play: [{ card: "Hunter Dragon", at: "b" }], deck: times(10, "Mystic Crystal") },
    });
    for (let i = 1; i <= 4; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    expect(g.pool("alice")).toEqual({ M: 4 });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Bullseye"), targets: [{ card: ref(g, "bob/Hunter Dragon") }], extra: 1 });
    expect(g.stackView()).toEqual([{ player: "alice", label: "Bullseye" }]);
    expect(g.pool("alice")).toEqual({});
    passUntilEmpty(g);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Hunter Dragon"]);
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Bullseye"]);
    expect(g.zone("alice", "hand")).toEqual([]);
    expect(g.stackView()).toEqual([]);
  });

  it("partial-payment: a cost that can't be met spends what it can and the card returns to hand (200.5, 203.5)", () => {
    const g = arcGame({
      alice: { play: ["Mystic Crystal"], hand: ["Bullseye"] },
      bob: { play: [{ card: "Hunter Dragon", at: "b" }] },
    });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Bullseye"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Bullseye"]);
    expect(g.zone("bob", "discard")).toEqual([]);
    expect(g.pool("alice")).toEqual({});
    expect(g.damageOn(ref(g, "bob/Hunter Dragon"))).toBe(0);
    expect(g.stackView()).toEqual([]);
  });

  it("annihilation-unless: the controller pays C3 and the summon stays; next time he can't pay (207.2)", () => {
    const g = arcGame({
      alice: { play: times(8, "Mystic Crystal"), hand: ["Annihilation", "Annihilation"] },
      bob: { play: ["Boost Crystal", "Boost Crystal", "Boost Crystal", { card: "Iron Vessel", at: "c" }] },
    });
    for (let i = 1; i <= 4; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Annihilation"), targets: [{ card: ref(g, "bob/Iron Vessel") }] });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "bob", card: ref(g, `bob/Boost Crystal#${i}`) });
    passUntilEmpty(g, { bob: ["yes"] });
    expect(names(g, g.zone("bob", "play"))).toEqual(["Boost Crystal", "Boost Crystal", "Boost Crystal", "Iron Vessel", "Life Base"]);
    expect(g.pool("bob")).toEqual({});
    for (let i = 5; i <= 8; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Annihilation#2"), targets: [{ card: ref(g, "bob/Iron Vessel") }] });
    passUntilEmpty(g); // bob can't pay: he is not asked
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Iron Vessel"]);
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Annihilation", "Annihilation"]);
  });

  it("speed-win: a Life Base that reaches an ending dot wins at once (106.2, 602.2)", () => {
    const g = arcGame({
      alice: { lifeBase: { card: "Life Base", at: "d" }, play: ["Boost Crystal", "Boost Crystal"], deck: times(10, "Boost Crystal") },
      bob: {},
    });
    const lb = ref(g, "alice/Life Base");
    const before = snapshot(g);
    const r = g.perform({ type: "move", player: "alice", card: lb, path: ["d", "e1"] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/Movement Energy/);
    expect(snapshot(g)).toBe(before);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal#2") });
    ok(g, { type: "move", player: "alice", card: lb, path: ["d", "e1"] });
    passUntilEmpty(g);
    expect(g.result()).toEqual({ winners: ["alice"], losers: ["bob"], draw: false, reason: "endingDot" });
  });

  it("stack-lifo: the starter rules' stack example - a move and an attack answer Divine Intervention (201, 202.8)", () => {
    const g = arcGame(
      {
        bob: { play: ["Boost Crystal", { card: "Hunter Dragon", at: "b" }] },
        alice: { play: ["Mystic Crystal", "Mystic Crystal", { card: "Tide Beast", at: "d" }], hand: ["Divine Intervention"] },
      },
      { order: ["bob", "alice"], turn: { active: "bob", phase: "action" } },
    );
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Boost Crystal") });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    expect(g.priority()).toBe("bob"); // 201.4
    ok(g, { type: "move", player: "bob", card: ref(g, "bob/Hunter Dragon"), path: ["b", "c"] });
    expect(g.stackView()).toEqual([
      { player: "bob", label: "move Hunter Dragon" },
      { player: "alice", label: "Divine Intervention" },
    ]);
    passTop(g);
    expect(g.dotOf(ref(g, "bob/Hunter Dragon"))).toBe("c");
    expect(g.stackView()).toEqual([{ player: "alice", label: "Divine Intervention" }]);
    ok(g, { type: "attack", player: "bob", card: ref(g, "bob/Hunter Dragon"), target: ref(g, "alice/Tide Beast") });
    passUntilEmpty(g);
    expect(names(g, g.zone("bob", "hand"))).toEqual(["Hunter Dragon"]);
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Divine Intervention", "Tide Beast"]);
    expect(g.stackView()).toEqual([]);
  });
});
