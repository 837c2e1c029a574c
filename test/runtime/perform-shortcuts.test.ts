// perform's shortcuts (issue 15): a summon's total stats kept between actions (kept.ts), a
// crystal's production added up in one object, a library's problems found once per frozen
// definition. Held to what the rules give without them: kept stats to a fresh derivation on a copy
// of the state (a copy keeps nothing) at every decision of seeded games; the rest to hand counts.
import { describe, expect, it } from "vitest";
import { playGame } from "../../runtime/index.ts";
import { defineCard, type CardDefinition } from "../../runtime/x610z/abilities.ts";
import { libraryProblems, production } from "../../runtime/x610z/continuous.ts";
import { goldenContext } from "../golden/games.ts";
import { arcGame, lib, ok, passUntilEmpty, ref } from "./fixtures.ts";
import { ComparingKept, starterDecksGame } from "./carry-compare.ts";

describe("202.6 kept stats and 200.1b kept production equal those derived afresh", () => {
  it("at every decision of 6 two-player games with the starter decks", () => {
    const ctx = goldenContext();
    let compared = 0;
    let crystals = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const game = starterDecksGame(ctx, seed, [seed, seed + 1]);
      const agents = { p1: new ComparingKept(seed), p2: new ComparingKept(seed + 50) };
      playGame(game, agents, { maxActions: 1500 });
      compared += agents.p1.compared + agents.p2.compared;
      crystals += agents.p1.crystals + agents.p2.crystals;
    }
    expect(compared).toBeGreaterThan(5000);
    expect(crystals).toBeGreaterThan(5000);
  });
});

describe("200.1b 401.4 a crystal's production", () => {
  it("401.4 Boost Crystal (Produces B1.) with Crystal Surge (an extra M1): the pool event holds B1 then M1, as adding the extra to the production gives", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", { card: "Crystal Surge", fixedOn: "alice/Boost Crystal" }] } });
    const r = g.perform({ type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    expect(r.ok).toBe(true);
    const pool = g.state.log.filter((e) => e.type === "pool").at(-1) as { pool: object } | undefined;
    expect(JSON.stringify(pool?.pool)).toBe('{"B":1,"M":1}');
  });

  it("401.4 a production kept, then changed: Boost Crystal makes B1; once Crystal Surge (an extra M1) is fixed on it, B1 M1", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", "Mystic Crystal"], hand: ["Crystal Surge"] } });
    const boost = ref(g, "alice/Boost Crystal");
    expect(production(g.engine, boost)).toEqual({ B: 1 });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") }); // M1 for Crystal Surge's C1
    expect(production(g.engine, boost)).toEqual({ B: 1 });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Crystal Surge"), targets: [{ card: boost }] });
    passUntilEmpty(g);
    expect(production(g.engine, boost)).toEqual({ B: 1, M: 1 });
    ok(g, { type: "activate", player: "alice", card: boost });
    expect(g.pool("alice")).toEqual({ B: 1, M: 1 });
  });

  it("203.1 two activations add up: Boost Crystal and Mystic Crystal make B1 M1", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", "Mystic Crystal"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(g.pool("alice")).toEqual({ B: 1, M: 1 });
  });
});

describe("207.5 a library's problems (continuous abilities the engine can't run)", () => {
  const drawing = (name: string): CardDefinition => ({
    ...lib["Precision Failure"]!,
    name,
    abilities: [{ kind: "continuous", effects: [{ op: "draw", who: { ref: "you" }, n: 1 }], text: "Draw 1 card." }],
  });

  it("a frozen definition listed under two names is named by each, at every game's start", () => {
    const frozen = defineCard(drawing("Odd Idol"));
    const library = { ...lib, "Odd Idol": frozen, "Odd Twin": frozen };
    for (let i = 0; i < 2; i++) {
      const problems = libraryProblems(library);
      expect(problems.filter((p) => p.startsWith('Odd Idol: a continuous ability can\'t "draw"'))).toHaveLength(1);
      expect(problems.filter((p) => p.startsWith('Odd Twin: a continuous ability can\'t "draw"'))).toHaveLength(1);
    }
  });

  it("a definition not frozen is looked at again: one changed after a first look has its new problem found", () => {
    const open: CardDefinition = { ...lib["Precision Failure"]!, name: "Odd Idol" };
    const library = { ...lib, "Odd Idol": open };
    expect(libraryProblems(library).some((p) => p.startsWith("Odd Idol:"))).toBe(false);
    open.abilities = drawing("Odd Idol").abilities;
    expect(libraryProblems(library).some((p) => p.startsWith('Odd Idol: a continuous ability can\'t "draw"'))).toBe(true);
  });
});
