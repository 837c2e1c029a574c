// Every trigger kind, object and player reference of runtime/abilities.ts the other files don't
// reach, each with its outcome computed by hand from the test card's text (fixtures.ts); and, for
// every effect op, condition and trigger the engine defines (runtime/x610z/effects/registry.ts), a card of
// the test library that uses it and a runtime test that plays that card.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { conditionDefinitions, effectDefinitions, forEachEffect, triggerDefinitions } from "../../runtime/x610z/effects/registry.ts";
import { arcGame, lib, names, ok, passUntilEmpty, ref, times } from "./fixtures.ts";

describe("every effect op, condition and trigger is played by a runtime test", () => {
  // The runtime tests name the cards they play in quotes: "Spark", "alice/Spark", "bob/Spark#2".
  const tests = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => readFileSync(join(import.meta.dirname, f), "utf8"))
    .join("\n");
  const played = (c: CardDefinition) => [`"${c.name}"`, `/${c.name}"`, `/${c.name}#`].some((w) => tests.includes(w));
  /** What each card of the test library uses, by op and by condition. */
  const uses = (key: (e: Parameters<Parameters<typeof forEachEffect>[1]>[0]) => string | null) => {
    const out = new Map<string, CardDefinition[]>();
    for (const c of Object.values(lib)) {
      for (const a of c.abilities) {
        forEachEffect(a, (e) => {
          const k = key(e);
          if (k !== null) out.set(k, [...(out.get(k) ?? []), c]);
        });
      }
    }
    return out;
  };
  const unplayed = (all: string[], by: Map<string, CardDefinition[]>) => all.filter((k) => !(by.get(k) ?? []).some(played));

  it("each op of the registry: a card of the test library with it, played by a test", () => {
    const ops = Object.keys(effectDefinitions());
    expect(ops.length).toBeGreaterThan(0);
    expect(
      unplayed(
        ops,
        uses((e) => e.op),
      ),
    ).toEqual([]);
  });

  it("each condition of the registry: a card of the test library with it, played by a test", () => {
    const conds = Object.keys(conditionDefinitions());
    expect(
      unplayed(
        conds,
        uses((e) => (e.op === "if" ? e.cond.cond : null)),
      ),
    ).toEqual([]);
  });

  it("each trigger of the registry: a card of the test library with it, played by a test", () => {
    const by = new Map<string, CardDefinition[]>();
    for (const c of Object.values(lib)) for (const a of c.abilities) if (a.kind === "triggered") by.set(a.trigger.on, [...(by.get(a.trigger.on) ?? []), c]);
    expect(unplayed(Object.keys(triggerDefinitions()), by)).toEqual([]);
  });
});

describe("triggers and references", () => {
  it("destroysSummon (Dragon's Fury: whenever that Dragon destroys a Summon, draw 1 card); 202.6 its +2 counts in the attack", () => {
    const g = arcGame({
      alice: {
        play: [
          { card: "Hunter Dragon", at: "b" },
          { card: "Dragon's Fury", fixedOn: "alice/Hunter Dragon" },
        ],
        deck: times(5, "Mystic Crystal"),
      },
      bob: { play: [{ card: "Iron Vessel", at: "c" }] },
    });
    ok(g, { type: "attack", player: "alice", card: ref(g, "alice/Hunter Dragon"), target: ref(g, "bob/Iron Vessel") });
    passUntilEmpty(g);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Iron Vessel"]); // 3 + 2 + 1 = 6 damage
    expect(g.zone("alice", "hand")).toHaveLength(1);
  });

  it("comesIntoPlay and leavesPlay, with controllerOf / ownerOf the trigger's subject (Herald)", () => {
    const g = arcGame({
      alice: { play: ["Herald", "Boost Crystal", "Boost Crystal", "Mystic Crystal", "Mystic Crystal"], hand: ["Tide Beast", "Divine Intervention"], deck: times(5, "Mystic Crystal") },
      bob: { deck: times(5, "Boost Crystal") },
    });
    for (const c of ["alice/Boost Crystal", "alice/Boost Crystal#2"]) ok(g, { type: "activate", player: "alice", card: ref(g, c) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Tide Beast") }); // 402.6 on e1, the one free dot
    passUntilEmpty(g);
    expect(g.zone("alice", "hand")).toHaveLength(2); // Divine Intervention + 1 drawn
    for (const c of ["alice/Mystic Crystal", "alice/Mystic Crystal#2"]) ok(g, { type: "activate", player: "alice", card: ref(g, c) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    passUntilEmpty(g);
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Mystic Crystal", "Mystic Crystal", "Tide Beast"]);
  });

  it("castEffectCard (Scholar: whenever you cast an Effect Card, add C1) and 'During your End Phase'", () => {
    const g = arcGame({ alice: { play: ["Scholar"], hand: ["Wellspring"], deck: times(5, "Mystic Crystal") } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Wellspring") });
    expect(g.stackView()).toEqual([
      { player: "alice", label: "Scholar" },
      { player: "alice", label: "Wellspring" },
    ]);
    passUntilEmpty(g);
    expect(g.pool("alice")).toEqual({ C: 1, M: 2 });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    expect(g.turn().phase).toBe("end");
    expect(g.stackView()).toEqual([{ player: "alice", label: "Scholar" }]);
    passUntilEmpty(g);
    expect(g.zone("alice", "hand")).toHaveLength(1);
  });

  it("isCast of the card itself (Echo Bolt: when this card is cast, draw 1) resolves above the cast (207.4b)", () => {
    const g = arcGame({ alice: { hand: ["Echo Bolt"], deck: ["Spark"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Echo Bolt"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    expect(g.stackView().map((e) => e.label)).toEqual(["Echo Bolt", "Echo Bolt"]);
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Spark"]);
    expect(g.damageOn(ref(g, "bob/Hunter Dragon"))).toBe(0);
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Hunter Dragon"))).toBe(1);
  });

  it("'it' in a triggered effect is the trigger's subject (Sentry: whenever a Summon moves, heal 1 damage from it)", () => {
    const g = arcGame({ alice: { play: ["Sentry", "Boost Crystal", { card: "Tide Beast", at: "a", damage: 2 }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "move", player: "alice", card: ref(g, "alice/Tide Beast"), path: ["a", "b"] });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "alice/Tide Beast"))).toBe(1);
  });

  it("eachOpponent (Tribute: each opponent discards 1 card, chosen by him)", () => {
    const g = arcGame({ alice: { hand: ["Tribute", "Spark"] }, bob: { hand: ["Heal", "Guard"] } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Tribute") });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.pending()).toMatchObject({ player: "bob", kind: "discard" });
    ok(g, { type: "answer", player: "bob", choice: "Guard" });
    expect(names(g, g.zone("bob", "hand"))).toEqual(["Heal"]);
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Spark"]);
  });
});
